// @database-agnostic: a function of the contract, no database (the PGlite pass only)
import { computeQuotationTotals, lineTaxablePaise } from '@rp/contract';
import { describe, expect, it } from 'vitest';

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

  it('refuses input that is not whole paise, thousandths and hundredths, or a GST rate with more than 2 decimals', () => {
    const base = { QuantityThousandths: 1000, UnitPricePaise: 100, DiscountHundredths: 0, GstRate: 18 as const };
    const run = (line: object) => () => computeQuotationTotals({ Lines: [{ ...base, ...line }], CompanyStateCode: '24', PlaceOfSupply: '24' });
    expect(run({ UnitPricePaise: 1.5 })).toThrow(RangeError);
    expect(run({ QuantityThousandths: -1 })).toThrow(RangeError);
    expect(run({ DiscountHundredths: 10_001 })).toThrow(RangeError);
    expect(run({ GstRate: 12.345 })).toThrow(RangeError);
    expect(run({ GstRate: -5 })).toThrow(RangeError);
    expect(run({ Per: 0 })).toThrow(RangeError);
  });
});
