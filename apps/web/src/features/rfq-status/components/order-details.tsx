import type { BuyerOrderView } from '@rp/contract';
import { CircleX, PauseCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { OrderDispatches } from './order-dispatches';
import { OrderInvoices } from './order-invoices';
import { OrderProformas } from './order-proformas';
import { orderProgress, type OrderFlowStep, type OrderPause } from '../utils/order-progress';
import { OrderTimeline } from './order-timeline';
import { dayLabel, instantLabel } from '../utils/quotation-format';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
      <dd data-testid={testId} className="mt-1 break-words font-medium text-steel-950 dark:text-white">
        {children}
      </dd>
    </div>
  );
}

const STAGE_TONES: Record<string, string> = {
  Dispatched: 'border-emerald-600/50 bg-emerald-50 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-100',
  Delivered: 'border-emerald-600/50 bg-emerald-50 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-100',
  Cancelled: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-steel-600 dark:bg-steel-800 dark:text-slate-100',
  'On hold': 'border-slate-300 bg-slate-100 text-slate-800 dark:border-steel-600 dark:bg-steel-800 dark:text-slate-100',
};
const IN_PRODUCTION_TONE = 'border-amber-brand-500 bg-amber-50 text-steel-950 dark:bg-amber-brand-500/15 dark:text-amber-brand-400';

/** On hold or cancelled: said plainly, with what we told the buyer about it. */
function PauseNotice({ pause, kind }: { pause: OrderPause; kind: 'On hold' | 'Cancelled' }) {
  const since = pause.at ? ` ${kind === 'On hold' ? 'since' : 'on'} ${instantLabel(pause.at)}` : '';
  const lead = kind === 'On hold' ? `Your order is on hold${since}.` : `This order was cancelled${since}.`;
  return (
    <div
      data-testid="order-pause"
      role="status"
      className="flex gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-900 dark:border-steel-700 dark:bg-steel-950 dark:text-slate-100"
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        {kind === 'On hold' ? <PauseCircle className="size-5" /> : <CircleX className="size-5" />}
      </span>
      <div className="min-w-0 space-y-1">
        <p className="font-bold">{lead}</p>
        {pause.note ? <p className="whitespace-pre-line break-words">{pause.note}</p> : null}
        <p>Please call or write to us with any questions (the details are below).</p>
      </div>
    </div>
  );
}

/** The last dispatch day, for an order that has left the works. */
const lastDispatchDay = (order: BuyerOrderView) =>
  order.Dispatches.map((d) => d.DispatchDate)
    .sort()
    .at(-1) ?? null;

/**
 * The order as its buyer follows it: number, PO, the promised dispatch date (never a "late" alarm: ADR 068),
 * where it stands among the stages with their dates, and how each dispatch was shipped.
 */
export function OrderDetails({ order, flow }: { order: BuyerOrderView; flow: OrderFlowStep[] }) {
  const progress = orderProgress(order, flow);
  const shipped = order.Stage === 'Dispatched' || order.Stage === 'Delivered';
  const dispatchedOn = shipped ? lastDispatchDay(order) : null;
  return (
    <section
      id="order"
      aria-labelledby="order-heading"
      className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-steel-800 dark:bg-steel-900"
    >
      <p className="font-mono text-xs font-semibold uppercase tracking-[0.2em] text-amber-brand-700 dark:text-amber-brand-400">Your order</p>
      <h2 id="order-heading" className="mt-1 break-words text-xl font-extrabold text-steel-950 sm:text-2xl dark:text-white">
        Order <span data-testid="order-number">{order.Number}</span>
      </h2>
      <p className="mt-2">
        <span
          data-testid="order-stage"
          className={`inline-flex rounded-full border px-3 py-1 text-sm font-semibold ${STAGE_TONES[order.Stage] ?? IN_PRODUCTION_TONE}`}
        >
          {order.StageLabel}
        </span>
      </p>

      {/* Facts flow side by side as far as they fit: a long PO number never breaks mid-word on a phone. */}
      <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-4 text-sm">
        <Fact label="PO number" testId="order-po">
          {order.PONumber || '—'}
        </Fact>
        <Fact label="Order date">{instantLabel(order.CreatedAt)}</Fact>
        {order.Stage === 'Cancelled' ? null : dispatchedOn ? (
          <Fact label="Dispatched on">{dayLabel(dispatchedOn)}</Fact>
        ) : (
          <Fact label="Promised dispatch" testId="order-promised">
            {dayLabel(order.PromisedDate)}
          </Fact>
        )}
      </dl>

      {progress.onHold || progress.cancelled ? (
        <div className="mt-6">
          <PauseNotice pause={(progress.onHold ?? progress.cancelled)!} kind={progress.onHold ? 'On hold' : 'Cancelled'} />
        </div>
      ) : null}

      <div className={`mt-6 grid gap-8 ${order.Dispatches.length ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}`}>
        <div className="max-w-xl">
          <h3 className="mb-4 text-base font-bold text-steel-950 dark:text-white">Progress</h3>
          <OrderTimeline steps={progress.steps} />
        </div>
        <OrderDispatches order={order} />
      </div>
      <OrderInvoices order={order} />
      <OrderProformas order={order} />
    </section>
  );
}
