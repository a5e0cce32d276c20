import type { RecordStatus } from '@rp/contract';
import { Pill } from '~/components/ui/pill';

const STATUS_STYLES: Record<RecordStatus, string> = {
  New: 'bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-500/15 dark:text-blue-200 dark:ring-blue-400/30',
  Pending: 'bg-orange-100 text-orange-800 ring-orange-600/20 dark:bg-orange-500/15 dark:text-orange-200 dark:ring-orange-400/30',
  'In Progress': 'bg-yellow-100 text-yellow-800 ring-yellow-600/25 dark:bg-yellow-400/15 dark:text-yellow-200 dark:ring-yellow-300/30',
  Done: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-500/15 dark:text-green-200 dark:ring-green-400/30',
  Resolved: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-500/15 dark:text-green-200 dark:ring-green-400/30',
  Closed: 'bg-slate-200 text-slate-700 ring-slate-500/20 dark:bg-slate-500/20 dark:text-slate-200 dark:ring-slate-400/30',
};

const FALLBACK = 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-700/40 dark:text-slate-200 dark:ring-slate-400/30';

export function statusClass(status: string): string {
  return STATUS_STYLES[status as RecordStatus] ?? FALLBACK;
}

/** A coloured pill for a quote or inquiry status (spec: New blue, Pending orange, In Progress yellow, Done/Resolved green). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Pill tone={statusClass(status)} data-status={status}>
      {status || 'Unknown'}
    </Pill>
  );
}
