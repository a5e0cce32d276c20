import { useEffect, useId, useRef, useState } from 'react';
import { AlarmClock, Download } from 'lucide-react';
import { ORDER_STAGES, type OrderStage } from '@rp/contract';
import { AdminSearchInput } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { useAssignableAccounts } from '../api/list-accounts';
import type { OrderListView } from '../utils/list-view';

const SEARCH_DEBOUNCE_MS = 300;

const chip = (on: boolean, tone: 'steel' | 'red' = 'steel') =>
  `inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset transition-colors ${
    on
      ? tone === 'red'
        ? 'bg-red-600 text-white ring-red-600 dark:bg-red-500 dark:ring-red-500'
        : 'bg-steel-600 text-white ring-steel-600 dark:bg-steel-500 dark:ring-steel-500'
      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700'
  }`;
const control =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-steel-500 focus:ring-2 focus:ring-steel-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]';
const label = 'flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300';

export interface OrderFiltersProps {
  view: OrderListView;
  onChange: (patch: Partial<OrderListView>) => void;
  stageCounts?: Record<string, number>;
  lateCount?: number;
  onExport: () => void;
  exporting: boolean;
}

const toggled = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
const count = (n: number | undefined) => <span className="tabular-nums opacity-80">{(n ?? 0).toLocaleString('en-GB')}</span>;

/** Search as you type (sent after a pause), Late and stage chips with counts, the assigned person, a date range and Export. */
export function OrderFilters({ view, onChange, stageCounts, lateCount, onExport, exporting }: OrderFiltersProps) {
  const assignedId = useId();
  const accounts = useAssignableAccounts();
  const [search, setSearch] = useState(view.search);
  // The search last sent to the URL: the URL showing it later must not undo what was typed since.
  const sent = useRef(view.search);
  useEffect(() => {
    // The URL changed under us (back button, a shared link): follow it.
    if (view.search === sent.current) return;
    sent.current = view.search;
    setSearch(view.search);
  }, [view.search]);
  useEffect(() => {
    if (search === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = search;
      onChange({ search, page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, onChange]);

  const people = accounts.data ?? [];
  const unknownAssignee = view.assigned && !['me', 'unassigned'].includes(view.assigned) && !people.some((p) => p._id === view.assigned);
  return (
    <div className="space-y-3 border-b border-slate-200 p-4 dark:border-slate-700/70">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <AdminSearchInput value={search} onChange={setSearch} placeholder="Search by order, PO or company..." label="Search orders" />
        <Button variant="secondary" onClick={onExport} busy={exporting}>
          {exporting ? null : <Download className="h-4 w-4" aria-hidden="true" />} Export CSV
        </Button>
      </div>
      <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
        <label className={`${label} col-span-2 sm:col-span-1 sm:w-56`} htmlFor={assignedId}>
          Assigned to
          <select id={assignedId} className={control} value={view.assigned} onChange={(e) => onChange({ assigned: e.target.value, page: 1 })}>
            <option value="">Everybody</option>
            <option value="me">Me</option>
            <option value="unassigned">Nobody</option>
            {unknownAssignee ? <option value={view.assigned}>Another account</option> : null}
            {people.map((person) => (
              <option key={person._id} value={person._id}>
                {person.Name || person.Email}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Created from
          <input
            type="date"
            className={control}
            value={view.from}
            max={view.to || undefined}
            onChange={(e) => onChange({ from: e.target.value, page: 1 })}
          />
        </label>
        <label className={label}>
          To
          <input
            type="date"
            className={control}
            value={view.to}
            min={view.from || undefined}
            onChange={(e) => onChange({ to: e.target.value, page: 1 })}
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by stage">
        <button type="button" className={chip(view.late, 'red')} aria-pressed={view.late} onClick={() => onChange({ late: !view.late, page: 1 })}>
          <AlarmClock className="h-3.5 w-3.5" aria-hidden="true" /> Late {lateCount === undefined ? null : count(lateCount)}
        </button>
        {ORDER_STAGES.map((stage: OrderStage) => (
          <button
            key={stage}
            type="button"
            className={chip(view.stage.includes(stage))}
            aria-pressed={view.stage.includes(stage)}
            onClick={() => onChange({ stage: toggled(view.stage, stage), page: 1 })}
          >
            {stage} {stageCounts ? count(stageCounts[stage]) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
