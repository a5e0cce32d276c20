import type { QuotationState } from '@rp/contract';
import { Pill } from '~/components/ui/pill';

const STATE_STYLES: Record<QuotationState, string> = {
  Draft: 'bg-slate-100 text-slate-700 ring-slate-500/25 dark:bg-slate-500/20 dark:text-slate-200 dark:ring-slate-400/30',
  Sent: 'bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-500/15 dark:text-blue-200 dark:ring-blue-400/30',
  Viewed: 'bg-indigo-100 text-indigo-800 ring-indigo-600/20 dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-400/30',
  Accepted: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-500/15 dark:text-green-200 dark:ring-green-400/30',
  Declined: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-200 dark:ring-red-400/30',
  Expired: 'bg-amber-100 text-amber-900 ring-amber-600/25 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-300/30',
  Superseded:
    'bg-slate-100 text-slate-600 ring-slate-400/25 line-through decoration-slate-400/60 dark:bg-slate-700/40 dark:text-slate-400 dark:ring-slate-500/30',
  Withdrawn: 'bg-zinc-200 text-zinc-700 ring-zinc-500/25 dark:bg-zinc-600/30 dark:text-zinc-300 dark:ring-zinc-400/30',
};

/** A coloured pill for a quotation's state. */
export function QuotationStateBadge({ state }: { state: QuotationState }) {
  return (
    <Pill tone={STATE_STYLES[state]} data-state={state}>
      {state}
    </Pill>
  );
}
