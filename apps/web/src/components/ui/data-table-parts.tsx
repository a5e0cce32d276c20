import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { DataTableColumn } from './data-table';

/** The first column: the record's number; on small screens what the hidden columns show folds in under it. */
export function numberColumn<T>(header: string, cell: (row: T) => ReactNode): DataTableColumn<T> {
  return { key: 'number', header, cellClassName: 'w-full max-w-0 px-4 py-3 sm:w-auto sm:max-w-none', cell };
}

/** The record number's link in a list's first column. */
export function NumberLink({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="block rounded font-mono text-xs font-semibold whitespace-nowrap text-steel-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-steel-500 dark:text-steel-200"
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

/** The company under the number where the Company column is hidden (below md). */
export function FoldedCompany({ company }: { company: string }) {
  return <span className="mt-0.5 block truncate text-sm text-slate-800 md:hidden dark:text-slate-200">{company}</span>;
}

export const clickableRowClass = 'cursor-pointer text-slate-700 transition-colors hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/50';

/** A row that opens its record on a click anywhere but its own buttons and links. */
export function rowClick(open: () => void) {
  return (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest('button, a')) return;
    open();
  };
}

/** The Company column (from md up): the company with its contact under it. */
export function companyColumn<T extends { Company: string; Contact: string }>(): DataTableColumn<T> {
  return {
    key: 'company',
    header: 'Company',
    headerClassName: 'hidden px-4 py-3 md:table-cell',
    cellClassName: 'hidden max-w-[16rem] px-4 py-3 md:table-cell',
    cell: (row) => (
      <>
        <span className="block truncate font-medium text-slate-900 dark:text-white">{row.Company}</span>
        <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{row.Contact}</span>
      </>
    ),
  };
}

/** The Grand total column (from sm up), right-aligned. */
export function grandTotalColumn<T>(cell: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    key: 'total',
    header: <span className="block text-right">Grand total</span>,
    headerClassName: 'hidden px-4 py-3 sm:table-cell',
    cellClassName: 'hidden px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums text-slate-900 sm:table-cell dark:text-white',
    cell,
  };
}
