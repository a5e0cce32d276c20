// @database-agnostic: the order acknowledgement PDF drawn from its input, no database (the PGlite pass only)
import { formatRupees, formatRupeesPlain } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { renderOrderAcknowledgementPdf } from '../../../../src/modules/documents/index.js';
import { sampleOrder } from '../../../../src/modules/documents/pdf/order-sample.js';
import { pdfToLayoutText } from '../../../support/pdftotext.js';
import { readPdf } from './pdf-text.js';

const TABLE_HEADER = 'S.No Description HSN Qty Unit Rate (₹) Disc. % Taxable value (₹) GST %';

describe('the order acknowledgement PDF (issue 46)', () => {
  it('title, order number and date, PO and its date, the accepted lines with quantities and prices, totals, promised date and terms', async () => {
    const input = sampleOrder({ lines: 3, charges: true });
    const { order } = input;
    const text = await pdfToLayoutText(await renderOrderAcknowledgementPdf(input));
    for (const value of [
      'ORDER ACKNOWLEDGEMENT',
      'SO-2026-00017',
      '30 November 2026',
      'PO/SGEW/2026-27/0311',
      'dated 29 November 2026',
      order.quotationNumber,
      'ORDER FROM',
      order.buyer.Company,
      'Dispatch by',
      'Promised dispatch date: 28 December 2026.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toMatch(new RegExp(`Payment terms +${order.paymentTerms.split(' ').slice(0, 3).join(' ')}`));
    expect(text).toMatch(new RegExp(`Delivery terms +${order.deliveryTerms}`));
    // Each accepted line: its description, quantity, unit, rate and taxable value as accepted.
    const pdf = await readPdf(await renderOrderAcknowledgementPdf(input));
    const page = pdf.pages[0]!;
    expect(page).toContain(TABLE_HEADER);
    expect(page).toContain(`1 Drive shaft, turned and ground`);
    expect(page).toContain(`8483 25 Nos 45.50 5 ${formatRupeesPlain(order.totals.LineTaxable[0]!)} 18%`);
    expect(page).toContain(`7326 99 Nos 203.88 – ${formatRupeesPlain(order.totals.LineTaxable[2]!)} 18%`);
    expect(page).toContain(`Grand total ${formatRupees(order.grandTotalPaise)}`);
    expect(page).toContain(`Taxable value ${formatRupees(order.totals.Totals.Taxable)}`);
  });

  it('a 30-line order spans pages: the table header repeated on each, "Page N of M" on every page, totals once at the end', async () => {
    const input = sampleOrder({ lines: 30, charges: true });
    const pdf = await readPdf(await renderOrderAcknowledgementPdf(input));
    const count = pdf.pages.length;
    expect(count).toBeGreaterThan(1);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${count}`);
      if (i > 0) expect(page.startsWith('ORDER ACKNOWLEDGEMENT SO-2026-00017')).toBe(true);
    });
    const withLines = pdf.pages.filter((page) => /\b30 Bronze bush|\b1 Drive shaft/.test(page) || page.includes(' 15 '));
    for (const page of withLines) expect(page).toContain(TABLE_HEADER);
    // Every line once, in order, and the grand total only on the last page.
    const all = pdf.pages.join(' ');
    for (let n = 1; n <= 30; n++) expect(all).toMatch(new RegExp(`(^| )${n} [A-Z][a-z]`));
    expect(pdf.pages.filter((page) => page.includes('Grand total'))).toHaveLength(1);
    expect(pdf.pages.at(-1)).toContain(`Grand total ${formatRupees(input.order.grandTotalPaise)}`);
  });

  it('a long company name wraps in the letterhead and the party block instead of running into the title', async () => {
    const input = sampleOrder({ lines: 2 });
    const name = 'Shree Saurashtra Precision Components and Engineering Works';
    input.profile = { ...input.profile, TradeName: name };
    input.order = {
      ...input.order,
      buyer: { ...input.order.buyer, Company: 'Saurashtra Pumps and Irrigation Equipment Manufacturing Company Private Limited, Unit II' },
    };
    const pdf = await readPdf(await renderOrderAcknowledgementPdf(input));
    const items = pdf.items[0]!;
    const title = items.find((item) => item.str === 'ORDER ACKNOWLEDGEMENT')!;
    // No text of the company's column (left of the title block, which starts 200 pt from the right margin) reaches into the title.
    const near = items.filter((item) => Math.abs(item.y - title.y) < 20 && item.x < 595.28 - 36 - 200);
    expect(near.length).toBeGreaterThan(0);
    for (const item of near) expect(item.x + item.width).toBeLessThan(title.x);
    expect(pdf.pages[0]).toContain('Shree Saurashtra Precision Components and');
    expect(pdf.pages[0]).toContain('Engineering Works');
  });
});
