// @database-agnostic: the proforma PDF drawn from its input, no database (the PGlite pass only)
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { describe, expect, it } from 'vitest';
import { renderProformaPdf, upiPayLink, type ProformaPdfInput } from '../../../../src/modules/documents/index.js';
import { sampleOrder } from '../../../../src/modules/documents/pdf/order-sample.js';
import { SAMPLE_COMPANY } from '../../../../src/modules/documents/pdf/sample.js';
import { pdfToLayoutText } from '../../../support/pdftotext.js';
import { readPdf } from './pdf-text.js';

type ScanQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is a UMD bundle typed as an ES module: under NodeNext its default import types as the module object.
const jsQR: ScanQr = (jsQRModule as unknown as { default?: ScanQr }).default ?? (jsQRModule as unknown as ScanQr);

const UPI_ID = 'rajkotprecision@hdfcbank';
const company = { ...SAMPLE_COMPANY, UpiId: UPI_ID };

/** numerator / denominator rounded half up: the proforma's amount to the paisa (issue 46). */
const halfUp = (total: number, percentHundredths: number) => Math.floor((total * percentHundredths * 2 + 10_000) / 20_000);

function proformaInput(
  percentHundredths: number,
  options: { grandTotal?: number; upi?: boolean; dueDate?: string | null; currency?: 'USD' } = {},
): ProformaPdfInput {
  const sample = { lines: 3, charges: true, ...(options.currency ? { currency: options.currency } : {}) };
  const { profile, order, lines } = sampleOrder(sample, options.upi === false ? SAMPLE_COMPANY : company);
  if (options.grandTotal !== undefined) order.totals = { ...order.totals, Totals: { ...order.totals.Totals, GrandTotal: options.grandTotal } };
  const amountPaise = halfUp(order.totals.Totals.GrandTotal, percentHundredths);
  const proforma = {
    number: 'PI/26-27/0001',
    issueDate: '2026-11-30',
    dueDate: options.dueDate === undefined ? '2026-12-07' : options.dueDate,
    percentHundredths,
    amountPaise,
  };
  return { profile, order, lines, proforma };
}

/** The link annotations of page 1 (the QR code is a link to what it encodes). */
async function pageLinks(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fontsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl: fontsDir, verbosity: 0 }).promise;
  try {
    const annotations = (await (await doc.getPage(1)).getAnnotations()) as { subtype: string; url?: string; unsafeUrl?: string }[];
    return annotations.filter((a) => a.subtype === 'Link').map((a) => a.unsafeUrl ?? a.url ?? '');
  } finally {
    await doc.destroy();
  }
}

