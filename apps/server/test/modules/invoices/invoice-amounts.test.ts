// @database-agnostic: invoiceAmounts is a function of the contract, no database (the PGlite pass only)
import {
  CHARGE_KINDS,
  computeQuotationTotals,
  invoiceAmounts,
  type GstRate,
  type InvoiceAmounts,
  type InvoiceOrder,
  type TotalsInput,
} from '@rp/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const RATES: GstRate[] = [0.25, 5, 12, 18, 28];
const PER = [1, 100, 1000];

const lineArb = fc.record({
  QuantityThousandths: fc.oneof(
    fc.integer({ min: 1, max: 2_000 }).map((q) => q * 1000),
    fc.integer({ min: 1, max: 5_000_000 }),
  ),
  UnitPricePaise: fc.integer({ min: 1, max: 5_000_000 }),
  DiscountHundredths: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000 })),
  Per: fc.constantFrom(...PER),
  GstRate: fc.constantFrom(...RATES),
});
const chargeArb = fc.record({
  Kind: fc.constantFrom(...CHARGE_KINDS),
  AmountPaise: fc.integer({ min: 0, max: 2_000_000 }),
  GstRate: fc.option(fc.constantFrom(...RATES), { nil: null }),
});

/** An order's totals input: several lines, charges with and without their own rate, intra- or inter-state. */
const orderArb = fc
  .record({
    Lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
    Charges: fc.array(chargeArb, { maxLength: 4 }),
    PlaceOfSupply: fc.constantFrom('24', '27'),
  })
  .map((o): TotalsInput => ({ ...o, CompanyStateCode: '24', Currency: 'INR' }))
  // A charge that follows the goods needs some goods with a value.
  .filter((input) => computeQuotationTotals({ ...input, Charges: [] }).Totals.Taxable > 0)
  // computeQuotationTotals can split a following charge of a few paise into a part of -1 paisa at the highest
  // rate (each lower part rounded up); no invoice can bill a negative charge, so such orders are left out here.
  .filter((input) =>
    computeQuotationTotals(input)
      .ChargeParts!.flat()
      .every((p) => p.AmountPaise >= 0),
  );

/** For each line, the cut points (fractions in thousandths of its quantity) of up to 4 dispatches before the last. */
const splitsArb = fc.array(fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 4 }), { minLength: 5, maxLength: 5 });

function invoiceOrder(input: TotalsInput): { order: InvoiceOrder; totals: ReturnType<typeof computeQuotationTotals> } {
  const totals = computeQuotationTotals(input);
  const order: InvoiceOrder = {
    Lines: input.Lines.map((l, i) => ({
      Id: `L${i}`,
      QuantityThousandths: l.QuantityThousandths,
      TaxablePaise: totals.LineTaxable[i]!,
      GstRate: l.GstRate,
    })),
    Charges: (input.Charges ?? []).map((c, i) => ({ Kind: c.Kind, Parts: totals.ChargeParts![i]! })),
    TaxSummary: totals.TaxSummary,
    TaxMode: totals.TaxMode,
    CompanyStateCode: input.CompanyStateCode,
    PlaceOfSupply: input.PlaceOfSupply,
    Currency: 'INR',
  };
  return { order, totals };
}

/** The dispatches: line quantities cut at the sorted points; the last takes what remains; empty ones skipped. */
function dispatchesOf(order: InvoiceOrder, cuts: number[][]): { Id: string; QuantityThousandths: number }[][] {
  const count = Math.max(...cuts.map((c) => c.length)) + 1;
  const points = order.Lines.map((line, i) => {
    const q = BigInt(line.QuantityThousandths);
    const sorted = [...(cuts[i] ?? [])].sort((a, b) => a - b).map((p) => Number((q * BigInt(p)) / 1000n));
    while (sorted.length < count - 1) sorted.push(sorted.at(-1) ?? 0);
    return [0, ...sorted, line.QuantityThousandths];
  });
  return Array.from({ length: count }, (_, d) =>
    order.Lines.map((line, i) => ({ Id: line.Id, QuantityThousandths: points[i]![d + 1]! - points[i]![d]! })).filter(
      (l) => l.QuantityThousandths > 0,
    ),
  ).filter((dispatch) => dispatch.length > 0);
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + BigInt(v), 0n);
const roundHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

