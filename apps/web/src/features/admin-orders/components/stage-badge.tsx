import { AlarmClock, Scissors, Truck } from 'lucide-react';
import type { OrderDispatchProgress, OrderStage } from '@rp/contract';
import { Pill } from '~/components/ui/pill';

const STAGE_STYLES: Record<OrderStage, string> = {
  Confirmed: 'bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-500/15 dark:text-blue-200 dark:ring-blue-400/30',
  'Material procurement': 'bg-cyan-100 text-cyan-900 ring-cyan-600/25 dark:bg-cyan-500/15 dark:text-cyan-200 dark:ring-cyan-400/30',
  Machining: 'bg-indigo-100 text-indigo-800 ring-indigo-600/20 dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-400/30',
  Inspection: 'bg-violet-100 text-violet-800 ring-violet-600/20 dark:bg-violet-500/15 dark:text-violet-200 dark:ring-violet-400/30',
  'Ready for dispatch': 'bg-teal-100 text-teal-900 ring-teal-600/25 dark:bg-teal-500/15 dark:text-teal-200 dark:ring-teal-400/30',
  Dispatched: 'bg-green-100 text-green-800 ring-green-600/20 dark:bg-green-500/15 dark:text-green-200 dark:ring-green-400/30',
  Delivered: 'bg-emerald-700 text-white ring-emerald-800/30 dark:bg-emerald-500/30 dark:text-emerald-100 dark:ring-emerald-400/40',
  Cancelled:
    'bg-slate-100 text-slate-600 ring-slate-400/25 line-through decoration-slate-400/60 dark:bg-slate-700/40 dark:text-slate-400 dark:ring-slate-500/30',
  'On hold': 'bg-amber-100 text-amber-900 ring-amber-600/25 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-300/30',
};

const PARTLY_DISPATCHED = 'bg-lime-100 text-lime-900 ring-lime-700/25 dark:bg-lime-400/15 dark:text-lime-200 dark:ring-lime-300/30';

/**
 * A coloured pill for an order's stage. Given the order's Progress, a partly dispatched order reads
 * "Partly dispatched" and how much went instead (issue 44); its stage stays in data-stage and the title.
 */
export function OrderStageBadge({ stage, progress }: { stage: OrderStage; progress?: OrderDispatchProgress }) {
  if (progress?.PartlyDispatched)
    return (
      <Pill tone={PARTLY_DISPATCHED} data-stage={stage} data-testid="partly-dispatched" title={`${stage}: ${progress.Summary} dispatched`}>
        <Truck className="h-3.5 w-3.5" aria-hidden="true" /> {progress.Label}{' '}
        <span className="font-medium tabular-nums opacity-90">· {progress.Summary}</span>
      </Pill>
    );
  return (
    <Pill tone={STAGE_STYLES[stage]} data-stage={stage}>
      {stage}
    </Pill>
  );
}

/** Past its promised dispatch day and not dispatched yet. */
export function LateBadge() {
  return (
    <Pill tone="bg-red-100 text-red-800 ring-red-600/25 dark:bg-red-500/15 dark:text-red-200 dark:ring-red-400/30" data-testid="late-badge">
      <AlarmClock className="h-3.5 w-3.5" aria-hidden="true" /> Late
    </Pill>
  );
}

/** Dispatched in part and closed without the rest. */
export function ClosedShortBadge() {
  return (
    <Pill
      tone="bg-amber-100 text-amber-900 ring-amber-600/25 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-300/30"
      data-testid="closed-short-badge"
    >
      <Scissors className="h-3.5 w-3.5" aria-hidden="true" /> Closed short
    </Pill>
  );
}
