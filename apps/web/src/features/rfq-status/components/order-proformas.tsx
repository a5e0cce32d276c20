import type { BuyerOrderView } from '@rp/contract';
import { FileDown } from 'lucide-react';
import { dayLabel, rupees } from '../utils/quotation-format';

const STATE_WORDS: Record<BuyerOrderView['Proformas'][number]['State'], string> = {
  Issued: 'Awaiting payment',
  Paid: 'Paid, thank you',
  Cancelled: 'Cancelled: no longer due',
};

/** The advance we asked for (issue 46): each proforma invoice mailed to the buyer, its amount, state and PDF. */
export function OrderProformas({ order }: { order: BuyerOrderView }) {
  if (!order.Proformas.length) return null;
  return (
    <div className="mt-8">
      <h3 className="mb-3 text-base font-bold text-steel-950 dark:text-white">Advance requested</h3>
      <ul className="space-y-3">
        {order.Proformas.map((p) => (
          <li
            key={p.Number}
            data-testid="order-proforma"
            className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-xl border border-slate-200 p-4 text-sm dark:border-steel-700"
          >
            <div className="min-w-0">
              <p className="font-bold break-words text-steel-950 dark:text-white">
                Proforma invoice <span className="font-mono">{p.Number}</span>
              </p>
              <p className="mt-0.5 text-slate-700 dark:text-slate-300">
                <span className="font-semibold tabular-nums text-steel-950 dark:text-white">{rupees(p.Amount)}</span> · {STATE_WORDS[p.State]}
                {p.DueDate && p.State === 'Issued' ? ` · due ${dayLabel(p.DueDate)}` : ''}
              </p>
            </div>
            {p.PdfUrl ? (
              <a
                href={p.PdfUrl}
                className="inline-flex items-center gap-1.5 rounded font-semibold text-steel-800 underline underline-offset-2 hover:text-steel-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-brand-500 dark:text-slate-100 dark:hover:text-white"
              >
                <FileDown aria-hidden="true" className="size-4 shrink-0" /> PDF<span className="sr-only">, proforma invoice {p.Number}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
