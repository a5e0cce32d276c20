import { describe, expect, it } from 'vitest';
import { computeQuotationTotals, quotationSaveBody, GST_RATES, type QuotationSaveBody } from '@rp/contract';
import { lineTaxableOf, liveTotals } from '../../../src/features/admin-quotations/utils/live-totals';
import { emptyLine, type QuotationFormValues } from '../../../src/features/admin-quotations/utils/quotation-form';

const buyer = (PlaceOfSupply: QuotationFormValues['Buyer']['PlaceOfSupply']): QuotationFormValues['Buyer'] => ({
  Company: 'Kiran Textiles',
  Contact: 'Asha Patel',
  Email: 'asha@kiran.example',
  BillingAddress: 'Ring Road, Surat',
  PlaceOfSupply,
});

function form(
  lines: QuotationFormValues['Lines'],
  charges: QuotationFormValues['Charges'] = [],
  place: QuotationFormValues['Buyer']['PlaceOfSupply'] = '24',
): QuotationFormValues {
  return { Buyer: buyer(place), Lines: lines, Charges: charges };
}

/** What the server computes from the same body: the contract parses rupees to paise, then THE totals function. */
function serverTotals(body: QuotationSaveBody, companyState = '24') {
  const parsed = quotationSaveBody.parse(body);
  return computeQuotationTotals({
    Lines: parsed.Lines,
    Charges: parsed.Charges,
    CompanyStateCode: companyState,
    PlaceOfSupply: parsed.Buyer.PlaceOfSupply,
  });
}

describe('live totals in the editor', () => {
  it('adds CGST and SGST within the state, rounds to the rupee and words the grand total', () => {
    const values = form(
      [
        emptyLine({ Description: 'Shaft', HSN: '8483', Quantity: 3, UnitPrice: 1234.57, DiscountPercent: 2.5, GstRate: 18 }),
        emptyLine({ Description: 'Bush', HSN: '8483', Quantity: 0.125, UnitPrice: 99.99, GstRate: 12 }),
      ],
      [{ Kind: 'Freight', Amount: 450.1, GstRate: 18 }],
    );
    const live = liveTotals(values, '24');
    // 3 x 1234.57 x 0.975 = 3611.11725 -> 3611.12; 0.125 x 99.99 = 12.49875 -> 12.50; + 450.10 freight
    expect(live.lineTaxable).toEqual([361112, 1250]);
    expect(live.totals.TaxMode).toBe('CGST+SGST');
    expect(live.totals.Totals.Taxable).toBe(361112 + 1250 + 45010);
    // 18 %: (361112 + 45010) x 9 % = 36551.0 -> 36551 each; 12 %: 1250 x 6 % = 75
    expect(live.totals.Totals.CGST).toBe(36551 + 75);
    expect(live.totals.Totals.SGST).toBe(36551 + 75);
    expect(live.totals.Totals.GrandTotal).toBe(480600);
    expect(live.totals.Totals.RoundOff).toBe(-24); // 4,806.24 -> 4,806
    expect(live.totals.AmountInWords).toBe('Rupees Four Thousand Eight Hundred Six Only');
    expect(live.incomplete).toEqual([]);
    expect(live.totals).toEqual(serverTotals(values));
  });

  it('charges IGST for another state and no GST outside India', () => {
    const lines = [emptyLine({ Description: 'Pin', HSN: '7318', Quantity: 10, UnitPrice: 100, GstRate: 18 })];
    const igst = liveTotals(form(lines, [], '27'), '24');
    expect(igst.totals.TaxMode).toBe('IGST');
    expect(igst.totals.Totals).toMatchObject({ Taxable: 100000, CGST: 0, SGST: 0, IGST: 18000, GrandTotal: 118000 });
    const exported = liveTotals(form(lines, [], '96'), '24');
    expect(exported.totals.TaxMode).toBe('Export');
    expect(exported.totals.Totals).toMatchObject({ Taxable: 100000, CGST: 0, SGST: 0, IGST: 0, GrandTotal: 100000 });
  });

  it('leaves out what is not a valid figure yet and names it', () => {
    const values = form(
      [
        emptyLine({ Description: 'Shaft', HSN: '8483', Quantity: 2, UnitPrice: 50, GstRate: 18 }),
        emptyLine({ Description: 'Empty price' }),
        emptyLine({ Description: 'Too fine', Quantity: 1, UnitPrice: 1.005 }),
        emptyLine({ Description: 'Negative', Quantity: -1, UnitPrice: 5 }),
      ],
      [{ Kind: 'Tooling', Amount: undefined as unknown as number, GstRate: 18 }],
    );
    const live = liveTotals(values, '24');
    expect(live.lineTaxable).toEqual([10000, null, null, null]);
    expect(live.incomplete).toEqual(['Line 2', 'Line 3', 'Line 4', 'Tooling']);
    expect(live.totals.Totals.Taxable).toBe(10000);
    expect(lineTaxableOf(values.Lines[1])).toBeNull();
  });

  it('never multiplies floats: 1.15 x 100 and 0.1 + 0.2 come out exact', () => {
    const values = form([
      emptyLine({ Description: 'a', HSN: '8483', Quantity: 100, UnitPrice: 1.15, GstRate: 0 }),
      emptyLine({ Description: 'b', HSN: '8483', Quantity: 1, UnitPrice: 0.1, GstRate: 0 }),
      emptyLine({ Description: 'c', HSN: '8483', Quantity: 1, UnitPrice: 0.2, GstRate: 0 }),
    ]);
    expect(liveTotals(values, '24').lineTaxable).toEqual([11500, 10, 20]);
  });

  it('matches the server for random quotations (seeded)', () => {
    let seed = 20261127;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const decimals = (max: number, places: number) => Math.round(random() * max * 10 ** places) / 10 ** places;
    for (let run = 0; run < 300; run++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) =>
        emptyLine({
          Description: `Part ${i}`,
          HSN: '8483',
          Quantity: Math.max(0.001, decimals(5000, 3)),
          UnitPrice: decimals(250000, 2),
          DiscountPercent: random() < 0.5 ? decimals(100, 2) : undefined,
          GstRate: pick(GST_RATES),
        }),
      );
      const charges = random() < 0.5 ? [{ Kind: 'Freight' as const, Amount: decimals(20000, 2), GstRate: pick(GST_RATES) }] : [];
      const values = form(lines, charges, pick(['24', '27', '96'] as const));
      expect(liveTotals(values, '24').totals, `run ${run}`).toEqual(serverTotals(values));
    }
  });
});
