// @database-agnostic: a function of the contract, no database (the PGlite pass only)
import { computeQuotationTotals, GST_RATES, lineTaxablePaise, type GstRate, type TotalsInput } from '@rp/contract';
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
const r = (n: number | bigint, d: number | bigint = 1) => new Ratio(BigInt(n), BigInt(d));
/** Rupees as a Ratio to whole paise (it is always a whole number of paise here). */
const paise = (rupees: Ratio) => {
  const p = rupees.times(r(100));
  expect(p.d).toBe(1n);
  return Number(p.n);
};

/** Issue 33's rules, in rupees and percent as the issue words them. */
function reference(input: TotalsInput) {
  const lineTaxable = input.Lines.map((line) => {
    const quantity = r(line.QuantityThousandths, 1000);
    const price = r(line.UnitPricePaise, 100);
    const discount = r(line.DiscountHundredths, 100).times(r(1, 100));
    return quantity.times(price).times(RUPEE.minus(discount)).roundTo(PAISA);
  });
  const rows = GST_RATES.flatMap((rate) => {
    const lines = input.Lines.flatMap((line, i) => (line.GstRate === rate ? [lineTaxable[i]!] : []));
    const charges = (input.Charges ?? []).flatMap((c) => (c.GstRate === rate ? [r(c.AmountPaise, 100)] : []));
    if (lines.length + charges.length === 0) return [];
    const taxable = [...lines, ...charges].reduce((a, b) => a.plus(b), r(0));
    const percent = r(rate, 100);
    const exported = input.PlaceOfSupply === '96';
    const sameState = !exported && input.PlaceOfSupply === input.CompanyStateCode;
    const half = sameState ? taxable.times(percent).times(r(1, 2)).roundTo(PAISA) : r(0);
    const igst = !exported && !sameState ? taxable.times(percent).roundTo(PAISA) : r(0);
    return [{ rate, taxable, cgst: half, sgst: half, igst }];
  });
  const sum = (pick: (row: (typeof rows)[number]) => Ratio) => rows.map(pick).reduce((a, b) => a.plus(b), r(0));
  const beforeRounding = sum((x) => x.taxable.plus(x.cgst).plus(x.sgst).plus(x.igst));
  const grand = beforeRounding.roundTo(RUPEE);
  return {
    LineTaxable: lineTaxable.map(paise),
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

const rate = fc.constantFrom<GstRate>(...GST_RATES);
const line = fc.record({
  // Up to 10 lakh units and ₹10 crore a unit, as the save body allows; small values often, to hit the halves.
  QuantityThousandths: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 1_000_000_000 })),
  UnitPricePaise: fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1_000_000 })),
  DiscountHundredths: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
  GstRate: rate,
});
const charge = fc.record({
  Kind: fc.constantFrom('Packing and forwarding' as const, 'Freight' as const, 'Tooling' as const),
  AmountPaise: fc.integer({ min: 0, max: 10_000_000_000 }),
  GstRate: rate,
});
const quotation = (placeOfSupply: fc.Arbitrary<string>) =>
  fc.record({
    Lines: fc.array(line, { minLength: 1, maxLength: 30 }),
    Charges: fc.array(charge, { maxLength: 4 }),
    CompanyStateCode: fc.constant('24'),
    PlaceOfSupply: placeOfSupply,
  });

