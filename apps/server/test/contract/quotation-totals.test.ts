// @database-agnostic: a function of the contract, no database (the PGlite pass only)
import { computeQuotationTotals, GST_REGISTRATIONS, GST_TREATMENTS, ZERO_RATED_OPTIONS, type Currency, type TotalsInput } from '@rp/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** An exact fraction of BigInts, reduced, with a positive denominator: the reference works in rupees with these. */
class Ratio {
  readonly n: bigint;
  readonly d: bigint;
  constructor(n: bigint, d = 1n) {
    const g = Ratio.gcd(n < 0n ? -n : n, d);
    this.n = n / g;
    this.d = d / g;
  }
  static gcd(a: bigint, b: bigint): bigint {
    return b === 0n ? (a === 0n ? 1n : a) : Ratio.gcd(b, a % b);
  }
  plus(o: Ratio) {
    return new Ratio(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  minus(o: Ratio) {
    return this.plus(new Ratio(-o.n, o.d));
  }
  times(o: Ratio) {
    return new Ratio(this.n * o.n, this.d * o.d);
  }
  /** The largest whole number not above this. */
  floor() {
    const q = this.n / this.d;
    return this.n < 0n && q * this.d !== this.n ? q - 1n : q;
  }
  /** Rounded to a multiple of `step` (a Ratio), half up: floor(x / step + 1/2) * step. */
  roundTo(step: Ratio) {
    return new Ratio(this.times(new Ratio(step.d, step.n)).plus(new Ratio(1n, 2n)).floor()).times(step);
  }
}

const PAISA = new Ratio(1n, 100n);
const RUPEE = new Ratio(1n);
const ZERO = new Ratio(0n);
const r = (n: number | bigint, d: number | bigint = 1) => new Ratio(BigInt(n), BigInt(d));
/** Rupees as a Ratio to whole paise (it is always a whole number of paise here). */
const paise = (rupees: Ratio) => {
  const p = rupees.times(r(100));
  expect(p.d).toBe(1n);
  return Number(p.n);
};

/**
 * Issues 33 and 43 in words, worked in exact fractions of a rupee (or of the currency's unit), written apart
 * from the function under test: taxable = quantity x price / per x (1 - discount) rounded to the paisa; a
 * charge without a rate is split over the lines' rates by their taxable value (each part rounded, ascending,
 * the highest rate taking the rest); who charges what is the table in `expectedMode`.
 */
function expectedMode(input: TotalsInput): string {
  if ((input.SupplierRegistration ?? 'Regular') !== 'Regular') return 'Not collected';
  const treatment = input.GstTreatment ?? (input.PlaceOfSupply === '96' ? 'Overseas' : 'Registered');
  const lut = (input.ZeroRated ?? 'LUT') === 'LUT';
  if (treatment === 'Overseas') return lut ? 'Export' : 'IGST';
  if (treatment === 'SEZ') return lut ? 'SEZ' : 'IGST';
  return input.PlaceOfSupply === input.CompanyStateCode ? 'CGST+SGST' : 'IGST';
}

function reference(input: TotalsInput) {
  const mode = expectedMode(input);
  const lineTaxable = input.Lines.map((line) => {
    const quantity = r(line.QuantityThousandths, 1000);
    const price = r(line.UnitPricePaise, 100).times(r(1, line.Per ?? 1));
    const discount = r(line.DiscountHundredths, 10_000);
    return quantity.times(price).times(RUPEE.minus(discount)).roundTo(PAISA);
  });
  const rates = [...new Set(input.Lines.map((l) => l.GstRate))].sort((a, b) => a - b);
  const linesAt = (rate: number) => input.Lines.reduce((sum, l, i) => (l.GstRate === rate ? sum.plus(lineTaxable[i]!) : sum), ZERO);
  const chargeParts = (input.Charges ?? []).map((c) => {
    const amount = r(c.AmountPaise, 100);
    if (c.GstRate !== null && c.GstRate !== undefined) return [{ rate: c.GstRate, amount }];
    const sharing = rates.filter((rate) => linesAt(rate).n > 0n);
    const whole = sharing.reduce((sum, rate) => sum.plus(linesAt(rate)), ZERO);
    let given = ZERO;
    return sharing.map((rate, i) => {
      const part = i === sharing.length - 1 ? amount.minus(given) : amount.times(linesAt(rate)).times(new Ratio(whole.d, whole.n)).roundTo(PAISA);
      given = given.plus(part);
      return { rate, amount: part };
    });
  });
  const allRates = [...new Set([...rates, ...chargeParts.flat().map((p) => p.rate)])].sort((a, b) => a - b);
  const rows = allRates.map((rate) => {
    const taxable = chargeParts.flat().reduce((sum, p) => (p.rate === rate ? sum.plus(p.amount) : sum), linesAt(rate));
    // A percent with 2 decimals, exactly: 0.25 % is 25/10000.
    const percent = r(Math.round(rate * 100), 10_000);
    const half = mode === 'CGST+SGST' ? taxable.times(percent).times(r(1, 2)).roundTo(PAISA) : ZERO;
    const igst = mode === 'IGST' ? taxable.times(percent).roundTo(PAISA) : ZERO;
    return { rate, taxable, cgst: half, sgst: half, igst };
  });
  const sum = (pick: (row: (typeof rows)[number]) => Ratio) => rows.map(pick).reduce((a, b) => a.plus(b), ZERO);
  const beforeRounding = sum((x) => x.taxable.plus(x.cgst).plus(x.sgst).plus(x.igst));
  const grand = (input.Currency ?? 'INR') === 'INR' ? beforeRounding.roundTo(RUPEE) : beforeRounding;
  return {
    mode,
    LineTaxable: lineTaxable.map(paise),
    ChargeParts: chargeParts.map((parts) => parts.map((p) => ({ GstRate: p.rate, AmountPaise: paise(p.amount) }))),
    TaxSummary: rows.map((x) => ({ GstRate: x.rate, Taxable: paise(x.taxable), CGST: paise(x.cgst), SGST: paise(x.sgst), IGST: paise(x.igst) })),
    Totals: {
      Taxable: paise(sum((x) => x.taxable)),
      CGST: paise(sum((x) => x.cgst)),
      SGST: paise(sum((x) => x.sgst)),
      IGST: paise(sum((x) => x.igst)),
      RoundOff: paise(grand.minus(beforeRounding)),
      GrandTotal: paise(grand),
    },
  };
}

// GST 2.0's slabs and special rates, and the old ones a sent quotation may still carry.
const rate = fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28, 40);
const line = fc.record({
  // Up to 10 lakh units and ₹10 crore a unit, as the save body allows; small values often, to hit the halves.
  QuantityThousandths: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 1_000_000_000 })),
  UnitPricePaise: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1_000_000 })),
  DiscountHundredths: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
  GstRate: rate,
  Per: fc.constantFrom(1, 100, 1000),
});
const charge = fc.record({
  Kind: fc.constantFrom('Packing and forwarding' as const, 'Freight' as const, 'Tooling' as const),
  AmountPaise: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 10_000_000_000 })),
  GstRate: fc.option(rate),
});
const placeOfSupply = fc.constantFrom('24', '27', '29', '07', '97', '96');
const quotation = fc
  .record({
    Lines: fc.array(line, { minLength: 1, maxLength: 20 }),
    Charges: fc.array(charge, { maxLength: 4 }),
    CompanyStateCode: fc.constant('24'),
    PlaceOfSupply: placeOfSupply,
    SupplierRegistration: fc.constantFrom(...GST_REGISTRATIONS),
    GstTreatment: fc.constantFrom(...GST_TREATMENTS),
    ZeroRated: fc.constantFrom(...ZERO_RATED_OPTIONS),
    Currency: fc.constantFrom<Currency>('INR', 'INR', 'USD', 'EUR'),
  })
  // A following charge needs lines with a value (the save body refuses it otherwise).
  .filter(
    (q) =>
      q.Charges.every((c) => c.GstRate !== null) ||
      q.Lines.some((l) => l.QuantityThousandths * l.UnitPricePaise * (10_000 - l.DiscountHundredths) >= 10_000 * 1000 * l.Per),
  );

