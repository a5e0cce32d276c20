// @database-agnostic: the quotation PDF drawn from its input, no database (the PGlite pass only)
import { COMPANY_PROFILE_SEED } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { sampleQuotationInput, type SampleOptions } from '../../../../src/modules/documents/pdf/sample.js';
import type { ReadPdf } from './pdf-text.js';
import { pageOf, renderSample } from './render-sample.js';

/** The closing block's parts and what must stay on its page: the grand total and the amount in words. */
const CLOSING = ['TAX SUMMARY', 'Grand total', 'AMOUNT IN WORDS', 'TERMS AND CONDITIONS', 'BANK DETAILS FOR PAYMENT', 'Authorised Signatory'];

const watermarks = (pdf: ReadPdf) => pdf.items.map((items) => items.filter((item) => item.str === 'DRAFT').length);

describe('quotation PDF layout (issue 43)', () => {
  it('a Draft carries the DRAFT watermark on every page and "Valid until on sending"; a sent one neither', async () => {
    const draft = await renderSample({ lines: 14, charges: true, quantityBreaks: true, state: 'Draft' });
    expect(draft.pdf.pages.length).toBeGreaterThan(1);
    expect(watermarks(draft.pdf)).toEqual(draft.pdf.pages.map(() => 1));
    expect(draft.text).toContain('Valid until on sending');
    expect(draft.text).toContain(
      `This quotation will be valid for ${COMPANY_PROFILE_SEED.QuotationDefaults.ValidityDays} days from the day it is sent.`,
    );
    expect(draft.pdf.info).toMatchObject({ Title: 'Draft quotation QT-2026-00042-R1' });
    // The watermark is drawn over the page's middle, and every figure is still there as text under it.
    const mark = draft.pdf.items[0]!.find((item) => item.str === 'DRAFT')!;
    expect(mark.x).toBeGreaterThan(100);
    expect(mark.y).toBeGreaterThan(100);
    expect(draft.text).toContain('Grand total ₹');

    const sent = await renderSample({ lines: 14, charges: true, quantityBreaks: true });
    expect(watermarks(sent.pdf)).toEqual(sent.pdf.pages.map(() => 0));
    expect(sent.text).not.toMatch(/DRAFT|on sending/);
  });

  it('a Draft whose Valid until staff set prints that day', async () => {
    const { text } = await renderSample({ lines: 1, state: 'Draft', enquiry: true });
    expect(text).toContain('Valid until on sending');
    const input = sampleQuotationInput({ lines: 1, state: 'Draft' });
    const dated = await renderSample({ ...input, quotation: { ...input.quotation, validUntil: '2027-01-15' } });
    expect(dated.text).toContain('Valid until 15 January 2027');
    expect(dated.text).toContain('This quotation is valid until 15 January 2027.');
    expect(watermarks(dated.pdf)).toEqual([1]);
  });

  const onePage: [string, SampleOptions][] = [
    ['plain', {}],
    ['a Draft with an enquiry and the Udyam number', { state: 'Draft', enquiry: true, udyam: true }],
    ['charges following mixed rates, lines per 100', { followingCharges: true, per: 100 }],
    ['another state (IGST)', { placeOfSupply: '27' }],
    ['SEZ under LUT', { treatment: 'SEZ' }],
    ['a USD export', { currency: 'USD' }],
    ['a Composition supplier', { registration: 'Composition' }],
  ];
  it.each(onePage)('5 lines, 3 charges and the standard terms fit one A4 page: %s', async (_, options) => {
    const { pdf, input } = await renderSample({ lines: 5, charges: true, ...options });
    expect(input.quotation.lines).toHaveLength(5);
    expect(input.quotation.charges).toHaveLength(3);
    expect(pdf.pages).toHaveLength(1);
    const defaults = COMPANY_PROFILE_SEED.QuotationDefaults;
    for (const text of [defaults.PaymentTerms, defaults.DeliveryTerms, defaults.Notes, ...CLOSING.slice(1), 'Page 1 of 1']) {
      expect(pdf.pages[0]).toContain(text);
    }
  });

  it('when the closing block must move to the next page, the tax summary, grand total and amount in words move with it', async () => {
    let moved = 0;
    for (let lines = 5; lines <= 16; lines++) {
      const { pdf, input } = await renderSample({ lines, charges: true });
      const closingPage = pageOf(pdf, 'TERMS AND CONDITIONS');
      for (const text of CLOSING) expect(pageOf(pdf, text), `${lines} lines: ${text}`).toBe(closingPage);
      expect(closingPage, `${lines} lines: the closing is on the last page`).toBe(pdf.pages.length - 1);
      const lastCharge = pageOf(pdf, 'Tooling / fixture development');
      expect(input.quotation.charges).toHaveLength(3);
      if (closingPage > lastCharge) {
        moved += 1;
        // The page it moved to starts with it: the continuation header, then the tax summary.
        expect(pdf.pages[closingPage]).toMatch(/^QUOTATION QT-2026-00042-R1 Shree Ganesh Engineering Works TAX SUMMARY /);
      }
    }
    // Some of these lengths leave too little room under the table: the block did move.
    expect(moved).toBeGreaterThan(0);
  });

  it('terms longer than a page start under the table and flow on line by line; bank details and signature stay with the totals', async () => {
    const input = sampleQuotationInput({ lines: 2, charges: true });
    const Notes = Array.from({ length: 120 }, (_, i) => `Note ${i + 1}: inspect and pack as agreed.`).join('\n');
    const { pdf, text } = await renderSample({ ...input, quotation: { ...input.quotation, notes: Notes } });
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    let from = 0;
    for (let i = 1; i <= 120; i++) {
      const at = text.indexOf(`Note ${i}: inspect`, from);
      expect(at, `note ${i} in order`).toBeGreaterThan(from - 1);
      from = at;
    }
    const start = pageOf(pdf, 'TERMS AND CONDITIONS');
    expect(pageOf(pdf, 'Grand total')).toBe(start);
    expect(pageOf(pdf, 'Authorised Signatory')).toBe(start);
    expect(pageOf(pdf, 'Note 120:')).toBe(pdf.pages.length - 1);
    // No page is given up for them: moving would not make them fit, so they start under the charges.
    expect(start).toBe(pageOf(pdf, 'Tooling / fixture development'));
    // Every page is numbered, the last one too.
    pdf.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pdf.pages.length}`));
  });
});