describe('computeQuotationTotals against an independent rational computation', () => {
  it.each([
    ['same state: CGST + SGST', fc.constant('24'), 'CGST+SGST'],
    ['another state: IGST', fc.constantFrom('27', '29', '07', '38', '97'), 'IGST'],
    ['outside India: no GST', fc.constant('96'), 'Export'],
  ] as const)('%s', (_, placeOfSupply, mode) => {
    fc.assert(
      fc.property(quotation(placeOfSupply), (input) => {
        const computed = computeQuotationTotals(input);
        const expected = reference(input);
        expect(computed.TaxMode).toBe(mode);
        expect(computed.LineTaxable).toEqual(expected.LineTaxable);
        expect(computed.TaxSummary).toEqual(expected.TaxSummary);
        expect(computed.Totals).toEqual(expected.Totals);
        expect(computed.Totals.GrandTotal % 100).toBe(0);
        expect(computed.Totals.RoundOff).toBeGreaterThanOrEqual(-49);
        expect(computed.Totals.RoundOff).toBeLessThanOrEqual(50);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('worked examples, checked by hand', () => {
  it('same state (Gujarat to Gujarat): a discounted line, a second rate and freight', () => {
    // 10.5 x ₹1,234.56 = ₹12,962.88; less 12.5 % = ₹11,342.52.
    // 3 x ₹99.99 = ₹299.97 at 12 %. Freight ₹500 at 18 %.
    // 18 %: taxable ₹11,842.52; CGST = SGST = 9 % = ₹1,065.8268 -> ₹1,065.83.
    // 12 %: taxable ₹299.97; CGST = SGST = 6 % = ₹17.9982 -> ₹18.00.
    // Total ₹12,142.49 + ₹2,167.66 = ₹14,310.15 -> ₹14,310.00, round off -₹0.15.
    const result = computeQuotationTotals({
      Lines: [
        { QuantityThousandths: 10_500, UnitPricePaise: 123_456, DiscountHundredths: 1250, GstRate: 18 },
        { QuantityThousandths: 3000, UnitPricePaise: 9999, DiscountHundredths: 0, GstRate: 12 },
      ],
      Charges: [{ Kind: 'Freight', AmountPaise: 50_000, GstRate: 18 }],
      CompanyStateCode: '24',
      PlaceOfSupply: '24',
    });
    expect(result.LineTaxable).toEqual([1_134_252, 29_997]);
    expect(result.TaxSummary).toEqual([
      { GstRate: 12, Taxable: 29_997, CGST: 1800, SGST: 1800, IGST: 0 },
      { GstRate: 18, Taxable: 1_184_252, CGST: 106_583, SGST: 106_583, IGST: 0 },
    ]);
    expect(result.Totals).toEqual({ Taxable: 1_214_249, CGST: 108_383, SGST: 108_383, IGST: 0, RoundOff: -15, GrandTotal: 1_431_000 });
    expect(result.AmountInWords).toBe('Rupees Fourteen Thousand Three Hundred Ten Only');
  });

  it('rounds the tax on the sum per rate, not line by line, and each half of the GST on its own', () => {
    // Two lines of ₹0.05 at 18 %: line by line 9 % would be ₹0.0045 -> ₹0.00 each; on the sum ₹0.10 it is ₹0.009 -> ₹0.01.
    const lines = [
      { QuantityThousandths: 1000, UnitPricePaise: 5, DiscountHundredths: 0, GstRate: 18 as const },
      { QuantityThousandths: 1000, UnitPricePaise: 5, DiscountHundredths: 0, GstRate: 18 as const },
    ];
    const same = computeQuotationTotals({ Lines: lines, CompanyStateCode: '24', PlaceOfSupply: '24' });
    expect(same.Totals).toMatchObject({ Taxable: 10, CGST: 1, SGST: 1, IGST: 0 });
    // IGST 18 % of ₹0.10 = ₹0.018 -> ₹0.02, while CGST + SGST above is ₹0.01 + ₹0.01.
    const other = computeQuotationTotals({ Lines: lines, CompanyStateCode: '24', PlaceOfSupply: '27' });
    expect(other.Totals).toMatchObject({ Taxable: 10, CGST: 0, SGST: 0, IGST: 2, RoundOff: -12, GrandTotal: 0 });
    // ₹0.25 at 18 % in-state: 9 % = ₹0.0225 -> ₹0.02 each (₹0.04), IGST ₹0.045 -> ₹0.05.
    const quarter = [{ QuantityThousandths: 1000, UnitPricePaise: 25, DiscountHundredths: 0, GstRate: 18 as const }];
    expect(computeQuotationTotals({ Lines: quarter, CompanyStateCode: '24', PlaceOfSupply: '24' }).Totals.CGST).toBe(2);
    expect(computeQuotationTotals({ Lines: quarter, CompanyStateCode: '24', PlaceOfSupply: '33' }).Totals.IGST).toBe(5);
  });

  it('rounds halves up: a line at exactly half a paisa, and a grand total at exactly half a rupee', () => {
    // 0.5 x ₹0.01 = half a paisa -> 1 paisa; 1.5 x ₹0.01 = 1.5 paise -> 2.
    expect(lineTaxablePaise({ QuantityThousandths: 500, UnitPricePaise: 1, DiscountHundredths: 0 })).toBe(1);
    expect(lineTaxablePaise({ QuantityThousandths: 1500, UnitPricePaise: 1, DiscountHundredths: 0 })).toBe(2);
    expect(lineTaxablePaise({ QuantityThousandths: 499, UnitPricePaise: 1, DiscountHundredths: 0 })).toBe(0);
    // ₹100.50 without GST (export) -> ₹101, round off +₹0.50; ₹100.49 -> ₹100, round off -₹0.49.
    const exportOf = (paise: number) =>
      computeQuotationTotals({
        Lines: [{ QuantityThousandths: 1000, UnitPricePaise: paise, DiscountHundredths: 0, GstRate: 18 }],
        CompanyStateCode: '24',
        PlaceOfSupply: '96',
      });
    expect(exportOf(10_050).Totals).toEqual({ Taxable: 10_050, CGST: 0, SGST: 0, IGST: 0, RoundOff: 50, GrandTotal: 10_100 });
    expect(exportOf(10_049).Totals).toEqual({ Taxable: 10_049, CGST: 0, SGST: 0, IGST: 0, RoundOff: -49, GrandTotal: 10_000 });
    expect(exportOf(10_050).TaxMode).toBe('Export');
    expect(exportOf(10_050).AmountInWords).toBe('Rupees One Hundred One Only');
  });

  it('gives a 100 % discount a zero line, and the issue’s lakh example in words', () => {
    expect(lineTaxablePaise({ QuantityThousandths: 7000, UnitPricePaise: 99_999, DiscountHundredths: 10_000 })).toBe(0);
    // ₹1,04,625 at 18 % IGST = ₹18,832.50; total ₹1,23,457.50 -> ₹1,23,458.
    const result = computeQuotationTotals({
      Lines: [{ QuantityThousandths: 1000, UnitPricePaise: 10_462_500, DiscountHundredths: 0, GstRate: 18 }],
      CompanyStateCode: '24',
      PlaceOfSupply: '27',
    });
    expect(result.Totals).toMatchObject({ IGST: 1_883_250, RoundOff: 50, GrandTotal: 12_345_800 });
    expect(result.AmountInWords).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Eight Only');
  });

  it('refuses input that is not whole paise, thousandths and hundredths, or a GST rate not in the list', () => {
    const base = { QuantityThousandths: 1000, UnitPricePaise: 100, DiscountHundredths: 0, GstRate: 18 as const };
    const run = (line: object) => () => computeQuotationTotals({ Lines: [{ ...base, ...line }], CompanyStateCode: '24', PlaceOfSupply: '24' });
    expect(run({ UnitPricePaise: 1.5 })).toThrow(RangeError);
    expect(run({ QuantityThousandths: -1 })).toThrow(RangeError);
    expect(run({ DiscountHundredths: 10_001 })).toThrow(RangeError);
    expect(run({ GstRate: 40 })).toThrow(RangeError);
  });
});
