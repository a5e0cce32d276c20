// @database-agnostic: the quotation PDF drawn from its input, no database (the PGlite pass only)
import {
  computeQuotationTotals,
  formatRupees,
  formatRupeesPlain,
  percentToHundredths,
  quantityToThousandths,
  rupeesToPaise,
  type QuotationTotals,
} from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { renderQuotationPdf } from '../../../../src/modules/documents/pdf/index.js';
import type { QuotationPdfInput } from '../../../../src/modules/documents/pdf/quotation-input.js';
import { buildQuotationInput, SAMPLE_COMPANY } from '../../../../src/modules/documents/pdf/sample.js';
import { readPdf } from './pdf-text.js';

/**
 * Three lines at two GST rates, a quantity break and a discount: small enough to work out by hand.
 * Taxable: 10 x 1,234.50 = 12,345.00; 250 x 420.00 less 5 % = 99,750.00 (both 18 %); 3 x 999.99 = 2,999.97 (12 %).
 */
const LINES = [
  {
    Description: 'Drive shaft, turned and ground',
    DrawingNo: 'RP-1042',
    DrawingRev: 'B',
    Material: 'EN8',
    Finish: 'Ground',
    HSN: '8483',
    Quantity: 10,
    Unit: 'Nos' as const,
    UnitPrice: 1234.5,
    Per: 1,
    DiscountPercent: 0,
    GstRate: 18 as const,
    LeadTime: '3-4 weeks',
    QuantityBreaks: [{ Quantity: 50, UnitPrice: 1100 }],
  },
  {
    Description: 'Bronze bush',
    DrawingNo: '',
    DrawingRev: '',
    Material: 'PB1',
    Finish: '',
    HSN: '8483',
    Quantity: 250,
    Unit: 'Pcs' as const,
    UnitPrice: 420,
    Per: 1,
    DiscountPercent: 5,
    GstRate: 18 as const,
    LeadTime: '',
    QuantityBreaks: [],
  },
  {
    Description: 'Fixture set',
    DrawingNo: '',
    DrawingRev: '',
    Material: '',
    Finish: '',
    HSN: '8487',
    Quantity: 3,
    Unit: 'Set' as const,
    UnitPrice: 999.99,
    Per: 1,
    DiscountPercent: 0,
    GstRate: 12 as const,
    LeadTime: '',
    QuantityBreaks: [],
  },
];

const quotationFor = (placeOfSupply: string) => buildQuotationInput({ lines: LINES, placeOfSupply });

/** The figures as the contract's one totals function computes them from the same input. */
function expectedTotals(input: QuotationPdfInput): QuotationTotals {
  const { quotation, company } = input;
  return computeQuotationTotals({
    Lines: LINES.map((l) => ({
      QuantityThousandths: quantityToThousandths(l.Quantity)!,
      UnitPricePaise: rupeesToPaise(l.UnitPrice)!,
      DiscountHundredths: percentToHundredths(l.DiscountPercent)!,
      GstRate: l.GstRate,
    })),
    Charges: [],
    CompanyStateCode: company.State,
    PlaceOfSupply: quotation.buyer.PlaceOfSupply,
  });
}

async function render(placeOfSupply: string) {
  const input = quotationFor(placeOfSupply);
  const pdf = await readPdf(await renderQuotationPdf(input));
  return { input, pdf, text: pdf.pages.join(' '), expected: expectedTotals(input) };
}

