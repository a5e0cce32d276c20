import type { Currency, GstRegistration, GstTreatment, ZeroRated } from './gst-law.js';
import {
  computeQuotationTotals,
  totalsOfSummary,
  type ChargeKind,
  type GstRate,
  type QuotationTotals,
  type TaxMode,
  type TaxRateSummary,
} from './quotation-totals.js';

/**
 * A tax invoice's amounts from its order (issue 48). Integers only (BigInt inside):
 * - a line's taxable value is its share of the order line's: round(T x (before + now) / Q) - round(T x before / Q)
 *   (T the order line's taxable value, Q its quantity, before what earlier invoices billed), which is the dispatched
 *   quantity at the frozen price and discount within a paisa, and makes the line's invoices add up to T exactly;
 * - a Tooling charge goes whole on the first invoice; every other charge part (a charge's taxable value at one
 *   rate) is billed in proportion to the invoice's share of the order's line value, rounded half up, and the
 *   invoice that completes the order takes what remains;
 * - the totals come from computeQuotationTotals; the invoice that completes the order takes, per rate, the
 *   order's tax minus the earlier invoices' (so the paisa of rounding lands there) and rounds its own grand total.
 */

export interface InvoiceOrderLine {
  Id: string;
  QuantityThousandths: number;
  /** The order line's taxable value (paise), as the order's totals hold it. */
  TaxablePaise: number;
  GstRate: GstRate;
}

export interface InvoiceOrder {
  Lines: readonly InvoiceOrderLine[];
  /** The order's charges, each as its parts by rate (the order's totals' ChargeParts). */
  Charges: readonly { Kind: ChargeKind; Parts: readonly { GstRate: GstRate; AmountPaise: number }[] }[];
  /** The order's tax per rate (its totals' TaxSummary). */
  TaxSummary: readonly TaxRateSummary[];
  TaxMode: TaxMode;
  CompanyStateCode: string;
  PlaceOfSupply: string;
  GstTreatment?: GstTreatment;
  ZeroRated?: ZeroRated | null;
  Currency: Currency;
}

/** What an invoice billed: kept with it, read back as one of the earlier invoices of the next. */
export interface InvoiceAmounts {
  Lines: { Id: string; QuantityThousandths: number; TaxablePaise: number; GstRate: GstRate }[];
  /** The charge parts billed (none of zero), in the order's order. */
  Charges: { Kind: ChargeKind; GstRate: GstRate; AmountPaise: number }[];
  /** Every line invoiced in full (here): this invoice took what remained. */
  Completes: boolean;
  Totals: Pick<QuotationTotals, 'TaxMode' | 'TaxSummary' | 'Totals' | 'AmountInWords'>;
}

const roundHalfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);
const rateKey = (rate: GstRate) => Math.round(rate * 100);

/** The registration the order was taxed under: a supplier that collected no tax was not a Regular one. */
const supplierOf = (mode: TaxMode): GstRegistration => (mode === 'Not collected' ? 'Composition' : 'Regular');

/** `earlier`: the order's invoices made before this one and not cancelled; `now`: the dispatch's quantities. */
export function invoiceAmounts(
  order: InvoiceOrder,
  earlier: readonly Pick<InvoiceAmounts, 'Lines' | 'Charges' | 'Totals'>[],
  now: readonly { Id: string; QuantityThousandths: number }[],
): InvoiceAmounts {
  const billed = (id: string) =>
    earlier
      .flatMap((invoice) => invoice.Lines)
      .filter((line) => line.Id === id)
      .reduce((sum, line) => ({ quantity: sum.quantity + BigInt(line.QuantityThousandths), taxable: sum.taxable + BigInt(line.TaxablePaise) }), {
        quantity: 0n,
        taxable: 0n,
      });

  const Lines = now.map(({ Id, QuantityThousandths }) => {
    const line = order.Lines.find((l) => l.Id === Id);
    if (!line) throw new RangeError(`Line ${Id} is not a line of the order.`);
    const before = billed(Id);
    const after = before.quantity + BigInt(QuantityThousandths);
    const ordered = BigInt(line.QuantityThousandths);
    if (after > ordered) throw new RangeError(`Line ${Id}: more invoiced than ordered.`);
    const total = BigInt(line.TaxablePaise);
    const share = (quantity: bigint) => (ordered === 0n ? 0n : roundHalfUp(total * quantity, ordered));
    return { Id, QuantityThousandths, TaxablePaise: Number(share(after) - share(before.quantity)), GstRate: line.GstRate };
  });

  const sentNow = new Map(now.map((l) => [l.Id, BigInt(l.QuantityThousandths)]));
  const Completes = order.Lines.every((line) => billed(line.Id).quantity + (sentNow.get(line.Id) ?? 0n) === BigInt(line.QuantityThousandths));
  const Charges = chargesOf(order, earlier, Lines, Completes);

  const totals = computeQuotationTotals({
    // Each line's taxable value is already fixed: one unit at that price.
    Lines: Lines.map((l) => ({ QuantityThousandths: 1000, UnitPricePaise: l.TaxablePaise, DiscountHundredths: 0, GstRate: l.GstRate })),
    Charges: Charges.map((c) => ({ Kind: c.Kind, AmountPaise: c.AmountPaise, GstRate: c.GstRate })),
    CompanyStateCode: order.CompanyStateCode,
    PlaceOfSupply: order.PlaceOfSupply,
    SupplierRegistration: supplierOf(order.TaxMode),
    GstTreatment: order.GstTreatment,
    ZeroRated: order.ZeroRated ?? undefined,
    Currency: order.Currency,
  });
  if (totals.TaxMode !== order.TaxMode) throw new RangeError(`The invoice came out ${totals.TaxMode}, its order is ${order.TaxMode}.`);
  const summary = Completes ? remainingTax(order, earlier, totals.TaxSummary) : totals.TaxSummary;
  return { Lines, Charges, Completes, Totals: { TaxMode: totals.TaxMode, ...totalsOfSummary(summary, order.Currency) } };
}

