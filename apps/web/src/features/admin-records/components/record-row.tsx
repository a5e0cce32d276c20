import type { ReactNode } from 'react';
import { Eye, Trash2 } from 'lucide-react';
import type { RecordItem } from '@rp/contract';
import { AdminButton } from '~/components/ui/admin-button';
import { formatAdminDate } from '~/components/ui/admin-format';
import { AdminStatusBadge } from '~/components/ui/admin-status-badge';
import { WaitingBadge } from './waiting-badge';

export interface RecordRowProps {
  record: RecordItem;
  noun: string;
  now: number;
  secondValue: (record: RecordItem) => ReactNode;
  onOpen: () => void;
  onDelete: () => void;
}

/** One quote or inquiry in the table: New rows bold and highlighted (spec), waiting time and Overdue. */
export function RecordRow({ record, noun, now, secondValue, onOpen, onDelete }: RecordRowProps) {
  const isNew = record.Status === 'New';
  return (
    <tr
      data-status={record.Status}
      data-new={isNew || undefined}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button, a')) return;
        onOpen();
      }}
      className={`cursor-pointer transition-colors ${
        isNew
          ? 'bg-blue-50/70 font-semibold text-slate-900 shadow-[inset_3px_0_0_var(--color-blue-500)] hover:bg-blue-50 dark:bg-blue-500/[0.08] dark:text-white dark:hover:bg-blue-500/[0.12]'
          : 'text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/50'
      }`}
    >
      <td className="hidden px-4 py-3 font-mono text-xs whitespace-nowrap lg:table-cell" data-testid="record-reference">
        {record.Reference}
      </td>
      <td className="w-full max-w-0 px-4 py-3 sm:w-auto sm:max-w-[14rem]">
        <span className="block truncate">{record.Title || 'N/A'}</span>
        <span className="block truncate font-mono text-xs font-normal text-slate-500 lg:hidden dark:text-slate-400">{record.Reference}</span>
        <span className="block truncate text-xs font-normal text-slate-500 md:hidden dark:text-slate-400">{secondValue(record)}</span>
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs font-normal text-slate-500 sm:hidden dark:text-slate-400">
          <AdminStatusBadge status={record.Status} />
          {formatAdminDate(record.createdAt)}
          <WaitingBadge record={record} now={now} />
        </span>
      </td>
      <td className="hidden max-w-[16rem] truncate px-4 py-3 md:table-cell">{secondValue(record)}</td>
      <td className="hidden px-4 py-3 whitespace-nowrap tabular-nums sm:table-cell">
        <span className="block">{formatAdminDate(record.createdAt)}</span>
        <WaitingBadge record={record} now={now} />
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <AdminStatusBadge status={record.Status} />
      </td>
      <td className="px-2 py-3 sm:px-4">
        <div className="flex justify-end gap-1">
          <AdminButton variant="ghost" size="sm" onClick={onOpen} aria-label={`View ${noun} from ${record.Title}`} className="font-medium">
            <Eye className="h-4 w-4" aria-hidden="true" />
            <span className="hidden lg:inline">View</span>
          </AdminButton>
          <AdminButton
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${noun} from ${record.Title}`}
            className="font-medium text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10 dark:hover:text-red-300"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            <span className="hidden lg:inline">Delete</span>
          </AdminButton>
        </div>
      </td>
    </tr>
  );
}
