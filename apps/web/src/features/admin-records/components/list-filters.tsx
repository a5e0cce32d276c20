import { useCallback, useId } from 'react';
import { Download } from 'lucide-react';
import { ATTRIBUTION_LIMITS, QUOTATION_SOURCES, type RecordStatus } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { AdminSearchInput } from '~/components/ui/admin-page';
import { DateRangeFilter, FilterChip, OneOrAllSelect, toggled } from '~/components/ui/list-filters';
import { useDebouncedSearch } from '~/lib/use-debounced-search';
import type { ListView } from '../utils/list-view';

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

/** Search as you type (sent after a pause), status chips with counts, Overdue, Assigned to me / Unassigned, the source, where the visit came from, a date range and Export. */
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
  const sourceId = useId();
  const originId = useId();
  const [search, setSearch] = useDebouncedSearch(
    view.search,
    useCallback((search: string) => onChange({ search, page: 1 }), [onChange]),
  );
  const [origin, setOrigin] = useDebouncedSearch(
    view.origin,
    useCallback((origin: string) => onChange({ origin, page: 1 }), [onChange]),
  );

  return (
    <div className="space-y-3 border-b border-slate-200 p-4 dark:border-slate-700/70">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <AdminSearchInput value={search} onChange={setSearch} placeholder={searchPlaceholder} label={searchLabel} />
        <div className="flex flex-wrap items-end gap-2">
          <DateRangeFilter from={view.from} to={view.to} fromLabel="From" onChange={(patch) => onChange({ ...patch, page: 1 })} />
          <Button variant="secondary" onClick={onExport} busy={exporting}>
            {exporting ? null : <Download className="h-4 w-4" aria-hidden="true" />} Export
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by status">
        {statuses.map((status) => (
          <FilterChip
            key={status}
            on={view.status.includes(status)}
            count={statusCounts?.[status] ?? 0}
            onToggle={() => onChange({ status: toggled(view.status, status), page: 1 })}
          >
            {status}
          </FilterChip>
        ))}
        <FilterChip on={view.overdue} count={overdueCount ?? 0} onToggle={() => onChange({ overdue: !view.overdue, page: 1 })}>
          Overdue
        </FilterChip>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by assignee">
          {ASSIGNED_CHIPS.map(([value, label]) => (
            <FilterChip
              key={value}
              on={view.assigned === value}
              onToggle={() => onChange({ assigned: view.assigned === value ? '' : value, page: 1 })}
            >
              {label}
            </FilterChip>
          ))}
        </div>
        <label className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-300" htmlFor={sourceId}>
          Source
          <OneOrAllSelect
            id={sourceId}
            className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-xs text-slate-900 shadow-sm focus:border-steel-500 focus:ring-2 focus:ring-steel-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]"
            allLabel="All sources"
            choices={QUOTATION_SOURCES}
            selected={view.source}
            onChange={(source) => onChange({ source, page: 1 })}
          />
        </label>
        <label className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-300" htmlFor={originId}>
          Came from
          <input
            id={originId}
            type="search"
            value={origin}
            onChange={(event) => setOrigin(event.target.value)}
            placeholder="google, Direct…"
            maxLength={ATTRIBUTION_LIMITS.referrerMax}
            className="h-8 w-40 rounded-lg border border-slate-300 bg-white px-2 text-xs text-slate-900 shadow-sm focus:border-steel-500 focus:ring-2 focus:ring-steel-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]"
          />
        </label>
      </div>
    </div>
  );
}
