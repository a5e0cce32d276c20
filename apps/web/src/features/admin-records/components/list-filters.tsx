import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { QUOTATION_SOURCES, type QuotationSource, type RecordStatus } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { AdminSearchInput } from '~/components/ui/admin-page';
import type { ListView } from '../utils/list-view';

const SEARCH_DEBOUNCE_MS = 300;
const ASSIGNED_CHIPS = [
  ['me', 'Assigned to me'],
  ['unassigned', 'Unassigned'],
] as const;

export interface ListFiltersProps {
  view: ListView;
  onChange: (patch: Partial<ListView>) => void;
  statuses: readonly RecordStatus[];
  statusCounts?: Record<string, number>;
  overdueCount?: number;
  searchPlaceholder: string;
  searchLabel: string;
  onExport: () => void;
  exporting: boolean;
}

const chip = (on: boolean) =>
  `inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset transition-colors ${
    on
      ? 'bg-steel-600 text-white ring-steel-600 dark:bg-steel-500 dark:ring-steel-500'
      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700'
  }`;
const dateInput =
  'h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-steel-500 focus:ring-2 focus:ring-steel-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]';

/** Search as you type (sent after a pause), status chips with counts, Overdue, Assigned to me / Unassigned, the source, a date range and Export. */
export function ListFilters({
  view,
  onChange,
  statuses,
  statusCounts,
  overdueCount,
  searchPlaceholder,
  searchLabel,
  onExport,
  exporting,
}: ListFiltersProps) {
  const [search, setSearch] = useState(view.search);
  // The URL may change under us (back button, a shared link): follow it.
  useEffect(() => setSearch(view.search), [view.search]);
  useEffect(() => {
    if (search === view.search) return;
    const timer = setTimeout(() => onChange({ search, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, view.search, onChange]);

  const toggle = (status: RecordStatus) =>
    onChange({ status: view.status.includes(status) ? view.status.filter((s) => s !== status) : [...view.status, status], page: 1 });
  const count = (n: number | undefined) => <span className="tabular-nums opacity-80">{(n ?? 0).toLocaleString('en-GB')}</span>;

  return (
    <div className="space-y-3 border-b border-slate-200 p-4 dark:border-slate-700/70">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <AdminSearchInput value={search} onChange={setSearch} placeholder={searchPlaceholder} label={searchLabel} />
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
            From
            <input
              type="date"
              className={dateInput}
              value={view.from}
              max={view.to || undefined}
              onChange={(e) => onChange({ from: e.target.value, page: 1 })}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
            To
            <input
              type="date"
              className={dateInput}
              value={view.to}
              min={view.from || undefined}
              onChange={(e) => onChange({ to: e.target.value, page: 1 })}
            />
          </label>
          <Button variant="secondary" onClick={onExport} busy={exporting}>
            {exporting ? null : <Download className="h-4 w-4" aria-hidden="true" />} Export
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by status">
        {statuses.map((status) => (
          <button
            key={status}
            type="button"
            className={chip(view.status.includes(status))}
            aria-pressed={view.status.includes(status)}
            onClick={() => toggle(status)}
          >
            {status} {count(statusCounts?.[status])}
          </button>
        ))}
        <button
          type="button"
          className={chip(view.overdue)}
          aria-pressed={view.overdue}
          onClick={() => onChange({ overdue: !view.overdue, page: 1 })}
        >
          Overdue {count(overdueCount)}
        </button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by assignee">
          {ASSIGNED_CHIPS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className={chip(view.assigned === value)}
              aria-pressed={view.assigned === value}
              onClick={() => onChange({ assigned: view.assigned === value ? '' : value, page: 1 })}
            >
              {label}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-300">
          Source
          <select
            className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-xs text-slate-900 shadow-sm focus:border-steel-500 focus:ring-2 focus:ring-steel-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]"
            value={view.source[0] ?? ''}
            onChange={(e) => onChange({ source: e.target.value ? [e.target.value as QuotationSource] : [], page: 1 })}
          >
            <option value="">All sources</option>
            {QUOTATION_SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
