import type { ReactNode } from 'react';
import { Eye, Trash2 } from 'lucide-react';
import type { RecordItem } from '@rp/contract';
import { Button } from '~/components/ui/button';
import type { DataTableColumn } from '~/components/ui/data-table';
import { formatDate } from '~/lib/format';
import { StatusBadge } from './status-badge';
import { WaitingBadge } from './waiting-badge';

/** A record nobody has looked at yet stands out: bold, tinted, with a blue edge. */
export const NEW_ROW =
  'bg-blue-50/70 font-semibold text-slate-900 shadow-[inset_3px_0_0_var(--color-blue-500)] hover:bg-blue-50 dark:bg-blue-500/[0.08] dark:text-white dark:hover:bg-blue-500/[0.12]';

export interface RecordColumnTexts {
  firstColumn: string;
  secondColumn: string;
  /** Accessible name part, e.g. 'quote' in 'View quote from Asha Patel'. */
  noun: string;
}

/** Columns of the quotes and inquiries tables; small screens fold the hidden columns into the first. */
export function recordColumns({
  texts,
  secondValue,
  drawingCell,
  now,
  onView,
  onDelete,
}: {
  texts: RecordColumnTexts;
  /** When the list was loaded: the waiting time of New records counts to it. */
  now: number;
  secondValue: (record: RecordItem) => ReactNode;
  /** Quotes: the Drawing column (a thumbnail of the drawings). */
  drawingCell?: (record: RecordItem) => ReactNode;
  onView: (id: string) => void;
  onDelete: (record: RecordItem) => void;
}): DataTableColumn<RecordItem>[] {
  return [
    {
      key: 'reference',
      header: 'Reference',
      headerClassName: 'hidden px-4 py-3 lg:table-cell',
      cellClassName: 'hidden px-4 py-3 font-mono text-xs whitespace-nowrap lg:table-cell',
      cell: (record) => <span data-testid="record-reference">{record.Reference}</span>,
    },
    {
      key: 'first',
      header: texts.firstColumn,
      cellClassName: 'w-full max-w-0 px-4 py-3 sm:w-auto sm:max-w-[14rem]',
      cell: (record) => (
        <>
          <span className="block truncate">{record.Title || 'N/A'}</span>
          <span className="block truncate font-mono text-xs font-normal text-slate-500 lg:hidden dark:text-slate-400">{record.Reference}</span>
          <span className="block truncate text-xs font-normal text-slate-500 md:hidden dark:text-slate-400">{secondValue(record)}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-xs font-normal text-slate-500 sm:hidden dark:text-slate-400">
            <StatusBadge status={record.Status} />
            {formatDate(record.createdAt)}
            <WaitingBadge record={record} now={now} />
          </span>
          {record.Source !== 'Website' ? (
            <span className="block truncate text-xs font-normal text-slate-500 2xl:hidden dark:text-slate-400">Via {record.Source}</span>
          ) : null}
          {record.AssignedTo ? (
            <span className="block truncate text-xs font-normal text-slate-500 md:hidden dark:text-slate-400">
              Assigned to {record.AssignedToName}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'second',
      header: texts.secondColumn,
      headerClassName: 'hidden px-4 py-3 md:table-cell',
      cellClassName: 'hidden max-w-[16rem] truncate px-4 py-3 md:table-cell',
      cell: secondValue,
    },
    ...(drawingCell
      ? [
          {
            key: 'drawing',
            header: 'Drawing',
            headerClassName: 'hidden px-4 py-3 sm:table-cell',
            cellClassName: 'hidden px-4 py-2 sm:table-cell',
            cell: drawingCell,
          },
        ]
      : []),
    {
      key: 'date',
      header: 'Date',
      headerClassName: 'hidden px-4 py-3 sm:table-cell',
      cellClassName: 'hidden px-4 py-3 whitespace-nowrap tabular-nums sm:table-cell',
      cell: (record) => (
        <>
          <span className="block">{formatDate(record.createdAt)}</span>
          <WaitingBadge record={record} now={now} />
        </>
      ),
    },
    {
      key: 'source',
      header: 'Source',
      headerClassName: 'hidden px-4 py-3 2xl:table-cell',
      cellClassName: 'hidden px-4 py-3 whitespace-nowrap 2xl:table-cell',
      cell: (record) => <span data-testid="record-source">{record.Source}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      headerClassName: 'hidden px-4 py-3 sm:table-cell',
      cellClassName: 'hidden px-4 py-3 sm:table-cell',
      cell: (record) => <StatusBadge status={record.Status} />,
    },
    {
      key: 'assigned',
      header: 'Assigned to',
      headerClassName: 'hidden px-4 py-3 md:table-cell',
      cellClassName: 'hidden max-w-[10rem] truncate px-4 py-3 md:table-cell',
      cell: (record) =>
        record.AssignedTo ? (
          <span data-testid="record-assignee">{record.AssignedToName}</span>
        ) : (
          <span className="font-normal text-slate-600 dark:text-slate-400">Unassigned</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      headerClassName: 'px-4 py-3 text-right',
      cellClassName: 'px-2 py-3 sm:px-4',
      cell: (record) => (
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onView(record._id)}
            aria-label={`View ${texts.noun} from ${record.Title}`}
            className="font-medium"
          >
            <Eye className="h-4 w-4" aria-hidden="true" />
            <span className="hidden 2xl:inline">View</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(record)}
            aria-label={`Delete ${texts.noun} from ${record.Title}`}
            className="font-medium text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            <span className="hidden 2xl:inline">Delete</span>
          </Button>
        </div>
      ),
    },
  ];
}