describe('quotation PDF figures (text read back with pdfjs)', () => {
  it('same state: CGST and SGST at half the rate each, round off, grand total with ₹ and Indian grouping, amount in words', async () => {
    const { pdf, text, expected } = await render(SAMPLE_COMPANY.State);
    // The function's figures, which this example also works out by hand.
    expect(expected.Totals).toEqual({ Taxable: 11509497, CGST: 1026855, SGST: 1026855, IGST: 0, RoundOff: -7, GrandTotal: 13563200 });
    expect(expected.AmountInWords).toBe('Rupees One Lakh Thirty-Five Thousand Six Hundred Thirty-Two Only');

    expect(pdf.pages).toHaveLength(1);
    expect(text).toContain('Grand total ₹1,35,632.00');
    expect(text).toContain(`Grand total ${formatRupees(expected.Totals.GrandTotal)}`);
    expect(text).toContain(`Taxable value ${formatRupees(expected.Totals.Taxable)}`);
    expect(text).toContain(`CGST ${formatRupees(expected.Totals.CGST)}`);
    expect(text).toContain(`SGST ${formatRupees(expected.Totals.SGST)}`);
    expect(text).toContain(`Round off ${formatRupees(expected.Totals.RoundOff)}`);
    expect(text).toContain('Round off -₹0.07');
    expect(text).toContain(expected.AmountInWords);
    expect(text).not.toMatch(/IGST/);
    // One tax summary row per rate: 18 % -> 9 % + 9 %, 12 % -> 6 % + 6 %.
    const [twelve, eighteen] = expected.TaxSummary;
    expect(text).toContain(`12% ${formatRupeesPlain(twelve!.Taxable)} 6% ${formatRupeesPlain(twelve!.CGST)} 6% ${formatRupeesPlain(twelve!.SGST)}`);
    expect(text).toContain(`18% ${formatRupeesPlain(eighteen!.Taxable)} 9% 10,088.55 9% 10,088.55 20,177.10`);
    expect(text).toContain('Page 1 of 1');
  });

  it('prints the letterhead, the title, the buyer block, the lines and the closing', async () => {
    const { input, text, expected } = await render(SAMPLE_COMPANY.State);
    const { company, quotation } = input;
    for (const expectedText of [
      company.TradeName,
      company.AddressLines[0]!,
      `GSTIN: ${company.GSTIN}`,
      `Phone: ${company.Phones.join(', ')}`,
      `E-mail: ${company.Emails[0]}`,
      `QUOTATION Quotation No. ${quotation.number} Revision 1 Date 27 November 2026 Valid until 27 December 2026`,
      'Our reference Q-2026-00042',
      `QUOTATION FOR ${quotation.buyer.Company}`,
      `GSTIN ${quotation.buyer.GSTIN}`,
      'PLACE OF SUPPLY Gujarat (24)',
      'S.No Description HSN Qty Unit Rate (₹) Disc. % Taxable value (₹) GST %',
      `1 Drive shaft, turned and ground Drawing No.: RP-1042 Rev B · Lead time: 3-4 weeks Material: EN8 · Finish: Ground 8483 10 Nos 1,234.50 – ${formatRupeesPlain(expected.LineTaxable[0]!)} 18%`,
      '2 Bronze bush Material: PB1 8483 250 Pcs 420.00 5 99,750.00 18%',
      '3 Fixture set 8487 3 Set 999.99 – 2,999.97 12%',
      'Quantity breaks (alternatives, not in the total): 50 Nos 1,100.00 – 55,000.00',
      'Validity This quotation is valid until 27 December 2026.',
      `Payment terms ${quotation.paymentTerms}`,
      `Delivery terms ${quotation.deliveryTerms}`,
      `Account no. ${company.Bank.AccountNumber} IFSC ${company.Bank.IFSC} Bank ${company.Bank.BankName} (${company.Bank.Branch} branch)`,
      `For ${company.LegalName} Authorised Signatory`,
    ]) {
      expect(text).toContain(expectedText);
    }
    expect(text).not.toMatch(/tax invoice/i);
  });

  it("a quotation stored without a validity date: valid until its date plus the profile's days", async () => {
    const input = quotationFor(SAMPLE_COMPANY.State);
    const stored = { ...input.quotation, validUntil: null, sentAt: null, createdAt: new Date('2026-11-30T20:00:00.000Z') };
    const company = { ...input.company, QuotationDefaults: { ...input.company.QuotationDefaults, ValidityDays: 45 } };
    const text = (await readPdf(await renderQuotationPdf({ quotation: stored, company }))).pages.join(' ');
    // 20:00 UTC on 30 November is 1 December in India; 45 days later is 15 January.
    expect(text).toContain('Date 1 December 2026 Valid until 15 January 2027');
    expect(text).toContain('This quotation is valid until 15 January 2027.');
  });

  it('another state: IGST at the full rate, no CGST or SGST', async () => {
    const { text, expected } = await render('27');
    expect(expected.TaxMode).toBe('IGST');
    expect(expected.Totals.IGST).toBe(2053710);
    expect(text).toContain('PLACE OF SUPPLY Maharashtra (27)');
    expect(text).toContain(`IGST ${formatRupees(expected.Totals.IGST)}`);
    expect(text).toContain('IGST ₹20,537.10');
    expect(text).toContain(`18% ${formatRupeesPlain(expected.TaxSummary[1]!.Taxable)} 18% 20,177.10 20,177.10`);
    expect(text).toContain(`Grand total ${formatRupees(expected.Totals.GrandTotal)}`);
    expect(text).toContain(expected.AmountInWords);
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('export: no GST at all, the profile export note, place of supply Outside India', async () => {
    const { input, text, expected } = await render('96');
    expect(expected.TaxMode).toBe('Export');
    expect(expected.Totals).toMatchObject({ CGST: 0, SGST: 0, IGST: 0, RoundOff: 3, GrandTotal: 11509500 });
    expect(text).toContain('PLACE OF SUPPLY Outside India');
    expect(text).toContain(input.company.QuotationDefaults.ExportNote);
    expect(text).toContain('No GST is charged on this quotation.');
    expect(text).toContain(`Round off ${formatRupees(3)}`);
    expect(text).toContain('Grand total ₹1,15,095.00');
    expect(text).toContain('Rupees One Lakh Fifteen Thousand Ninety-Five Only');
    expect(text).not.toMatch(/CGST|SGST|IGST ₹|TAX SUMMARY/);
    // The lines keep their rate in the data, but an export charges none: the column shows a dash.
    expect(text).toContain('3 Fixture set 8487 3 Set 999.99 – 2,999.97 –');
  });

  it('charges are printed with their GST rate and taxed with the lines', async () => {
    const input = buildQuotationInput({
      lines: LINES.slice(0, 1),
      charges: [
        { Kind: 'Packing and forwarding', Amount: 500, GstRate: 18 },
        { Kind: 'Freight', Amount: 1200.5, GstRate: 18 },
        { Kind: 'Tooling', Amount: 15000, GstRate: 18 },
      ],
      placeOfSupply: SAMPLE_COMPANY.State,
    });
    const text = (await readPdf(await renderQuotationPdf(input))).pages.join(' ');
    expect(text).toContain('Packing and forwarding 500.00 18% Freight 1,200.50 18% Tooling / fixture development (one time) 15,000.00 18%');
    // 12,345.00 + 16,700.50 = 29,045.50 taxable; 9 % of it is 2,614.095 -> 2,614.10 each; 34,273.70 rounds to 34,274.
    expect(text).toContain('Taxable value ₹29,045.50 CGST ₹2,614.10 SGST ₹2,614.10 Round off ₹0.30 Grand total ₹34,274.00');
  });

  it('prints the stored integers, not rupees converted back: a price stored as 1,23,451 paise reads 1,234.51', async () => {
    const input = quotationFor(SAMPLE_COMPANY.State);
    const [first, ...rest] = input.quotation.lines;
    expect(first!.UnitPricePaise).toBe(1_234_50);
    const repriced = { ...input, quotation: { ...input.quotation, lines: [{ ...first!, UnitPricePaise: 1_234_51 }, ...rest] } };
    const text = (await readPdf(await renderQuotationPdf(repriced))).pages.join(' ');
    // 10 x 1,234.51 = 12,345.10 at 18 %: the taxable value and the totals follow the stored paise.
    expect(text).toContain('10 Nos 1,234.51 – 12,345.10 18%');
    expect(text).toContain('Taxable value ₹1,15,095.07');
  });

  it("prints a following charge split across the lines' rates as the totals function splits it", async () => {
    const lines = [LINES[0]!, { ...LINES[2]!, GstRate: 5 }];
    const input = buildQuotationInput({ lines, charges: [{ Kind: 'Freight', Amount: 1000, GstRate: null }], placeOfSupply: SAMPLE_COMPANY.State });
    // 12,345.00 at 18 % and 2,999.97 at 5 %: the 1,000.00 freight splits 195.50 at 5 % and the rest, 804.50, at 18 %.
    expect((await readPdf(await renderQuotationPdf(input))).pages.join(' ')).toContain(
      'Freight GST as the goods: 195.50 at 5%, 804.50 at 18% 1,000.00 as goods',
    );
  });
});