describe('computeQuotationTotals against an independent rational computation', () => {
  it('every registration x treatment x zero-rating x place of supply x currency, with Per, 2-decimal rates and following charges', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(quotation, (input) => {
        const computed = computeQuotationTotals(input);
        const expected = reference(input);
        seen.add(`${input.SupplierRegistration}/${input.GstTreatment}/${computed.TaxMode}`);
        expect(computed.TaxMode).toBe(expected.mode);
        expect(computed.LineTaxable).toEqual(expected.LineTaxable);
        expect(computed.ChargeParts).toEqual(expected.ChargeParts);
        expect(computed.TaxSummary).toEqual(expected.TaxSummary);
        expect(computed.Totals).toEqual(expected.Totals);
        // A following charge's parts sum exactly to the charge.
        computed.ChargeParts!.forEach((parts, i) => expect(parts.reduce((s, p) => s + p.AmountPaise, 0)).toBe(input.Charges[i]!.AmountPaise));
        if (computed.TaxMode !== 'CGST+SGST' && computed.TaxMode !== 'IGST')
          expect(computed.Totals.CGST + computed.Totals.SGST + computed.Totals.IGST).toBe(0);
        if (input.Currency === 'INR') expect(computed.Totals.GrandTotal % 100).toBe(0);
        else expect(computed.Totals.RoundOff).toBe(0);
      }),
      { numRuns: 3000 },
    );
    // Every supplier registration met every buyer treatment.
    for (const registration of GST_REGISTRATIONS)
      for (const treatment of GST_TREATMENTS) expect([...seen].some((s) => s.startsWith(`${registration}/${treatment}/`))).toBe(true);
  });
});
