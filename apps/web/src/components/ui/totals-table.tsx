import { Fragment, type ReactNode } from 'react';
import { formatMoney, NO_TAX_WORDING, type Currency, type GstRegistration, type GstTreatment } from '@rp/contract/plain';
import type { TaxMode, TaxRateSummary, TotalsPaise } from '@rp/contract';

/** How an amount prints: quotations carry minor units (the default, in `currency`), orders rupees. */
type Money = (value: number) => string;

export interface TotalsFigures {
  TaxMode: TaxMode;
  TaxSummary: TaxRateSummary[];
  Totals: TotalsPaise;
  AmountInWords: string;
}

function Row({ label, value, testId, money, strong = false }: { label: ReactNode; value: number; testId: string; money: Money; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-1 ${strong ? 'text-base font-bold text-slate-900 dark:text-white' : 'text-sm'}`}>
      <dt className={strong ? '' : 'text-slate-600 dark:text-slate-300'}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {money(value)}
      </dd>
    </div>
  );
}

const MODE_TEXT: Record<TaxMode, string> = {
  'CGST+SGST': 'Within the state: CGST + SGST',
  IGST: 'Another state: IGST',
  Export: 'Outside India: no GST',
  SEZ: 'No GST: supply to SEZ under LUT',
  'Not collected': 'No GST: supplier not registered / composition',
};

/** Who the tax depends on besides the mode: zero-rated with IGST paid, a composition or unregistered supplier. */
export interface TaxContext {
  /** The buyer's treatment: IGST to an SEZ or overseas is zero-rated with payment of IGST. */
  treatment?: GstTreatment;
  /** The supplier's registration: says which kind of supplier collects no GST. */
  registration?: GstRegistration;
}

function modeText(mode: TaxMode, { treatment, registration }: TaxContext): string {
  if (mode === 'IGST' && treatment === 'SEZ') return 'SEZ with payment of IGST';
  if (mode === 'IGST' && treatment === 'Overseas') return 'Export with payment of IGST';
  if (mode === 'Not collected' && registration === 'Composition') return 'No GST: composition supplier';
  if (mode === 'Not collected' && registration === 'Unregistered') return 'No GST: supplier not registered';
  return MODE_TEXT[mode];
}

/** The note printed under the totals of a supply on which no GST is charged. */
function noTaxNote(mode: TaxMode, exportNote: string | undefined, registration: GstRegistration | undefined): string | undefined {
  if (mode === 'Export') return exportNote || undefined;
  if (mode === 'SEZ') return NO_TAX_WORDING.SEZ;
  if (mode === 'Not collected' && registration && registration !== 'Regular') return NO_TAX_WORDING[registration];
  return undefined;
}

/**
 * Taxable value, tax per rate, round off, grand total and the amount in words (quotations and orders). Amounts
 * print in `currency` (₹ by default); a foreign currency is rounded to the cent, so it has no round-off row.
 */
export function TotalsTable({
  figures,
  exportNote,
  incomplete = [],
  currency = 'INR',
  money = (value) => formatMoney(value, currency),
  tax = {},
  testId = 'totals',
}: {
  figures: TotalsFigures;
  exportNote?: string;
  incomplete?: string[];
  currency?: Currency;
  money?: Money;
  tax?: TaxContext;
  testId?: string;
}) {
  const { Totals, TaxSummary, TaxMode: mode } = figures;
  const halfRate = (rate: number) => `${rate / 2}%`;
  // No GST (export or SEZ under LUT, a supplier who does not collect it): no GST rows at all; otherwise one
  // row (or a CGST and SGST pair) per rate that carries tax.
  const taxed = mode === 'CGST+SGST' || mode === 'IGST' ? TaxSummary.filter((r) => r.GstRate > 0) : [];
  const note = noTaxNote(mode, exportNote, tax.registration);
  return (
    <div data-testid={testId} data-tax-mode={mode}>
      <p className="mb-2 inline-flex rounded-full bg-steel-50 px-2.5 py-0.5 text-xs font-semibold text-steel-800 ring-1 ring-steel-600/20 ring-inset dark:bg-steel-500/15 dark:text-steel-100 dark:ring-steel-400/30">
        {modeText(mode, tax)}
      </p>
      <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        <Row label="Taxable value" value={Totals.Taxable} money={money} testId="total-taxable" />
        {taxed.map((r) => {
          const on = taxed.length > 1 ? ` on ${money(r.Taxable)}` : '';
          return mode === 'CGST+SGST' ? (
            // A fragment, not a wrapper: a <dl> holds only its dt/dd groups.
            <Fragment key={r.GstRate}>
              <Row label={`CGST ${halfRate(r.GstRate)}${on}`} value={r.CGST} money={money} testId={`total-cgst-${r.GstRate}`} />
              <Row label={`SGST ${halfRate(r.GstRate)}${on}`} value={r.SGST} money={money} testId={`total-sgst-${r.GstRate}`} />
            </Fragment>
          ) : (
            <Row key={r.GstRate} label={`IGST ${r.GstRate}%${on}`} value={r.IGST} money={money} testId={`total-igst-${r.GstRate}`} />
          );
        })}
        {currency === 'INR' ? <Row label="Round off" value={Totals.RoundOff} money={money} testId="total-round-off" /> : null}
        <Row label="Grand total" value={Totals.GrandTotal} money={money} testId="grand-total" strong />
      </dl>
      <p className="mt-2 text-sm text-slate-600 italic dark:text-slate-300" data-testid="amount-in-words">
        {figures.AmountInWords}
      </p>
      {note ? (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" data-testid="no-tax-note">
          {note}
        </p>
      ) : null}
      {incomplete.length ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 p-2 text-xs text-amber-900 dark:bg-amber-400/10 dark:text-amber-100">
          Not counted until its figures are valid: {incomplete.join(', ')}.
        </p>
      ) : null}
    </div>
  );
}
