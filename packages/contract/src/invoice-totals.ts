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
 * - the taxable values come from computeQuotationTotals; the tax per rate is that of the running total billed at
 *   the rate minus the earlier invoices' (see runningTax), so the invoice that completes the order takes, per rate,
 *   the order's tax minus the earlier invoices' (the paisa of rounding lands there) and none is ever negative;
 *   each invoice rounds its own grand total.
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
  /** The charge parts billed (none of zero), in the order's order; Charge: its index in the order's charges. */
  Charges: { Kind: ChargeKind; GstRate: GstRate; AmountPaise: number; Charge: number }[];
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
  const summary = runningTax(order, earlier, totals.TaxSummary, totals.TaxMode, Completes);
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
  // By the charge's place in the order: an order may have two charges of one kind (two freights).
  const billedBefore = (index: number, rate: GstRate) =>
    earlier
      .flatMap((invoice) => invoice.Charges)
      .filter((c) => c.Charge === index && rateKey(c.GstRate) === rateKey(rate))
      .reduce((sum, c) => sum + BigInt(c.AmountPaise), 0n);
  const toolingBilled = earlier.some((invoice) => invoice.Charges.some((c) => c.Kind === 'Tooling'));

  const charges: InvoiceAmounts['Charges'] = [];
  for (const [index, charge] of order.Charges.entries()) {
    for (const part of charge.Parts) {
      const amount = BigInt(part.AmountPaise);
      const left = amount - billedBefore(index, part.GstRate);
      let now: bigint;
      if (charge.Kind === 'Tooling') now = toolingBilled ? 0n : amount;
      else if (completes) now = left;
      else now = orderValue === 0n ? 0n : roundHalfUp(amount * invoiceValue, orderValue);
      // Rounding up on every part invoice can never bill more than the charge.
      if (now > left) now = left;
      if (now > 0n) charges.push({ Kind: charge.Kind, GstRate: part.GstRate, AmountPaise: Number(now), Charge: index });
    }
  }
  return charges;
}

/**
 * Tax per rate by the running total: an invoice charges, at each rate, the tax of everything billed at that rate
 * so far (the earlier invoices' taxable value and its own, rounded as computeQuotationTotals rounds) minus what
 * the earlier invoices charged. That is its own rounding within a paisa, never negative, and for the invoice that
 * completes the order it is the order's tax minus the earlier invoices' (the running total is then the order's
 * taxable value, whose tax the order's summary holds). Rounding each invoice on its own instead lets the earlier
 * ones charge half a paisa too much each, which the last one would have to give back as a negative tax.
 * A rate whose goods all went earlier still gets its row when a paisa of its tax remains (after a cancellation).
 */
function runningTax(
  order: InvoiceOrder,
  earlier: readonly Pick<InvoiceAmounts, 'Totals'>[],
  own: TaxRateSummary[],
  mode: TaxMode,
  completes: boolean,
): TaxRateSummary[] {
  const before = (rate: GstRate) =>
    earlier
      .flatMap((invoice) => invoice.Totals.TaxSummary)
      .filter((r) => rateKey(r.GstRate) === rateKey(rate))
      .reduce(
        (sum, r) => ({
          taxable: sum.taxable + BigInt(r.Taxable),
          cgst: sum.cgst + BigInt(r.CGST),
          sgst: sum.sgst + BigInt(r.SGST),
          igst: sum.igst + BigInt(r.IGST),
        }),
        { taxable: 0n, cgst: 0n, sgst: 0n, igst: 0n },
      );
  const taxOf = (taxable: bigint, rate: GstRate) => {
    const hundredths = BigInt(rateKey(rate));
    const half = mode === 'CGST+SGST' ? roundHalfUp(taxable * hundredths, 20_000n) : 0n;
    return { cgst: half, sgst: half, igst: mode === 'IGST' ? roundHalfUp(taxable * hundredths, 10_000n) : 0n };
  };
  const rates = [...own.map((r) => r.GstRate)];
  if (completes) for (const r of order.TaxSummary) if (!rates.some((x) => rateKey(x) === rateKey(r.GstRate))) rates.push(r.GstRate);
  const rows: TaxRateSummary[] = [];
  for (const rate of rates) {
    const taxable = BigInt(own.find((r) => rateKey(r.GstRate) === rateKey(rate))?.Taxable ?? 0);
    const earlierAt = before(rate);
    const ordered = order.TaxSummary.find((r) => rateKey(r.GstRate) === rateKey(rate));
    const target =
      completes && ordered
        ? { cgst: BigInt(ordered.CGST), sgst: BigInt(ordered.SGST), igst: BigInt(ordered.IGST) }
        : taxOf(earlierAt.taxable + taxable, rate);
    // Only after a cancellation can the earlier invoices have charged more than the running total's tax.
    const left = (total: bigint, charged: bigint) => (completes || total >= charged ? total - charged : 0n);
    const row = {
      GstRate: rate,
      Taxable: Number(taxable),
      CGST: Number(left(target.cgst, earlierAt.cgst)),
      SGST: Number(left(target.sgst, earlierAt.sgst)),
      IGST: Number(left(target.igst, earlierAt.igst)),
    };
    const ownRow = own.some((r) => rateKey(r.GstRate) === rateKey(rate));
    if (ownRow || row.CGST !== 0 || row.SGST !== 0 || row.IGST !== 0) rows.push(row);
  }
  return rows.sort((a, b) => rateKey(a.GstRate) - rateKey(b.GstRate));
}