function invoicesOf(order: InvoiceOrder, dispatches: { Id: string; QuantityThousandths: number }[][]): InvoiceAmounts[] {
  const made: InvoiceAmounts[] = [];
  for (const now of dispatches) made.push(invoiceAmounts(order, made, now));
  return made;
}

describe('invoiceAmounts over random orders and dispatch splits', () => {
  it('the invoices of a fully dispatched order add up exactly to its taxable value and its tax per rate; each rounds its own total', () => {
    fc.assert(
      fc.property(orderArb, splitsArb, (input, cuts) => {
        const { order, totals } = invoiceOrder(input);
        const invoices = invoicesOf(order, dispatchesOf(order, cuts));

        // Only the last one completes the order.
        expect(invoices.map((i) => i.Completes)).toEqual(invoices.map((_, k) => k === invoices.length - 1));
        // The order's taxable value and its tax per rate, to the paisa.
        expect(sum(invoices.map((i) => i.Totals.Totals.Taxable))).toBe(BigInt(totals.Totals.Taxable));
        for (const rate of totals.TaxSummary) {
          const rows = invoices.flatMap((i) => i.Totals.TaxSummary).filter((r) => r.GstRate === rate.GstRate);
          expect(sum(rows.map((r) => r.Taxable)), `taxable at ${rate.GstRate} %`).toBe(BigInt(rate.Taxable));
          expect(sum(rows.map((r) => r.CGST)), `CGST at ${rate.GstRate} %`).toBe(BigInt(rate.CGST));
          expect(sum(rows.map((r) => r.SGST)), `SGST at ${rate.GstRate} %`).toBe(BigInt(rate.SGST));
          expect(sum(rows.map((r) => r.IGST)), `IGST at ${rate.GstRate} %`).toBe(BigInt(rate.IGST));
        }
        expect(invoices.flatMap((i) => i.Totals.TaxSummary).every((r) => totals.TaxSummary.some((o) => o.GstRate === r.GstRate))).toBe(true);
        // Each line and each charge part, in full.
        order.Lines.forEach((line) => {
          const billed = invoices.flatMap((i) => i.Lines).filter((l) => l.Id === line.Id);
          expect(sum(billed.map((l) => l.TaxablePaise))).toBe(BigInt(line.TaxablePaise));
          expect(sum(billed.map((l) => l.QuantityThousandths))).toBe(BigInt(line.QuantityThousandths));
        });
        for (const kind of CHARGE_KINDS) {
          const ordered = order.Charges.filter((c) => c.Kind === kind).flatMap((c) => c.Parts);
          const billed = invoices.flatMap((i) => i.Charges).filter((c) => c.Kind === kind);
          expect(sum(billed.map((c) => c.AmountPaise)), kind).toBe(sum(ordered.map((p) => p.AmountPaise)));
        }
        // Tooling sits whole on the first invoice.
        const tooling = sum(order.Charges.filter((c) => c.Kind === 'Tooling').flatMap((c) => c.Parts.map((p) => p.AmountPaise)));
        expect(sum(invoices[0]!.Charges.filter((c) => c.Kind === 'Tooling').map((c) => c.AmountPaise))).toBe(tooling);
        expect(invoices.slice(1).some((i) => i.Charges.some((c) => c.Kind === 'Tooling'))).toBe(false);

        invoices.forEach((invoice) => {
          const t = invoice.Totals.Totals;
          // Its own grand total: its taxable value and taxes rounded to the rupee, half up.
          const before = BigInt(t.Taxable) + BigInt(t.CGST) + BigInt(t.SGST) + BigInt(t.IGST);
          expect(BigInt(t.GrandTotal)).toBe(roundHalfUp(before, 100n) * 100n);
          expect(BigInt(t.RoundOff)).toBe(BigInt(t.GrandTotal) - before);
          expect(sum(invoice.Totals.TaxSummary.map((r) => r.Taxable))).toBe(BigInt(t.Taxable));
          expect(sum(invoice.Lines.map((l) => l.TaxablePaise)) + sum(invoice.Charges.map((c) => c.AmountPaise))).toBe(BigInt(t.Taxable));
          // Nothing negative.
          const amounts = [
            ...invoice.Lines.map((l) => l.TaxablePaise),
            ...invoice.Charges.map((c) => c.AmountPaise),
            ...invoice.Totals.TaxSummary.flatMap((r) => [r.Taxable, r.CGST, r.SGST, r.IGST]),
            t.Taxable,
            t.CGST,
            t.SGST,
            t.IGST,
            t.GrandTotal,
          ];
          expect(amounts.filter((a) => a < 0)).toEqual([]);
          // CGST and SGST are halves; intra-state has no IGST, inter-state no CGST or SGST; each within a paisa of
          // the tax of its own taxable value (the running total's rounding).
          for (const row of invoice.Totals.TaxSummary) {
            const rate = BigInt(Math.round(row.GstRate * 100));
            const own =
              order.TaxMode === 'CGST+SGST' ? roundHalfUp(BigInt(row.Taxable) * rate, 20_000n) : roundHalfUp(BigInt(row.Taxable) * rate, 10_000n);
            const charged = BigInt(order.TaxMode === 'CGST+SGST' ? row.CGST : row.IGST);
            expect(charged - own <= 1n && own - charged <= 1n, `tax ${charged} at ${row.GstRate} % on ${row.Taxable}`).toBe(true);
            if (order.TaxMode === 'CGST+SGST') expect([row.IGST, Math.abs(row.CGST - row.SGST) <= 1]).toEqual([0, true]);
            else expect([row.CGST, row.SGST]).toEqual([0, 0]);
          }
        });
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 2000) },
    );
  });

  it('after a cancelled invoice its quantities dispatched again still add up exactly, with nothing negative', () => {
    fc.assert(
      fc.property(orderArb, splitsArb, fc.nat(), (input, cuts, pick) => {
        const { order, totals } = invoiceOrder(input);
        const dispatches = dispatchesOf(order, cuts);
        fc.pre(dispatches.length >= 2);
        const cancelled = pick % (dispatches.length - 1);
        const kept: InvoiceAmounts[] = [];
        dispatches.forEach((now, k) => {
          const made = invoiceAmounts(order, kept, now);
          if (k !== cancelled) kept.push(made);
        });
        kept.push(invoiceAmounts(order, kept, dispatches[cancelled]!));
        expect(kept.at(-1)!.Completes).toBe(true);
        expect(sum(kept.map((i) => i.Totals.Totals.Taxable))).toBe(BigInt(totals.Totals.Taxable));
        for (const rate of totals.TaxSummary) {
          const rows = kept.flatMap((i) => i.Totals.TaxSummary).filter((r) => r.GstRate === rate.GstRate);
          expect([sum(rows.map((r) => r.CGST)), sum(rows.map((r) => r.IGST))]).toEqual([BigInt(rate.CGST), BigInt(rate.IGST)]);
        }
        const negative = kept.flatMap((i) => i.Totals.TaxSummary.flatMap((r) => [r.Taxable, r.CGST, r.SGST, r.IGST])).filter((a) => a < 0);
        expect(negative).toEqual([]);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 1000) },
    );
  });

  it("an invoice line's value is its quantity at the frozen price and discount, within a paisa and a half", () => {
    fc.assert(
      fc.property(orderArb, splitsArb, (input, cuts) => {
        const { order } = invoiceOrder(input);
        for (const invoice of invoicesOf(order, dispatchesOf(order, cuts))) {
          for (const billed of invoice.Lines) {
            const line = input.Lines[Number(billed.Id.slice(1))]!;
            // Exact paise: quantity/1000 x price / per x (10000 - discount) / 10000, as a fraction.
            const numerator = BigInt(billed.QuantityThousandths) * BigInt(line.UnitPricePaise) * BigInt(10_000 - line.DiscountHundredths);
            const denominator = 1000n * BigInt(line.Per ?? 1) * 10_000n;
            const off = BigInt(billed.TaxablePaise) * denominator - numerator;
            expect(2n * (off < 0n ? -off : off) <= 3n * denominator).toBe(true);
          }
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 1000) },
    );
  });
});
