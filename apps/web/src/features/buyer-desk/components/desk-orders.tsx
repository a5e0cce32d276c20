import type { AccountSummary } from '@rp/contract';
import { FileDown, RotateCcw, Truck } from 'lucide-react';
import { DeskSection, Fact } from './desk-section';
import { dateText, itemClass, linkClass, moneyText, mutedClass, quantityText, reorderHref } from '../utils/desk-format';

type DeskOrder = AccountSummary['Orders']['Items'][number];

function OrderLines({ order }: { order: DeskOrder }) {
  return (
    <ul className="mt-3 grid gap-2" aria-label={`Lines of ${order.Number}`}>
      {order.Lines.map((line) => (
        <li
          key={line._id}
          data-testid="desk-order-line"
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 dark:bg-steel-950"
        >
          <div className="min-w-0">
            <p className="break-words font-semibold text-steel-950 dark:text-white">{line.Description}</p>
            <p className={mutedClass}>
              {line.DrawingNo ? `Drawing ${line.DrawingNo}${line.DrawingRev ? ` rev. ${line.DrawingRev}` : ''} · ` : ''}
              <span className="tabular-nums">
                {quantityText(line.Quantity)} {line.Unit} at {moneyText(line.UnitPrice, order.Currency)}
                {line.Per > 1 ? ` per ${line.Per}` : ''}
              </span>
            </p>
          </div>
          <a href={reorderHref(order._id, order.Number, line._id)} className={linkClass}>
            <RotateCcw aria-hidden="true" className="size-4 shrink-0" /> Order again<span className="sr-only">: {line.Description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function OrderPapers({ order }: { order: DeskOrder }) {
  return (
    <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
      {order.AcknowledgementUrl ? (
        <a href={order.AcknowledgementUrl} className={linkClass}>
          <FileDown aria-hidden="true" className="size-4 shrink-0" /> Order acknowledgement<span className="sr-only">, {order.Number}</span>
        </a>
      ) : null}
      {order.Invoices.map((invoice) => (
        <a key={invoice.Number} href={invoice.PdfUrl} className={linkClass} data-testid="desk-invoice">
          <FileDown aria-hidden="true" className="size-4 shrink-0" />
          <span>
            Invoice <span className="font-mono">{invoice.Number}</span>
            <span className={`ml-1 font-normal ${invoice.State === 'Cancelled' ? 'line-through' : ''}`}>({moneyText(invoice.GrandTotal)})</span>
            {invoice.State === 'Cancelled' ? <span className="ml-1 font-normal">Cancelled</span> : null}
          </span>
        </a>
      ))}
    </div>
  );
}

/**
 * The session's orders: number, PO, stage in the buyer's words, promised date, dispatches with docket numbers,
 * the acknowledgement and invoices as PDFs, and "Order again" on each line (or all of them).
 */
export function DeskOrders({ orders }: { orders: AccountSummary['Orders'] }) {
  return (
    <DeskSection id="orders" title="Orders" total={orders.Total} shown={orders.Items.length} empty="No orders yet.">
      {orders.Items.map((order) => (
        <li key={order._id} className={itemClass} data-testid="desk-order">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="font-bold text-steel-950 dark:text-white">
              <span className="font-mono whitespace-nowrap">{order.Number}</span>
            </p>
            {order.Lines.length > 1 ? (
              <a href={reorderHref(order._id, order.Number)} className={linkClass}>
                <RotateCcw aria-hidden="true" className="size-4 shrink-0" /> Order all lines again
                <span className="sr-only">, {order.Number}</span>
              </a>
            ) : null}
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Fact label="Your PO" className="col-span-2 sm:col-span-1">
              {order.PONumber || 'N/A'}
            </Fact>
            <Fact label="Ordered">{dateText(order.Date)}</Fact>
            <Fact label="Stage">{order.StageLabel}</Fact>
            <Fact label="Promised">{order.PromisedDate ? dateText(order.PromisedDate) : 'N/A'}</Fact>
          </dl>
          <OrderLines order={order} />
          {order.Dispatches.length ? (
            <ul className="mt-3 grid gap-1" aria-label={`Dispatches of ${order.Number}`}>
              {order.Dispatches.map((dispatch, i) => (
                <li key={`${dispatch.DispatchDate}-${i}`} className="flex gap-2 text-slate-700 dark:text-slate-300" data-testid="desk-dispatch">
                  <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span className="min-w-0 break-words">
                    Dispatched {dateText(dispatch.DispatchDate)}
                    {dispatch.Transporter ? ` by ${dispatch.Transporter}` : ''}
                    {dispatch.DocketNo ? `, docket ${dispatch.DocketNo}` : ''}
                    {dispatch.InvoiceNo ? `, invoice ${dispatch.InvoiceNo}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <OrderPapers order={order} />
        </li>
      ))}
    </DeskSection>
  );
}
