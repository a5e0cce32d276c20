import { Check, ChevronRight } from 'lucide-react';
import { ORDER_FLOW, type Order, type OrderStage } from '@rp/contract';
import { formatDateTime } from '~/lib/format';
import { closedShortSummary } from '../utils/close-short';

/** The stage the flow shows as reached: On hold shows where it was held, Cancelled where it stopped (its last flow stage). */
function reachedStage(order: Order): OrderStage {
  if (order.Stage === 'On hold') return order.HeldFrom ?? 'Confirmed';
  if (order.Stage !== 'Cancelled') return order.Stage;
  const last = [...order.Timeline].reverse().find((e) => e.Type === 'stage' && e.To === 'Cancelled');
  return (ORDER_FLOW as readonly string[]).includes(last?.From ?? '') ? (last!.From as OrderStage) : 'Confirmed';
}

/** A closed-short order: how much went, when it was closed, and why. */
function ClosedShortNotice({ order }: { order: Order }) {
  const closed = [...order.Timeline].reverse().find((e) => e.Type === 'closed-short');
  return (
    <div
      className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100"
      data-testid="order-closed-short"
    >
      <p className="font-medium">
        Closed short: {closedShortSummary(order)}
        {closed ? ` (${formatDateTime(closed.At)})` : ''}.
      </p>
      {order.ClosedShortReason ? <p className="mt-0.5 break-words whitespace-pre-line">{order.ClosedShortReason}</p> : null}
    </div>
  );
}

type StepState = 'done' | 'current' | 'stopped' | 'upcoming';

const STEP_TEXT: Record<StepState, string> = {
  done: 'text-slate-700 dark:text-slate-300',
  current: 'font-semibold text-slate-900 dark:text-white',
  stopped: 'font-semibold text-amber-900 dark:text-amber-200',
  upcoming: 'text-slate-500 dark:text-slate-400',
};

/** A step's mark: a tick when done, a filled ring where the order stands, an empty circle to come. */
function StepMark({ state }: { state: StepState }) {
  if (state === 'done')
    return (
      <span className="inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-full bg-green-600 text-white dark:bg-green-500 dark:text-slate-950">
        <Check className="h-3 w-3" strokeWidth={3} aria-hidden="true" />
      </span>
    );
  const ring =
    state === 'current'
      ? 'border-[5px] border-steel-700 dark:border-steel-300'
      : state === 'stopped'
        ? 'border-[5px] border-amber-500 dark:border-amber-300'
        : 'border-2 border-slate-300 dark:border-slate-600';
  return <span className={`h-4 w-4 shrink-0 rounded-full ${ring}`} aria-hidden="true" />;
}

/**
 * The flow from Confirmed to Delivered with the reached stage marked, then when it was accepted, dispatched,
 * delivered. The steps are a trail, not controls (issue 44): no fills or rings a button would have; moves are
 * the header's buttons.
 */
export function OrderProgress({ order }: { order: Order }) {
  const reached = ORDER_FLOW.indexOf(reachedStage(order) as (typeof ORDER_FLOW)[number]);
  const stopped = order.Stage === 'Cancelled' || order.Stage === 'On hold';
  return (
    <div className="space-y-4">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-2 text-sm" aria-label="Stages" data-testid="order-flow">
        {ORDER_FLOW.map((stage, i) => {
          const done = i < reached || (i === reached && stage === 'Delivered');
          const state: StepState = done ? 'done' : i === reached ? (stopped ? 'stopped' : 'current') : 'upcoming';
          return (
            <li
              key={stage}
              aria-current={i === reached && !done ? 'step' : undefined}
              data-state={state}
              className="inline-flex items-center gap-1.5"
            >
              {i > 0 ? <ChevronRight className="h-3.5 w-3.5 shrink-0 text-slate-300 dark:text-slate-600" aria-hidden="true" /> : null}
              <StepMark state={state} />
              <span className={STEP_TEXT[state]}>{stage}</span>
            </li>
          );
        })}
      </ol>
      {order.Progress.PartlyDispatched ? (
        <p className="text-sm font-medium text-lime-900 dark:text-lime-200" data-testid="order-partly-dispatched">
          Partly dispatched: {order.Progress.Summary} have gone; the rest waits at {order.Stage}.
        </p>
      ) : null}
      {stopped ? (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-200">
          {order.Stage === 'On hold'
            ? `On hold at ${order.HeldFrom ?? 'Confirmed'}.`
            : `Cancelled${order.CancelledAt ? ` on ${formatDateTime(order.CancelledAt)}` : ''}.`}
        </p>
      ) : null}
      {order.ClosedShort ? <ClosedShortNotice order={order} /> : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Accepted</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {formatDateTime(order.AcceptedAt)}
            {order.AcceptedByName ? ` by ${order.AcceptedByName}` : ''}
          </dd>
        </div>
        {order.DispatchedAt ? (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Dispatched</dt>
            <dd className="text-slate-900 dark:text-slate-100">{formatDateTime(order.DispatchedAt)}</dd>
          </div>
        ) : null}
        {order.DeliveredAt ? (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Delivered</dt>
            <dd className="text-slate-900 dark:text-slate-100">{formatDateTime(order.DeliveredAt)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
