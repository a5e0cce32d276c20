import type { BuyerOrderView } from '@rp/contract';
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { dayLabel, quantity } from '../utils/quotation-format';

type Dispatch = BuyerOrderView['Dispatches'][number];

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
      <dd data-testid={testId} className="mt-0.5 break-words font-medium text-steel-950 dark:text-white">
        {children}
      </dd>
    </div>
  );
}

const packagesLabel = (count: number) => `${count} ${count === 1 ? 'package' : 'packages'}`;

function DispatchCard({ dispatch, title }: { dispatch: Dispatch; title: string }) {
  return (
    <li data-testid="order-dispatch" className="rounded-xl border border-slate-200 p-4 dark:border-steel-700">
      <h4 className="flex items-center gap-2 font-bold text-steel-950 dark:text-white">
        <Truck aria-hidden="true" className="size-4 shrink-0 text-amber-brand-700 dark:text-amber-brand-400" />
        {title}
      </h4>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm min-[360px]:grid-cols-2 lg:grid-cols-3">
        <Fact label="Transporter">{dispatch.Transporter}</Fact>
        <Fact label="LR / docket number" testId="order-docket">
          {dispatch.DocketNo}
        </Fact>
        <Fact label="Dispatch date">{dayLabel(dispatch.DispatchDate)}</Fact>
        <Fact label="Invoice">
          {dispatch.InvoiceNo}
          <span className="block text-slate-600 dark:text-slate-400">{`dated ${dayLabel(dispatch.InvoiceDate)}`}</span>
        </Fact>
        <Fact label="Packages">{packagesLabel(dispatch.Packages)}</Fact>
        {dispatch.EwayBillNo ? <Fact label="E-way bill">{dispatch.EwayBillNo}</Fact> : null}
      </dl>
      <h5 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">In this dispatch</h5>
      <ul className="mt-1 divide-y divide-slate-200 text-sm dark:divide-steel-800">
        {dispatch.Lines.map((line, i) => (
          <li key={i} className="flex items-baseline justify-between gap-3 py-1.5">
            <span className="min-w-0 break-words text-slate-800 dark:text-slate-200">{line.Description}</span>
            <span className="shrink-0 font-semibold tabular-nums text-steel-950 dark:text-white">{`${quantity(line.Quantity)} ${line.Unit}`}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Per line, how much has left the works so far: what a buyer of a part-dispatched order asks next. */
function DispatchedSoFar({ lines }: { lines: BuyerOrderView['Lines'] }) {
  return (
    <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-steel-800">
      {lines.map((line, i) => (
        <li key={i} className="flex items-baseline justify-between gap-3 py-1.5">
          <span className="min-w-0 break-words text-slate-800 dark:text-slate-200">{line.Description}</span>
          <span className="shrink-0 text-right tabular-nums text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-steel-950 dark:text-white">{quantity(line.Dispatched)}</span>
            {` of ${quantity(line.Quantity)} ${line.Unit}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Every dispatch with its transporter, docket number, invoice and quantities, newest first. */
export function OrderDispatches({ order }: { order: BuyerOrderView }) {
  if (!order.Dispatches.length) return null;
  const count = order.Dispatches.length;
  const partly = order.Lines.some((line) => line.Dispatched < line.Quantity);
  // Closed short: what was sent is all that will come.
  const closed = partly && order.ClosedShort;
  const numbered = order.Dispatches.map((dispatch, i) => ({ dispatch, title: count > 1 ? `Dispatch ${i + 1} of ${count}` : 'Dispatch' }));
  return (
    <div>
      <h3 className="text-base font-bold text-steel-950 dark:text-white">
        {count > 1 ? 'Dispatches' : partly && !closed ? 'Shipped so far' : 'How it was shipped'}
      </h3>
      {partly ? (
        <div className="mt-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-steel-950/60" data-testid={closed ? 'order-closed-short' : undefined}>
          <p className="text-sm font-semibold text-steel-950 dark:text-white">
            {closed
              ? 'Your order was closed with part of it dispatched: the rest will not be sent.'
              : 'Part of your order has been dispatched; the rest will follow.'}
          </p>
          <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Dispatched of ordered</p>
          <DispatchedSoFar lines={order.Lines} />
        </div>
      ) : null}
      <ol className="mt-3 grid gap-4">
        {numbered.reverse().map(({ dispatch, title }) => (
          <DispatchCard key={title} dispatch={dispatch} title={title} />
        ))}
      </ol>
    </div>
  );
}
