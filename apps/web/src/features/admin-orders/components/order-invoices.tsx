import { Link } from 'react-router';
import type { InvoiceState, InvoiceSummary, Order } from '@rp/contract';
import { Pill } from '~/components/ui/pill';
import { invoiceHref } from '~/lib/admin-links';
import { dayText } from '~/lib/format';
import { fetchInvoicePdf } from '../api/fetch-order-pdfs';
import { rupeesText } from '../utils/order-text';
import { PdfDownloadButton } from './money-bits';

const STATE_TONE: Record<InvoiceState, string> = {
  Issued: 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-500/10 dark:text-green-200 dark:ring-green-400/30',
  Cancelled: 'bg-slate-100 text-slate-700 ring-slate-400/40 dark:bg-slate-700/40 dark:text-slate-200 dark:ring-slate-500/40',
};
const EWAY_TONE = 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30';

const fileName = (i: InvoiceSummary) => `${i.Number.replace(/\//g, '-')}.pdf`;

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const i = invoice;
  return (
    <li className="space-y-1.5 py-3" data-testid="order-invoice">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={invoiceHref(i._id)}
          className="font-mono text-sm font-semibold break-all text-steel-700 underline underline-offset-2 hover:text-steel-900 dark:text-steel-200 dark:hover:text-white"
        >
          {i.Number}
        </Link>
        <Pill tone={STATE_TONE[i.State]} data-testid="invoice-state">
          {i.State}
        </Pill>
      </div>
      <p className="text-sm tabular-nums text-slate-800 dark:text-slate-100">
        <span className="font-semibold">{rupeesText(i.GrandTotal)}</span>{' '}
        <span className="text-slate-600 dark:text-slate-300">· {dayText(i.Date)}</span>
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <PdfDownloadButton fetchPdf={() => fetchInvoicePdf(i._id)} fileName={fileName(i)} label="PDF" testId="invoice-pdf" />
        {i.EwayBillRequired && i.State === 'Issued' ? (
          <Pill tone={EWAY_TONE} data-testid="invoice-eway-required">
            E-way bill required
          </Pill>
        ) : null}
      </div>
    </li>
  );
}

/** The tax invoices its dispatches made (issue 48), oldest first: number (to its screen), date, state, total and PDF. */
export function OrderInvoices({ order }: { order: Order }) {
  if (order.Invoices.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">None yet: a dispatch makes the tax invoice for what it sends.</p>;
  }
  return (
    <ul
      className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700/70 dark:border-slate-700/70"
      data-testid="order-invoices"
    >
      {order.Invoices.map((i) => (
        <InvoiceRow key={i._id} invoice={i} />
      ))}
    </ul>
  );
}