function chargesOf(
  order: InvoiceOrder,
  earlier: readonly Pick<InvoiceAmounts, 'Charges'>[],
  lines: InvoiceAmounts['Lines'],
  completes: boolean,
): InvoiceAmounts['Charges'] {
  const orderValue = order.Lines.reduce((sum, l) => sum + BigInt(l.TaxablePaise), 0n);
  const invoiceValue = lines.reduce((sum, l) => sum + BigInt(l.TaxablePaise), 0n);
  const billedBefore = (kind: ChargeKind, rate: GstRate) =>
    earlier
      .flatMap((invoice) => invoice.Charges)
      .filter((c) => c.Kind === kind && rateKey(c.GstRate) === rateKey(rate))
      .reduce((sum, c) => sum + BigInt(c.AmountPaise), 0n);
  const toolingBilled = earlier.some((invoice) => invoice.Charges.some((c) => c.Kind === 'Tooling'));

  const charges: InvoiceAmounts['Charges'] = [];
  for (const charge of order.Charges) {
    for (const part of charge.Parts) {
      const amount = BigInt(part.AmountPaise);
      const left = amount - billedBefore(charge.Kind, part.GstRate);
      let now: bigint;
      if (charge.Kind === 'Tooling') now = toolingBilled ? 0n : amount;
      else if (completes) now = left;
      else now = orderValue === 0n ? 0n : roundHalfUp(amount * invoiceValue, orderValue);
      // Rounding up on every part invoice can never bill more than the charge.
      if (now > left) now = left;
      if (now > 0n) charges.push({ Kind: charge.Kind, GstRate: part.GstRate, AmountPaise: Number(now) });
    }
  }
  return charges;
}

/**
 * Per rate: the order's tax minus what the earlier invoices charged (the taxable values already add up). A rate
 * whose goods all went earlier still gets its row when a paisa of its tax remains.
 */
function remainingTax(order: InvoiceOrder, earlier: readonly Pick<InvoiceAmounts, 'Totals'>[], own: TaxRateSummary[]): TaxRateSummary[] {
  const taxedBefore = (rate: GstRate) =>
    earlier
      .flatMap((invoice) => invoice.Totals.TaxSummary)
      .filter((r) => rateKey(r.GstRate) === rateKey(rate))
      .reduce((sum, r) => ({ CGST: sum.CGST + r.CGST, SGST: sum.SGST + r.SGST, IGST: sum.IGST + r.IGST }), { CGST: 0, SGST: 0, IGST: 0 });
  const rows = own.map((row) => {
    const ordered = order.TaxSummary.find((r) => rateKey(r.GstRate) === rateKey(row.GstRate));
    if (!ordered) return row;
    const before = taxedBefore(row.GstRate);
    return { ...row, CGST: ordered.CGST - before.CGST, SGST: ordered.SGST - before.SGST, IGST: ordered.IGST - before.IGST };
  });
  for (const ordered of order.TaxSummary) {
    if (own.some((r) => rateKey(r.GstRate) === rateKey(ordered.GstRate))) continue;
    const before = taxedBefore(ordered.GstRate);
    const row = {
      GstRate: ordered.GstRate,
      Taxable: 0,
      CGST: ordered.CGST - before.CGST,
      SGST: ordered.SGST - before.SGST,
      IGST: ordered.IGST - before.IGST,
    };
    if (row.CGST !== 0 || row.SGST !== 0 || row.IGST !== 0) rows.push(row);
  }
  return rows.sort((a, b) => rateKey(a.GstRate) - rateKey(b.GstRate));
}
