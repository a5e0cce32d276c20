import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { useDebouncedSearch } from '~/lib/use-debounced-search';
import { AdminSearchInput } from './admin-page';
import { Button } from './button';

/** The filter bar above an admin list: search and chips, selects and dates, as the lists share them. */
export const filterChipClass = (on: boolean, tone: 'steel' | 'red' = 'steel') =>
  `inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset transition-colors ${
    on
      ? tone === 'red'
        ? 'bg-red-600 text-white ring-red-600 dark:bg-red-500 dark:ring-red-500'
        : 'bg-steel-600 text-white ring-steel-600 dark:bg-steel-500 dark:ring-steel-500'
      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700'
  }`;

export const filterControlClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus:border-steel-500 focus:ring-2 focus:ring-steel-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:[color-scheme:dark]';

export const filterLabelClass = 'flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300';

/** A list with `value` added, or without it if it was there. */
export const toggled = <T,>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** How many rows a chip's filter would show. */
export function ChipCount({ count }: { count: number | undefined }) {
  return <span className="tabular-nums opacity-80">{(count ?? 0).toLocaleString('en-GB')}</span>;
}

/** A toggle chip (aria-pressed), with its count when known. */
export function FilterChip({
  on,
  onToggle,
  tone,
  count,
  children,
}: {
  on: boolean;
  onToggle: () => void;
  tone?: 'steel' | 'red';
  count?: number;
  children: ReactNode;
}) {
  return (
    <button type="button" className={filterChipClass(on, tone)} aria-pressed={on} onClick={onToggle}>
      {children} {count === undefined ? null : <ChipCount count={count} />}
    </button>
  );
}

/** One chip per value (a stage, a state), each toggling that value in `selected`; counts from the server's page when known. */
export function ChoiceChips<T extends string>({
  choices,
  selected,
  counts,
  onChange,
}: {
  choices: readonly T[];
  selected: readonly T[];
  counts: Record<string, number> | undefined;
  onChange: (selected: T[]) => void;
}) {
  return choices.map((choice) => (
    <FilterChip
      key={choice}
      on={selected.includes(choice)}
      count={counts ? (counts[choice] ?? 0) : undefined}
      onToggle={() => onChange(toggled(selected, choice))}
    >
      {choice}
    </FilterChip>
  ));
}

/** A filter on one value or none ("All ..."): the list's URL keeps it as a list of at most one. */
export function OneOrAllSelect<T extends string>({
  id,
  className,
  allLabel,
  choices,
  selected,
  onChange,
}: {
  id?: string;
  className: string;
  allLabel: string;
  choices: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}) {
  return (
    <select id={id} className={className} value={selected[0] ?? ''} onChange={(e) => onChange(e.target.value ? [e.target.value as T] : [])}>
      <option value="">{allLabel}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </select>
  );
}

/** Two date inputs bounding each other: from (max: to) and to (min: from). */
export function DateRangeFilter({
  from,
  to,
  onChange,
  fromLabel = 'Created from',
}: {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
  fromLabel?: string;
}) {
  return (
    <>
      <label className={filterLabelClass}>
        {fromLabel}
        <input type="date" className={filterControlClass} value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </label>
      <label className={filterLabelClass}>
        To
        <input type="date" className={filterControlClass} value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </label>
    </>
  );
}

/**
 * Search and Export on top, then the selects and dates (`fields`), then the chips (`chips`, a labelled group).
 * `search` is the view's search; what is typed goes to `onSearch` after a pause.
 */
export function ListFilterBar({
  search,
  onSearch,
  searchPlaceholder,
  searchLabel,
  onExport,
  exporting,
  fields,
  chipsLabel,
  chips,
}: {
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder: string;
  searchLabel: string;
  onExport: () => void;
  exporting: boolean;
  fields: ReactNode;
  chipsLabel: string;
  chips: ReactNode;
}) {
  // The newest callback, so a parent's re-render does not restart the pause.
  const sendRef = useRef(onSearch);
  useEffect(() => {
    sendRef.current = onSearch;
  }, [onSearch]);
  const [text, setText] = useDebouncedSearch(
    search,
    useCallback((value: string) => sendRef.current(value), []),
  );
  return (
    <div className="space-y-3 border-b border-slate-200 p-4 dark:border-slate-700/70">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <AdminSearchInput value={text} onChange={setText} placeholder={searchPlaceholder} label={searchLabel} />
        <Button variant="secondary" onClick={onExport} busy={exporting}>
          {exporting ? null : <Download className="h-4 w-4" aria-hidden="true" />} Export CSV
        </Button>
      </div>
      <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">{fields}</div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={chipsLabel}>
        {chips}
      </div>
    </div>
  );
}
