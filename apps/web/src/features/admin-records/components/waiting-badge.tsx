import { formatWaiting, isPastReplyPromise, type RecordItem } from '@rp/contract';

/** For a record still New: how long the buyer has waited, and Overdue past 24 business hours. */
export function WaitingBadge({ record, now }: { record: RecordItem; now: number }) {
  if (record.Status !== 'New') return null;
  const overdue = isPastReplyPromise(record.createdAt, now);
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-normal whitespace-nowrap text-slate-600 dark:text-slate-300" data-testid="waiting">
      <span>{formatWaiting(record.createdAt, now)}</span>
      {overdue ? (
        <span
          className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800 ring-1 ring-red-600/20 ring-inset dark:bg-red-500/15 dark:text-red-200 dark:ring-red-400/30"
          data-testid="overdue-badge"
        >
          Overdue
        </span>
      ) : null}
    </span>
  );
}
