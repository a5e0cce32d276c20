import { useState, type ReactNode } from 'react';
import { Ban } from 'lucide-react';
import type { Invoice } from '@rp/contract';
import { AdminProblem, AdminSpinner } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { TotalsTable } from '~/components/ui/totals-table';
import { formatDateTime } from '~/lib/format';
import { useInvoice } from '../api/get-invoice';
import { rupeesText } from '../utils/invoice-text';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { EinvoiceCard } from './einvoice-card';
import { EwayBillCard } from './eway-bill-card';
import { InvoiceHeader } from './invoice-header';
import { InvoiceLines } from './invoice-lines';
import { InvoicePdfButtons } from './invoice-pdf-buttons';
import { InvoiceTransport } from './invoice-transport';

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700/70 dark:bg-slate-900"
      data-testid={testId}
    >
      <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

const BACK = { to: '/admin/invoices', label: 'Back to invoices' };

/** Who the invoice bills and where the goods went (the shipping address only when it differs). */
function BuyerCard({ buyer }: { buyer: Invoice['Buyer'] }) {
  const ships = buyer.ShippingAddress.trim() && buyer.ShippingAddress.trim() !== buyer.BillingAddress.trim();
  return (
    <div className="space-y-2 text-sm text-slate-700 dark:text-slate-200" data-testid="invoice-buyer">
      <p className="font-medium text-slate-900 dark:text-white">{buyer.Company}</p>
      <p className="whitespace-pre-line">{buyer.BillingAddress || 'No billing address'}</p>
      <p>GSTIN {buyer.GSTIN ? <span className="font-mono">{buyer.GSTIN}</span> : 'Unregistered'}</p>
      <p>Place of supply: {buyer.PlaceOfSupplyName || buyer.PlaceOfSupply}</p>
      {ships ? (
        <p className="border-t border-slate-200 pt-2 whitespace-pre-line dark:border-slate-700/70">
          <span className="block text-xs font-medium text-slate-500 dark:text-slate-400">Shipped to</span>
          {buyer.ShippingAddress}
        </p>
      ) : null}
    </div>
  );
}

/** Cancelled: when, and the reason given (the number stays used). */
function CancelledNote({ invoice }: { invoice: Invoice }) {
  return (
    <p
      role="note"
      className="mb-5 flex gap-2 rounded-xl border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-100"
      data-testid="invoice-cancelled"
    >
      <Ban className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Cancelled{invoice.CancelledAt ? ` ${formatDateTime(invoice.CancelledAt)}` : ''}.</strong>{' '}
        {invoice.CancelReason ? `Reason: ${invoice.CancelReason}` : null}
      </span>
    </p>
  );
}

/** /admin/invoices/:id: the tax invoice as issued, its PDF, the e-way bill and e-invoice records, and Cancel (Owners). */
export function InvoiceScreen({ id, isOwner }: { id: string; isOwner: boolean }) {
  const query = useInvoice(id);
  const [cancelling, setCancelling] = useState(false);
  if (query.isError)
    return (
      <AdminProblem back={BACK} retry={() => void query.refetch()}>
        {query.error.message}
      </AdminProblem>
    );
  if (query.data === null) return <AdminProblem back={BACK}>There is no such invoice.</AdminProblem>;
  if (!query.data) return <AdminSpinner />;

  const invoice = query.data;
  const totals = { TaxMode: invoice.TaxMode, TaxSummary: invoice.TaxSummary, Totals: invoice.Totals, AmountInWords: invoice.Totals.AmountInWords };
  return (
    <>
      <InvoiceHeader
        invoice={invoice}
        actions={
          <>
            <InvoicePdfButtons invoice={invoice} />
            {isOwner && invoice.State === 'Issued' ? (
              <Button variant="ghost" size="sm" onClick={() => setCancelling(true)}>
                <Ban className="h-4 w-4" aria-hidden="true" /> Cancel invoice
              </Button>
            ) : null}
          </>
        }
      />
      {invoice.State === 'Cancelled' ? <CancelledNote invoice={invoice} /> : null}
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem] 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <Card title={`Lines (${invoice.Lines.length})`}>
            <InvoiceLines invoice={invoice} />
          </Card>
          <Card title="Transport">
            <InvoiceTransport transport={invoice.Transport} />
          </Card>
          <Card title="Buyer">
            <BuyerCard buyer={invoice.Buyer} />
          </Card>
        </div>
        <aside className="min-w-0 space-y-5 xl:self-start" aria-label="Totals, e-way bill and e-invoice">
          <Card title="Totals">
            <TotalsTable figures={totals} money={rupeesText} testId="invoice-totals" />
          </Card>
          <Card title="E-way bill" testId="invoice-eway">
            <EwayBillCard invoice={invoice} />
          </Card>
          <Card title="E-invoice" testId="invoice-einvoice">
            <EinvoiceCard invoice={invoice} />
          </Card>
        </aside>
      </div>
      {cancelling ? <CancelInvoiceDialog invoice={invoice} onClose={() => setCancelling(false)} /> : null}
    </>
  );
}
