import type { HTMLAttributes, ReactNode } from 'react';
import { AdminCard, AdminEmptyState, AdminSearchInput, AdminSpinner } from './admin-page';
import { Button } from './button';

export interface DataTableColumn<T> {
  /** 'actions' keeps the column at the right edge while the list scrolls sideways. */
  key: string;
  header: ReactNode;
  /** Classes of the header cell (widths and responsive visibility). */
  headerClassName?: string;
  /** Classes of each body cell. */
  cellClassName?: string;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Attributes of a body row: classes, click handler, data-* flags. */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | boolean | undefined>;
  /** The default toolbar: a search box with a count beside it, e.g. '3 of 12 shown'. */
  search?: { value: string; onChange: (value: string) => void; placeholder: string; label: string; countLabel: string };
  /** A toolbar of the screen's own (filters), in place of the search box. */
  toolbar?: ReactNode;
  /** Below the table (pagination). */
  footer?: ReactNode;
  pending: boolean;
  pendingLabel?: string;
  emptyMessage: string;
  /** Offers 'Try again' in the empty state after a failed load. */
  retry?: { onRetry: () => void; busy: boolean };
}

const DEFAULT_ROW = 'text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/50';

/** The Actions column stays in view at the card's right edge when a wide list scrolls sideways inside it. */
const STICKY_HEAD = 'sticky right-0 z-10 bg-slate-50 shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)] dark:bg-[#182234]'; // dark: the header's slate-800/60 over the card's slate-900
const STICKY_CELL =
  'sticky right-0 z-10 bg-white shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)] group-hover:bg-slate-50 dark:bg-slate-900 dark:group-hover:bg-slate-800';
const sticky = (key: string, classes: string) => (key === 'actions' ? ` ${classes}` : '');

/** The admin list: a search bar with a count, then a spinner, an empty state or the table. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  search,
  toolbar,
  footer,
  pending,
  pendingLabel,
  emptyMessage,
  retry,
}: DataTableProps<T>) {
  return (
    <AdminCard>
      {toolbar ??
        (search ? (
          <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700/70">
            <AdminSearchInput value={search.value} onChange={search.onChange} placeholder={search.placeholder} label={search.label} />
            <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
              {search.countLabel}
            </p>
          </div>
        ) : null)}
      {pending ? (
        <AdminSpinner label={pendingLabel} />
      ) : rows.length === 0 ? (
        <AdminEmptyState message={emptyMessage}>
          {retry ? (
            <Button variant="secondary" size="sm" onClick={retry.onRetry} busy={retry.busy}>
              Try again
            </Button>
          ) : null}
        </AdminEmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={(column.headerClassName ?? 'px-4 py-3') + sticky(column.key, STICKY_HEAD)}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {rows.map((row) => {
                const { className = DEFAULT_ROW, ...attributes } = rowProps?.(row) ?? {};
                return (
                  <tr key={rowKey(row)} className={`group ${className}`} {...attributes}>
                    {columns.map((column) => (
                      <td key={column.key} className={(column.cellClassName ?? '') + sticky(column.key, STICKY_CELL)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {footer}
    </AdminCard>
  );
}
