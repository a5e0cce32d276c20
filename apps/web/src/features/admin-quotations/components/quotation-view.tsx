import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Ban, CheckCircle2, FilePen, FileText, PackageCheck } from 'lucide-react';
import type { Quotation } from '@rp/contract';
import { Button, buttonClass } from '~/components/ui/button';
import { dayText, formatDateTime } from '~/lib/format';
import { useReviseQuotation, useWithdrawQuotation } from '../api/quotation-actions';
import { notifySuccess, showActionError } from '../utils/action-error';
import { canMarkAccepted, canRevise, canShare, canWithdraw } from '../utils/quotation-states';
import { figuresOf } from '../utils/wire-totals';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { MarkAcceptedDialog } from './mark-accepted-dialog';
import { PdfPreviewDialog } from './pdf-preview-dialog';
import { PoFileLink } from './po-file-link';
import { QuotationHeader, WhatsappShareLink } from './quotation-header';
import { QuotationLinesTable } from './quotation-lines-table';
import { QuotationWarnings } from './quotation-warnings';
import { RevisionsList } from './revisions-list';
import { TotalsTable } from '~/components/ui/totals-table';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700/70 dark:bg-slate-900">
      <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{children || '—'}</dd>
    </div>
  );
}

/** What happened to the quotation: sent, viewed, accepted (with the PO) or declined (with the reason). */
function Progress({ quotation: q }: { quotation: Quotation }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="quotation-progress">
      <Item label="Valid until">{dayText(q.ValidUntil)}</Item>
      <Item label="Sent">{q.SentAt ? formatDateTime(q.SentAt) : ''}</Item>
      <Item label="Viewed by the buyer">{q.ViewedAt ? formatDateTime(q.ViewedAt) : ''}</Item>
      {q.AcceptedAt ? (
        <>
          <Item label="Accepted">
            {formatDateTime(q.AcceptedAt)}
            {q.AcceptedByName ? ` by ${q.AcceptedByName}${q.AcceptedByDesignation ? `, ${q.AcceptedByDesignation}` : ''}` : ''}
          </Item>
          <Item label="PO number">{q.PONumber}</Item>
          <Item label="PO date">{dayText(q.PODate)}</Item>
          <Item label="PO file">{q.POFile ? <PoFileLink file={q.POFile} /> : ''}</Item>
        </>
      ) : null}
      {q.DeclinedAt ? (
        <>
          <Item label="Declined">{formatDateTime(q.DeclinedAt)}</Item>
          <Item label="Reason">{q.DeclineReason ?? ''}</Item>
          {q.DeclineComment ? (
            <Item label="Buyer's comment" wide>
              {q.DeclineComment}
            </Item>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}

/** "SEZ, under LUT", "Registered". */
function treatmentText(q: Quotation): string {
  const zeroRated = q.Buyer.ZeroRated === 'LUT' ? ', under LUT' : q.Buyer.ZeroRated === 'IGST' ? ', with payment of IGST' : '';
  return `${q.Buyer.GstTreatment}${zeroRated}`;
}

/** "ENQ/2231 dated 12 Nov 2026". */
const enquiryText = (q: Quotation) =>
  q.BuyerReference ? `${q.BuyerReference}${q.BuyerReferenceDate ? ` dated ${dayText(q.BuyerReferenceDate)}` : ''}` : '';

type Open = 'pdf' | 'withdraw' | 'accept' | null;

/** A quotation that left Draft: read-only, with its history and the moves its state allows. */
export function QuotationView({ quotation: q, exportNote }: { quotation: Quotation; exportNote: string }) {
  const navigate = useNavigate();
  const revise = useReviseQuotation();
  const withdraw = useWithdrawQuotation();
  const [open, setOpen] = useState<Open>(null);

  async function reviseNow() {
    try {
      const draft = await revise.mutateAsync(q._id);
      notifySuccess(`Revision ${draft.Number} created as a draft.`);
      void navigate(`/admin/quotations/${encodeURIComponent(draft._id)}`);
    } catch (error) {
      showActionError(error, 'The revision could not be created.');
    }
  }

  async function withdrawNow() {
    try {
      const done = await withdraw.mutateAsync(q._id);
      notifySuccess(`${done.Number} withdrawn.`);
      setOpen(null);
    } catch (error) {
      showActionError(error, 'The quotation could not be withdrawn.');
    }
  }

  const { Buyer } = q;
  return (
    <>
      <QuotationHeader
        quotation={q}
        title={q.Number}
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => setOpen('pdf')}>
              <FileText className="h-4 w-4" aria-hidden="true" /> PDF
            </Button>
            {q.Order ? (
              <Link to={`/admin/orders/${encodeURIComponent(q.Order._id)}`} className={buttonClass('steel', 'sm')} data-testid="quotation-order-link">
                <PackageCheck className="h-4 w-4" aria-hidden="true" /> Order {q.Order.Number} · {q.Order.Stage}
              </Link>
            ) : null}
            {canShare(q.State) ? <WhatsappShareLink quotation={q} /> : null}
            {canMarkAccepted(q.State) ? (
              <Button variant="secondary" size="sm" onClick={() => setOpen('accept')}>
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Mark accepted
              </Button>
            ) : null}
            {canWithdraw(q.State) ? (
              <Button variant="secondary" size="sm" onClick={() => setOpen('withdraw')}>
                <Ban className="h-4 w-4" aria-hidden="true" /> Withdraw
              </Button>
            ) : null}
            {canRevise(q.State) ? (
              <Button variant="steel" size="sm" onClick={() => void reviseNow()} busy={revise.isPending}>
                {revise.isPending ? null : <FilePen className="h-4 w-4" aria-hidden="true" />} Revise
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-5 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-5">
          <Card title="Status">
            <Progress quotation={q} />
          </Card>
          <Card title="Buyer">
            <QuotationWarnings warnings={q.Warnings} />
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
              <Item label="Company">{Buyer.Company}</Item>
              <Item label="Contact person">{Buyer.Contact}</Item>
              <Item label="E-mail">{Buyer.Email}</Item>
              <Item label="Phone">{Buyer.Phone}</Item>
              <Item label="GSTIN">{Buyer.GSTIN}</Item>
              <Item label="Place of supply">{`${Buyer.PlaceOfSupplyName} (${Buyer.PlaceOfSupply})`}</Item>
              <Item label="GST treatment">{treatmentText(q)}</Item>
              <Item label="Buyer's enquiry">{enquiryText(q)}</Item>
              <Item label="Billing address">{Buyer.BillingAddress}</Item>
              <Item label="Shipping address">{Buyer.ShippingAddress || 'Same as billing'}</Item>
              {q.Currency !== 'INR' || q.Incoterm ? (
                <>
                  <Item label="Currency">{q.Currency === 'INR' ? 'INR' : `${q.Currency} at ₹${q.ExchangeRate} per ${q.Currency}`}</Item>
                  <Item label="Incoterm">{q.Incoterm ? `${q.Incoterm} ${q.IncotermPlace}`.trim() : ''}</Item>
                </>
              ) : null}
            </dl>
          </Card>
          <Card title={`Lines (${q.Lines.length})`}>
            <QuotationLinesTable quotation={q} />
          </Card>
          <Card title="Terms">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
              <Item label="Payment terms">{q.PaymentTerms}</Item>
              <Item label="Delivery terms">{q.DeliveryTerms}</Item>
              <Item label="Notes" wide>
                {q.Notes}
              </Item>
            </dl>
          </Card>
        </div>
        <aside className="space-y-5 2xl:sticky 2xl:top-4 2xl:self-start" aria-label="Totals and revisions">
          <Card title="Totals">
            <TotalsTable
              figures={figuresOf(q)}
              currency={q.Currency}
              exportNote={exportNote}
              tax={{ treatment: q.Buyer.GstTreatment, registration: q.SupplierRegistration }}
            />
          </Card>
          <RevisionsList revisions={q.Revisions} currentId={q._id} />
        </aside>
      </div>

      {open === 'pdf' ? (
        <PdfPreviewDialog id={q._id} number={q.Number} description="The quotation as the buyer received it." onClose={() => setOpen(null)} />
      ) : null}
      {open === 'accept' ? <MarkAcceptedDialog quotation={q} onClose={() => setOpen(null)} /> : null}
      {open === 'withdraw' ? (
        <ConfirmDialog
          title={`Withdraw ${q.Number}?`}
          confirmLabel="Withdraw"
          confirmVariant="danger"
          busy={withdraw.isPending}
          onConfirm={() => void withdrawNow()}
          onClose={() => setOpen(null)}
        >
          <p>The buyer can no longer accept it; their page says it was withdrawn. You can still revise it later.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
