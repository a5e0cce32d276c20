import { useEffect, useId, useState } from 'react';
import { Download } from 'lucide-react';
import { QUOTATION_SOURCES, QUOTATION_STATES, type QuotationSource, type QuotationState } from '@rp/contract';
import { AdminSearchInput } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import type { QuotationListView } from '../utils/list-view';

const SEARCH_DEBOUNCE_MS = 300;

const chip = (on: boolean) =>
  `inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset transition-colors ${
    on
      ? 'bg-steel-600 text-white ring-steel-600 dark:bg-steel-500 dark:ring-steel-500'
      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700'
  }`;
const control =
  'h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-steel-500 focus:ring-2 focus:ring-steel-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]';
const label = 'flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300';

export interface QuotationFiltersProps {
  view: QuotationListView;
  onChange: (patch: Partial<QuotationListView>) => void;
  stateCounts?: Record<string, number>;
  onExport: () => void;
  exporting: boolean;
}

const toggled = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** Search as you type (sent after a pause), state chips with counts, source, a date range and Export. */
export function QuotationFilters({ view, onChange, stateCounts, onExport, exporting }: QuotationFiltersProps) {
  const sourceId = useId();
  const [search, setSearch] = useState(view.search);
  // The URL may change under us (back button, a shared link): follow it.
  useEffect(() => setSearch(view.search), [view.search]);
  useEffect(() => {
    if (search === view.search) return;
    const timer = setTimeout(() => onChange({ search, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, view.search, onChange]);

  const count = (n: number | undefined) => <span className="tabular-nums opacity-80">{(n ?? 0).toLocaleString('en-GB')}</span>;

  return (
    <div className="space-y-3 border-b border-slate-200 p-4 dark:border-slate-700/70">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <AdminSearchInput value={search} onChange={setSearch} placeholder="Search by number, company or e-mail..." label="Search quotations" />
        <Button variant="secondary" onClick={onExport} busy={exporting}>
          {exporting ? null : <Download className="h-4 w-4" aria-hidden="true" />} Export CSV
        </Button>
      </div>
      <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
        <label className={`${label} col-span-2 sm:col-span-1`} htmlFor={sourceId}>
          Source
          <select
            id={sourceId}
            className={control}
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
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by state">
        {QUOTATION_STATES.map((state: QuotationState) => (
          <button
            key={state}
            type="button"
            className={chip(view.state.includes(state))}
            aria-pressed={view.state.includes(state)}
            onClick={() => onChange({ state: toggled(view.state, state), page: 1 })}
          >
            {state} {stateCounts ? count(stateCounts[state]) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
