import { Check } from 'lucide-react';
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

/** The flow from Confirmed to Delivered with the reached stage marked, then when it was accepted, dispatched, delivered. */
export function OrderProgress({ order }: { order: Order }) {
  const reached = ORDER_FLOW.indexOf(reachedStage(order) as (typeof ORDER_FLOW)[number]);
  const stopped = order.Stage === 'Cancelled' || order.Stage === 'On hold';
  return (
    <div className="space-y-4">
      <ol className="flex flex-wrap gap-x-1 gap-y-2 text-xs" aria-label="Stages" data-testid="order-flow">
        {ORDER_FLOW.map((stage, i) => {
          const done = i < reached || (i === reached && stage === 'Delivered');
          const current = i === reached && !done;
          return (
            <li
              key={stage}
              aria-current={current ? 'step' : undefined}
              className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-semibold ring-1 ring-inset ${
                current
                  ? stopped
                    ? 'bg-amber-100 text-amber-900 ring-amber-500/40 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-300/40'
                    : 'bg-steel-700 text-white ring-steel-700 dark:bg-steel-500 dark:ring-steel-500'
                  : done
                    ? 'bg-green-50 text-green-800 ring-green-600/25 dark:bg-green-500/10 dark:text-green-200 dark:ring-green-400/30'
                    : 'bg-white text-slate-500 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-700'
              }`}
            >
              {done ? <Check className="h-3.5 w-3.5" aria-hidden="true" /> : null}
              {stage}
            </li>
          );
        })}
      </ol>
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
