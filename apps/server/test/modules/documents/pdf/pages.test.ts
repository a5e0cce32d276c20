// @database-agnostic: the quotation PDF drawn from its input, no database (the PGlite pass only)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderQuotationPdf } from '../../../../src/modules/documents/pdf/index.js';
import type { QuotationPdfInput } from '../../../../src/modules/documents/pdf/quotation-input.js';
import { sampleQuotationInput } from '../../../../src/modules/documents/pdf/sample.js';
import { builtModule } from '../../../support/server-build.js';
import { readPdf, type ReadPdf } from './pdf-text.js';

const TABLE_HEADER = 'S.No Description HSN Qty Unit Rate (₹) Disc. % Taxable value (₹) GST %';
const MARGIN = 36;

/** Every text item lies inside the page's margins (none cut off, none in the margin but the footer). */
function expectInsideMargins(pdf: ReadPdf) {
  pdf.items.forEach((items, page) => {
    const { width, height } = pdf.pageSizes[page]!;
    for (const item of items) {
      const where = `"${item.str}" on page ${page + 1}`;
      expect(item.x, where).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(item.x + item.width, where).toBeLessThanOrEqual(width - MARGIN + 0.5);
      expect(item.y, where).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(item.y, where).toBeLessThanOrEqual(height - MARGIN);
    }
  });
}

function withDescriptions(input: QuotationPdfInput, describe: (n: number) => string): QuotationPdfInput {
  const lines = input.quotation.lines.map((line, i) => ({ ...line, Description: describe(i + 1) }));
  return { ...input, quotation: { ...input.quotation, lines } };
}

const pageOf = (pdf: ReadPdf, text: string) => pdf.pages.findIndex((page) => page.includes(text));

describe('quotation PDF pages', () => {
  it('a two-page quotation: "Page 1 of 2", "Page 2 of 2", and the table header repeated on page 2', async () => {
    const pdf = await readPdf(await renderQuotationPdf(sampleQuotationInput({ lines: 16 })));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pageSizes[0]).toEqual({ width: 595.28, height: 841.89 }); // A4
    expect(pdf.pages[0]).toContain('Page 1 of 2');
    expect(pdf.pages[1]).toContain('Page 2 of 2');
    expect(pdf.pages[0]).toContain(TABLE_HEADER);
    // Page 2 starts with the quotation's number and the header, then the table goes on.
    expect(pdf.pages[1]).toMatch(new RegExp(`^QUOTATION QT-2026-00042-R1 .*${TABLE_HEADER.replace(/[().%₹]/g, '\\$&')} \\d+ `));
    expect(pdf.pages[1]).toContain('Grand total ₹');
  });

  it('100 lines: every page numbered "Page i of N", the header on every page of the table, no row split across pages', async () => {
    const filler = 'turned, ground and inspected to the drawing';
    const input = withDescriptions(sampleQuotationInput({ lines: 100, quantityBreaks: true }), (n) =>
      [`Part ${n} begins.`, ...Array.from({ length: (n * 7) % 12 }, () => filler), `Part ${n} ends.`].join(' '),
    );
    const pdf = await readPdf(await renderQuotationPdf(input));
    const count = pdf.pages.length;
    expect(count).toBeGreaterThan(3);
    pdf.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${count}`));
    for (let n = 1; n <= 100; n++) {
      const begins = pageOf(pdf, `Part ${n} begins.`);
      expect(begins, `line ${n}`).toBeGreaterThanOrEqual(0);
      expect(pageOf(pdf, `Part ${n} ends.`), `line ${n} ends on its page`).toBe(begins);
      // Its figures are on that page too, and the line's quantity breaks right after it.
      expect(pdf.pages[begins], `line ${n} figures`).toMatch(new RegExp(`${n} Part ${n} begins\\..* Part ${n} ends\\. Drawing No\\.: [^]*? \\d{4} `));
    }
    const lastTablePage = pageOf(pdf, 'Part 100 ends.');
    for (let page = 0; page <= lastTablePage; page++) expect(pdf.pages[page], `page ${page + 1}`).toContain(TABLE_HEADER);
    expect(pdf.pages.join(' ').split(TABLE_HEADER)).toHaveLength(lastTablePage + 2);
    expectInsideMargins(pdf);
  });

  it('a description taller than a page flows on to the next page line by line, inside the margins', async () => {
    const steps = Array.from({ length: 150 }, (_, i) => `Step ${i + 1}: check the bore.`).join('\n');
    const input = withDescriptions(sampleQuotationInput({ lines: 2 }), (n) => (n === 1 ? steps : 'Spacer ring'));
    const pdf = await readPdf(await renderQuotationPdf(input));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    const text = pdf.pages.join(' ');
    let from = 0;
    for (let i = 1; i <= 150; i++) {
      const at = text.indexOf(`Step ${i}: check the bore.`, from);
      expect(at, `step ${i} in order`).toBeGreaterThan(from - 1);
      from = at;
    }
    expect(pageOf(pdf, 'Step 150:')).toBeGreaterThan(pageOf(pdf, 'Step 1:'));
    expect(text).toContain('2 Spacer ring');
    expectInsideMargins(pdf);
  });

  it('long words, names and amounts stay inside the page', async () => {
    const input = withDescriptions(sampleQuotationInput({ lines: 3 }), (n) => `${'X'.repeat(40 * n)} end`);
    const longName = 'Shree Ganesh Engineering Works and Precision Components Manufacturing Private Limited, Unit II';
    const buyer = { ...input.quotation.buyer, Company: longName };
    const pdf = await readPdf(await renderQuotationPdf({ ...input, quotation: { ...input.quotation, buyer } }));
    expect(pdf.pages.join(' ')).toContain('Engineering Works and Precision');
    expectInsideMargins(pdf);
  });
});

describe('quotation PDF bytes', () => {
  it('the same input gives the same bytes; its dates come from the input, not the clock', async () => {
    const input = sampleQuotationInput({ lines: 5, charges: true, quantityBreaks: true });
    const first = await renderQuotationPdf(input);
    const second = await renderQuotationPdf(structuredClone(input));
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    // Embedded (subset) Roboto, the font with ₹, not a standard font a viewer substitutes.
    expect(first.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto-Bold\b/);
    expect(first.toString('latin1')).toMatch(/\/FontFile2 /);
    expect(second.equals(first)).toBe(true);
    const { info } = await readPdf(first);
    expect(info).toMatchObject({ CreationDate: 'D:20261127053000Z', ModDate: 'D:20261127061500Z', Title: 'Quotation QT-2026-00042-R1' });
    const edited = { ...input, quotation: { ...input.quotation, updatedAt: new Date('2026-11-28T09:00:00.000Z') } };
    expect((await renderQuotationPdf(edited)).equals(first)).toBe(false);
  });

  it('the transpiled server (as in production) finds its fonts and gives the same bytes', async () => {
    const script = `
      const { renderQuotationPdf } = await import(${JSON.stringify(builtModule('modules/documents/pdf/index.ts'))});
      const { sampleQuotationInput } = await import(${JSON.stringify(builtModule('modules/documents/pdf/sample.ts'))});
      process.stdout.write((await renderQuotationPdf(sampleQuotationInput({ lines: 4 }))).toString('base64'));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { maxBuffer: 10_000_000 });
    const inProcess = await renderQuotationPdf(sampleQuotationInput({ lines: 4 }));
    expect(Buffer.from(stdout, 'base64').equals(inProcess)).toBe(true);
  });
});
