// @database-agnostic: the tax invoice PDF drawn from its input, no database (the PGlite pass only)
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatRupees, INVOICE_COPY_TITLES } from '@rp/contract';
import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../../../src/modules/documents/index.js';
import { buildInvoiceModel, hsnSummary } from '../../../../src/modules/documents/pdf/invoice-model.js';
import { sampleInvoice, sampleSignedQr } from '../../../../src/modules/documents/pdf/invoice-sample.js';
import { pdfToLayoutText } from '../../../support/pdftotext.js';
import { readPdf } from './pdf-text.js';

const TABLE_HEADER = 'S.No Description HSN Qty Unit Rate (₹) Disc. % Taxable value (₹) GST %';
const TITLES = Object.values(INVOICE_COPY_TITLES);

type ScanQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is a UMD bundle typed as an ES module: under NodeNext its default import types as the module object.
const jsQR: ScanQr = (jsQRModule as unknown as { default?: ScanQr }).default ?? (jsQRModule as unknown as ScanQr);

/** What a scanner reads from the top right quarter of page 1, printed at 300 dpi (poppler), with jsQR. */
async function scannedQr(bytes: Uint8Array): Promise<string | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invoice-qr-'));
  try {
    await fs.writeFile(path.join(dir, 'p.pdf'), bytes);
    const crop = ['-x', '1240', '-y', '0', '-W', '1240', '-H', '1754'];
    await promisify(execFile)('pdftoppm', [
      '-r',
      '300',
      '-f',
      '1',
      '-l',
      '1',
      ...crop,
      '-singlefile',
      path.join(dir, 'p.pdf'),
      path.join(dir, 'page'),
    ]);
    const ppm = await fs.readFile(path.join(dir, 'page.ppm'));
    const [, width, height] = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!.map(Number) as [number, number, number];
    const rgb = ppm.subarray(ppm.length - width * height * 3);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!, 255], 4 * i);
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe('the tax invoice PDF (issue 48)', () => {
  it.each([
    ['in the state', '24'],
    ['across states', '27'],
  ])('the HSN-wise summary %s adds up to the tax per rate, to the paisa, charges on rows of their own', (_, placeOfSupply) => {
    const input = sampleInvoice({ lines: 23, charges: true, placeOfSupply });
    const model = buildInvoiceModel(input);
    const rows = hsnSummary(model);
    for (const rate of model.computed.TaxSummary) {
      const at = rows.filter((r) => r.gstRate === rate.GstRate);
      const sum = (key: 'taxable' | 'cgst' | 'sgst' | 'igst') => at.reduce((total, r) => total + r[key], 0);
      expect([sum('taxable'), sum('cgst'), sum('sgst'), sum('igst')]).toEqual([rate.Taxable, rate.CGST, rate.SGST, rate.IGST]);
    }
    expect(rows.map((r) => r.hsn)).toEqual(expect.arrayContaining(['Packing and forwarding', 'Freight', 'Tooling']));
    expect(new Set(rows.map((r) => `${r.hsn} ${r.gstRate}`)).size).toBe(rows.length);
  });

  it('a 100-line invoice flows over pages: the table header on each, the copy named at the top of each, its own page count, totals once', async () => {
    const input = sampleInvoice({ lines: 100, charges: true, copy: 'original' });
    const pdf = await readPdf(await renderInvoicePdf(input));
    const count = pdf.pages.length;
    expect(count).toBeGreaterThanOrEqual(3);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${count}`);
      if (i > 0) expect(page.startsWith(`TAX INVOICE INV/26-27/0007 · ${TITLES[0]}`)).toBe(true);
    });
    const withLines = pdf.pages.filter((page) => / (1|\d\d) [A-Z][a-z]+/.test(page) && !page.includes('HSN-WISE SUMMARY'));
    expect(withLines.length).toBeGreaterThanOrEqual(2);
    for (const page of withLines) expect(page).toContain(TABLE_HEADER);
    const all = pdf.pages.join(' ');
    for (let n = 1; n <= 100; n++) expect(all).toMatch(new RegExp(`(^| )${n} [A-Z][a-z]`));
    expect(pdf.pages.filter((page) => page.includes('Grand total'))).toHaveLength(1);
    expect(pdf.pages.at(-1)).toContain(`Grand total ${formatRupees(input.invoice.grandTotalPaise)}`);
    expect(pdf.pages.at(-1)).toContain('Authorised Signatory');
  });

  it('three copies in one file: each from a page of its own, titled, counting its own pages', async () => {
    const pdf = await readPdf(await renderInvoicePdf(sampleInvoice({ lines: 30, charges: true })));
    const firsts = pdf.pages.map((page, i) => [page, i] as const).filter(([page]) => page.includes('BILL TO'));
    expect(firsts.map(([page]) => TITLES.find((t) => page.includes(`TAX INVOICE ${t}`)))).toEqual(TITLES);
    const perCopy = pdf.pages.length / 3;
    expect(firsts.map(([, i]) => i)).toEqual([0, perCopy, 2 * perCopy]);
    for (const [n, title] of TITLES.entries()) {
      const pages = pdf.pages.slice(n * perCopy, (n + 1) * perCopy);
      pages.forEach((page, i) => {
        expect(page).toContain(`Page ${i + 1} of ${perCopy}`);
        expect(page).toContain(`Tax invoice INV/26-27/0007 · ${title}`);
      });
    }
  });

  it('a cancelled e-invoice: CANCELLED across every page, the reason, the IRN and acknowledgement beside the QR code', async () => {
    const input = sampleInvoice({ lines: 3, cancelled: true, einvoice: true, copy: 'original' });
    const bytes = await renderInvoicePdf(input);
    const pdf = await readPdf(bytes);
    for (const items of pdf.items) expect(items.filter((item) => item.str === 'CANCELLED')).toHaveLength(1);
    const text = await pdfToLayoutText(bytes);
    for (const value of [
      'CANCELLED on 3 December 2026',
      `Reason: ${input.invoice.cancelReason}`,
      input.invoice.irn,
      'ACK NO.',
      '112610012345678',
      'ACK DATE',
      '2 December 2026',
      'Signed QR code (e-invoice)',
    ]) {
      expect(text).toContain(value);
    }
  });

  it('the signed QR code (about 1,100 characters) scans back from the page printed at 300 dpi', async () => {
    const bytes = await renderInvoicePdf(sampleInvoice({ lines: 2, einvoice: true, copy: 'original' }));
    expect(await scannedQr(bytes)).toBe(sampleSignedQr());
    expect(await scannedQr(await renderInvoicePdf(sampleInvoice({ lines: 2, copy: 'original' })))).toBeNull();
  });

  it('a signed QR code too long for a QR code is said in words, not an error', async () => {
    const input = sampleInvoice({ lines: 2, einvoice: true, copy: 'original' });
    input.invoice = { ...input.invoice, signedQrCode: 'a'.repeat(4000) };
    const pdf = await readPdf(await renderInvoicePdf(input));
    expect(pdf.pages[0]).toMatch(/The signed QR code is too long to .*print as a QR code; it is kept with the invoice\./);
  });

  it('an export: no GSTIN line, place of supply outside India, the HSN summary with values only', async () => {
    const text = await pdfToLayoutText(await renderInvoicePdf(sampleInvoice({ lines: 2, placeOfSupply: '96', copy: 'original' })));
    expect(text).toContain('Outside India');
    expect(text).not.toMatch(/GSTIN: (Unregistered|\w{15})\n[\s\S]*PLACE OF SUPPLY/);
    expect(text).toContain('HSN-WISE SUMMARY');
    expect(text).not.toContain('CGST (₹)');
  });
});
