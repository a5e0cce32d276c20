import type { QuotationBuyerView } from '@rp/contract';
import { chargesGst } from '@rp/contract/plain';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button';
import { dayLabel, instantLabel, money, percent } from '../utils/quotation-format';
import { QuotationLines } from './quotation-lines';

const STATE_WORDS: Record<QuotationBuyerView['State'], { label: string; tone: string }> = {
  Draft: { label: 'Draft', tone: 'slate' },
  Sent: { label: 'Awaiting your answer', tone: 'amber' },
  Viewed: { label: 'Awaiting your answer', tone: 'amber' },
  Accepted: { label: 'Accepted', tone: 'emerald' },
  Declined: { label: 'Declined', tone: 'slate' },
  Expired: { label: 'Expired', tone: 'red' },
  Superseded: { label: 'Replaced by a revision', tone: 'slate' },
  Withdrawn: { label: 'Withdrawn', tone: 'red' },
};

const TONES: Record<string, string> = {
  amber: 'border-amber-brand-500 bg-amber-50 text-steel-950 dark:bg-amber-brand-500/15 dark:text-amber-brand-400',
  emerald: 'border-emerald-600/50 bg-emerald-50 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-100',
  red: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
  slate: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-steel-600 dark:bg-steel-800 dark:text-slate-100',
};

/** The state as the buyer reads it; an open one past its validity already shows Expired (CanAnswer is false). */
function StateBadge({ quotation }: { quotation: QuotationBuyerView }) {
  const open = quotation.State === 'Sent' || quotation.State === 'Viewed';
  const words = open && !quotation.CanAnswer ? STATE_WORDS.Expired : STATE_WORDS[quotation.State];
  return (
    <span data-testid="quotation-state" className={`inline-flex rounded-full border px-3 py-1 text-sm font-semibold ${TONES[words.tone]}`}>
      {words.label}
    </span>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 break-words font-medium text-steel-950 dark:text-white">{children}</dd>
    </div>
  );
}