/** What a phone reads from page 1's QR code: the page drawn by poppler at 150 dpi (a PPM), scanned with jsQR. */
async function scannedQr(bytes: Uint8Array): Promise<string | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'proforma-qr-'));
  try {
    await fs.writeFile(path.join(dir, 'p.pdf'), bytes);
    await promisify(execFile)('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'p.pdf'), path.join(dir, 'page')]);
    const ppm = await fs.readFile(path.join(dir, 'page.ppm'));
    // "P6\n<width> <height>\n255\n" then RGB bytes.
    const [, width, height] = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!.map(Number) as [number, number, number];
    const rgb = ppm.subarray(ppm.length - width * height * 3);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!, 255], 4 * i);
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe('the proforma invoice PDF (issue 46)', () => {
  it('title, "This is not a tax invoice", number, dates, order, PO, the buyer, lines, taxes and total', async () => {
    const input = proformaInput(5000);
    const text = await pdfToLayoutText(await renderProformaPdf(input));
    for (const value of [
      'PROFORMA INVOICE',
      'This is not a tax invoice',
      'PI/26-27/0001',
      '30 November 2026',
      '7 December 2026',
      'SO-2026-00017',
      'PO/SGEW/2026-27/0311',
      'BILL TO',
      'Shree Ganesh Engineering Works',
      'Drive shaft, turned and ground',
      'Spacer ring',
      'Tooling / fixture development (one time)',
      'TAX SUMMARY',
      'Grand total',
      'BANK DETAILS FOR PAYMENT',
      SAMPLE_COMPANY.Bank.AccountNumber,
      SAMPLE_COMPANY.Bank.IFSC,
      'Page 1 of 1',
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toMatch(/Grand total\s+₹60,942\.00/);
  });

  it('"Advance requested now": the amount and the percent without needless decimals, in Indian grouping', async () => {
    const fifty = await pdfToLayoutText(await renderProformaPdf(proformaInput(5000)));
    expect(fifty).toContain('Advance requested now: ₹30,471.00 (50 % of ₹60,942.00)');
    const third = await pdfToLayoutText(await renderProformaPdf(proformaInput(3333)));
    // 33.33 % of ₹60,942.00 is ₹20,311.9686: ₹20,311.97.
    expect(third).toContain('Advance requested now: ₹20,311.97 (33.33 % of ₹60,942.00)');
    const eighth = await pdfToLayoutText(await renderProformaPdf(proformaInput(1250, { grandTotal: 1_23_45_600 })));
    expect(eighth).toContain('Advance requested now: ₹15,432.00 (12.5 % of ₹1,23,456.00)');
  });

  it('a UPI QR code for exactly the amount: 50 % of an odd total rounded half up to the paisa, the UPI ID printed beside it', async () => {
    // ₹1,234.57: half is 617.285, which is ₹617.29.
    const input = proformaInput(5000, { grandTotal: 1_234_57 });
    expect(input.proforma.amountPaise).toBe(617_29);
    const bytes = await renderProformaPdf(input);
    const link = upiPayLink({ upiId: UPI_ID, payeeName: company.TradeName, amountPaise: 617_29, note: 'PI/26-27/0001' });
    expect(link).toBe('upi://pay?pa=rajkotprecision@hdfcbank&pn=Rajkot%20Precision%20Works&am=617.29&cu=INR&tn=PI/26-27/0001');
    expect(await pageLinks(bytes)).toEqual([link]);
    // The printed code scans to exactly that link.
    expect(await scannedQr(bytes)).toBe(link);
    const text = await pdfToLayoutText(bytes);
    expect(text).toContain('Advance requested now: ₹617.29 (50 % of ₹1,234.57)');
    expect(text).toContain(UPI_ID);
    // The ID sits beside the code, on the advance's lines, not only in the bank details.
    expect((await readPdf(bytes)).pages[0]).toMatch(/Scan with any UPI app .*? rajkotprecision@hdfcbank/);
  });

  it('upiPayLink: two decimals always, the legal name when there is no trade name, names URL-encoded', () => {
    const base = { upiId: 'pay@sbi', note: 'PI/26-27/0042' };
    expect(upiPayLink({ ...base, payeeName: 'A & B Works', amountPaise: 5_00_000_00 })).toBe(
      'upi://pay?pa=pay@sbi&pn=A%20%26%20B%20Works&am=500000.00&cu=INR&tn=PI/26-27/0042',
    );
    expect(upiPayLink({ ...base, payeeName: 'X', amountPaise: 7 })).toContain('&am=0.07&');
    expect(() => upiPayLink({ ...base, payeeName: 'X', amountPaise: 1.5 })).toThrow(/whole paise/);
  });

  it('without a UPI ID: no QR code and no UPI text, the bank details still; without a due date, no due date', async () => {
    const bytes = await renderProformaPdf(proformaInput(5000, { upi: false, dueDate: null }));
    expect(await pageLinks(bytes)).toEqual([]);
    const text = await pdfToLayoutText(bytes);
    expect(text).not.toMatch(/UPI|Due date/);
    expect(text).toContain('Please quote PI/26-27/0001 with the payment.');
    expect(text).toContain(SAMPLE_COMPANY.Bank.AccountNumber);
  });

  it('an order in dollars: the advance in dollars, and no UPI code (UPI moves rupees only)', async () => {
    const bytes = await renderProformaPdf(proformaInput(5000, { currency: 'USD' }));
    expect(await pageLinks(bytes)).toEqual([]);
    const text = await pdfToLayoutText(bytes);
    expect(text).toMatch(/Advance requested now: US\$[\d,]+\.\d\d \(50 % of US\$[\d,]+\.\d\d\)/);
    expect(text).not.toContain('UPI');
  });
});
