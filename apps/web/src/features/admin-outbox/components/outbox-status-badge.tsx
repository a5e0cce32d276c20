import type { OutboxDisplayStatus } from '@rp/contract';
import { Pill } from '~/components/ui/pill';

const STYLES: Record<OutboxDisplayStatus, string> = {
  queued: 'bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-500/15 dark:text-blue-200 dark:ring-blue-400/30',
  sent: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-500/15 dark:text-green-200 dark:ring-green-400/30',
  failed: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-200 dark:ring-red-400/30',
  skipped: 'bg-slate-100 text-slate-700 ring-slate-500/25 dark:bg-slate-500/15 dark:text-slate-200 dark:ring-slate-400/30',
  'not configured': 'bg-amber-100 text-amber-900 ring-amber-600/25 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-300/30',
};

export function OutboxStatusBadge({ status }: { status: OutboxDisplayStatus }) {
  return (
    <Pill tone={STYLES[status]} data-status={status}>
      {status}
    </Pill>
  );
}
