import { Link } from 'react-router';
import type { BuyerDetail } from '@rp/contract';
import { Pill } from '~/components/ui/pill';
import { invoiceHref, orderHref } from '~/lib/admin-links';
import { dayText } from '~/lib/format';
import { rupeesText } from '../utils/buyer-text';

const CANCELLED_TONE = 'bg-slate-100 text-slate-700 ring-slate-400/40 dark:bg-slate-700/40 dark:text-slate-200 dark:ring-slate-500/40';
const EWAY_TONE = 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30';

/** The buyer's tax invoices (issue 48), newest first: number (to its screen), order, date, total and what is pending. */
export function BuyerInvoices({ buyer }: { buyer: BuyerDetail }) {
  if (buyer.Invoices.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">No tax invoice yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700/70" data-testid="buyer-invoices">
      {buyer.Invoices.map((i) => {
        const cancelled = i.State === 'Cancelled';
        return (
          <li key={i._id} className="flex items-start justify-between gap-3 py-2.5" data-testid="buyer-invoice">
            <div className="min-w-0">
              <Link
                to={invoiceHref(i._id)}
                className="font-mono text-xs font-semibold break-all text-steel-700 underline-offset-2 hover:underline dark:text-steel-200"
              >
                {i.Number}
              </Link>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {dayText(i.Date)} · for{' '}
                <Link to={orderHref(i.OrderId)} className="underline-offset-2 hover:underline">
                  {i.OrderNumber}
                </Link>
              </p>
              {cancelled || i.EwayBillRequired ? (
                <p className="mt-1">{cancelled ? <Pill tone={CANCELLED_TONE}>Cancelled</Pill> : <Pill tone={EWAY_TONE}>E-way bill required</Pill>}</p>
              ) : null}
            </div>
            <span
              className={`shrink-0 text-right text-sm font-semibold whitespace-nowrap tabular-nums text-slate-900 dark:text-white ${cancelled ? 'line-through opacity-70' : ''}`}
            >
              {rupeesText(i.GrandTotal)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