function AmountRow({ label, amount, strong = false, testId }: { label: ReactNode; amount: string; strong?: boolean; testId?: string }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1.5 ${strong ? 'mt-2 border-t border-slate-300 pt-3 text-lg font-extrabold text-steel-950 dark:border-steel-700 dark:text-white' : ''}`}
    >
      <dt className={`min-w-0 ${strong ? 'whitespace-nowrap' : ''}`}>{label}</dt>
      <dd data-testid={testId} className="shrink-0 tabular-nums">
        {amount}
      </dd>
    </div>
  );
}

const NO_GST_LABEL: Record<string, string> = {
  Export: 'No GST: place of supply outside India',
  SEZ: 'No GST: supply to an SEZ under LUT',
  'Not collected': 'No GST charged by the supplier',
};

/** Charges, the tax per rate (CGST + SGST, IGST, or none for an export), round off, grand total and words. */
function Totals({ quotation }: { quotation: QuotationBuyerView }) {
  const { Totals: totals, TaxSummary, TaxMode, Charges, Currency: currency } = quotation;
  const taxed = TaxSummary.filter((row) => row.GstRate > 0);
  const rupees = (amount: number) => money(amount, currency);
  const noGst = !chargesGst(TaxMode);
  return (
    // Below sm the box runs to the card's edges: the amounts and their labels get the whole width of a phone.
    <div className="-mx-4 bg-slate-50 p-4 text-sm text-slate-800 sm:mx-0 sm:rounded-xl sm:p-5 dark:bg-steel-950/60 dark:text-slate-200">
      <dl>
        {Charges.map((charge, i) => (
          <AmountRow
            key={i}
            label={noGst ? charge.Kind : `${charge.Kind} (GST ${charge.GstRate === null ? 'as goods' : percent(charge.GstRate)})`}
            amount={rupees(charge.Amount)}
          />
        ))}
        <AmountRow label="Taxable value" amount={rupees(totals.Taxable)} />
        {TaxMode === 'CGST+SGST'
          ? taxed.flatMap((row) => [
              <AmountRow key={`c${row.GstRate}`} label={`CGST ${percent(row.GstRate / 2)} on ${rupees(row.Taxable)}`} amount={rupees(row.CGST)} />,
              <AmountRow key={`s${row.GstRate}`} label={`SGST ${percent(row.GstRate / 2)} on ${rupees(row.Taxable)}`} amount={rupees(row.SGST)} />,
            ])
          : null}
        {TaxMode === 'IGST'
          ? taxed.map((row) => (
              <AmountRow key={row.GstRate} label={`IGST ${percent(row.GstRate)} on ${rupees(row.Taxable)}`} amount={rupees(row.IGST)} />
            ))
          : null}
        {noGst ? <AmountRow label={NO_GST_LABEL[TaxMode]} amount={rupees(0)} /> : null}
        {currency === 'INR' ? <AmountRow label="Round off" amount={rupees(totals.RoundOff)} /> : null}
        <AmountRow label="Grand total" amount={rupees(totals.GrandTotal)} strong testId="quotation-grand-total" />
      </dl>
      <p className="mt-1 font-medium text-slate-700 dark:text-slate-300">{totals.AmountInWords}</p>
      {quotation.ExportNote ? <p className="mt-3 whitespace-pre-line text-slate-700 dark:text-slate-300">{quotation.ExportNote}</p> : null}
    </div>
  );
}

function Terms({ quotation }: { quotation: QuotationBuyerView }) {
  const terms = [
    ['Payment terms', quotation.PaymentTerms],
    ['Delivery terms', quotation.DeliveryTerms],
    ['Notes', quotation.Notes],
  ].filter(([, text]) => text);
  if (!terms.length) return null;
  return (
    <div>
      <h3 className="text-base font-bold text-steel-950 dark:text-white">Terms</h3>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        {terms.map(([label, text]) => (
          <div key={label} className={label === 'Notes' ? 'sm:col-span-2' : ''}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-800 dark:text-slate-200">{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The latest quotation as the buyer reads it: number, dates, lines, totals, terms and its PDF. */
export function QuotationDetails({ quotation }: { quotation: QuotationBuyerView }) {
  return (
    <section
      id="quotation"
      aria-labelledby="quotation-heading"
      className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-steel-800 dark:bg-steel-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="font-mono text-xs font-semibold uppercase tracking-[0.2em] text-amber-brand-700 dark:text-amber-brand-400">Our quotation</p>
          <h2 id="quotation-heading" className="mt-1 break-words text-xl font-extrabold text-steel-950 sm:text-2xl dark:text-white">
            Quotation <span data-testid="quotation-number">{quotation.Number}</span>
          </h2>
          <div className="mt-2">
            <StateBadge quotation={quotation} />
          </div>
        </div>
        <a href={quotation.PdfPath} className={buttonClass('outline', 'md', 'max-sm:w-full')} download>
          <Download aria-hidden="true" className="size-4" />
          Download PDF
        </a>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
        <Fact label="Revision">{quotation.Revision === 0 ? 'Original' : `R${quotation.Revision}`}</Fact>
        <Fact label="Date">{quotation.SentAt ? instantLabel(quotation.SentAt) : '—'}</Fact>
        <Fact label="Valid until">{quotation.ValidUntil ? dayLabel(quotation.ValidUntil) : '—'}</Fact>
        <Fact label="Place of supply">{quotation.Buyer.PlaceOfSupplyName}</Fact>
        {quotation.BuyerReference ? (
          <Fact label="Your enquiry">
            {quotation.BuyerReference}
            {quotation.BuyerReferenceDate ? ` dated ${dayLabel(quotation.BuyerReferenceDate)}` : ''}
          </Fact>
        ) : null}
        {quotation.Incoterm ? <Fact label="Incoterm">{`${quotation.Incoterm} ${quotation.IncotermPlace}`.trim()}</Fact> : null}
        {quotation.Currency !== 'INR' ? (
          <Fact label="Currency">{`${quotation.Currency} (1 ${quotation.Currency} = ₹${quotation.ExchangeRate})`}</Fact>
        ) : null}
      </dl>

      <div className="mt-6 border-t border-slate-200 dark:border-steel-800">
        <QuotationLines lines={quotation.Lines} noGst={!chargesGst(quotation.TaxMode)} currency={quotation.Currency} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="lg:order-2">
          <Totals quotation={quotation} />
        </div>
        <div className="lg:order-1">
          <Terms quotation={quotation} />
        </div>
      </div>
    </section>
  );
}
