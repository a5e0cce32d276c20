import type { BuyerOrderView } from '@rp/contract';
import { FileDown } from 'lucide-react';
import { dayLabel, rupees } from '../utils/quotation-format';

/** The tax invoices of the order's dispatches (issue 48): number, date, grand total, and the original copy's PDF. */
export function OrderInvoices({ order }: { order: BuyerOrderView }) {
  if (!order.Invoices.length) return null;
  return (
    <div className="mt-8">
      <h3 className="mb-3 text-base font-bold text-steel-950 dark:text-white">Tax invoices</h3>
      <ul className="space-y-3">
        {order.Invoices.map((invoice) => {
          const cancelled = invoice.State === 'Cancelled';
          return (
            <li
              key={invoice.Number}
              data-testid="order-invoice"
              className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-xl border border-slate-200 p-4 text-sm dark:border-steel-700"
            >
              <div className="min-w-0">
                <p className="font-bold break-words text-steel-950 dark:text-white">
                  Tax invoice <span className="font-mono">{invoice.Number}</span>
                </p>
                <p className="mt-0.5 text-slate-700 dark:text-slate-300">
                  <span className={`font-semibold tabular-nums text-steel-950 dark:text-white ${cancelled ? 'line-through' : ''}`}>
                    {rupees(invoice.GrandTotal)}
                  </span>
                  {cancelled ? <span className="font-semibold text-red-800 dark:text-red-300"> · Cancelled</span> : null}
                </p>
                <p className="text-slate-600 dark:text-slate-400">Dated {dayLabel(invoice.Date)}</p>
              </div>
              {invoice.PdfUrl ? (
                <a
                  href={invoice.PdfUrl}
                  className="inline-flex items-center gap-1.5 rounded font-semibold text-steel-800 underline underline-offset-2 hover:text-steel-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-brand-500 dark:text-slate-100 dark:hover:text-white"
                >
                  <FileDown aria-hidden="true" className="size-4 shrink-0" /> Invoice PDF<span className="sr-only">, {invoice.Number}</span>
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
