import { API_BASE, formatRupees, formatRupeesPlain, gstRateText, gstStateName, INVOICE_COPY_TITLES, type Invoice } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../helpers.js';
import { gstinOf, invoicedOrder, paiseOf } from '../../support/invoice-books.js';
import { mailedKey } from '../../support/orders.js';
import { pdfToLayoutText } from '../../support/pdftotext.js';
import { readPdf } from '../documents/pdf/pdf-text.js';
import { buildQuotationBody, staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({}, { seed: false });
const staff = staffCalls(ctx, await ctx.login());
const TITLES = Object.values(INVOICE_COPY_TITLES);

async function pdfText(path: string) {
  const res = await staff.get(path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(/^inline; filename="Tax invoice INV-\d\d-\d\d-\d{4}\.pdf"/);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  return pdfToLayoutText(res.rawPayload);
}

const buyer = (overrides: object) => ({ ...buildQuotationBody().Buyer, ShippingAddress: 'Plant 2, Sanand GIDC\nAhmedabad 382110', ...overrides });

/** Every field rule 46 asks for, as the PDF's text shows it; `copyText` is one copy (the text up to the next copy's title). */
async function expectRule46(text: string, invoice: Invoice, state: string) {
  const { record: profile } = await ctx.app.companyProfile();
  const amount = (rupees: number) => formatRupeesPlain(paiseOf(rupees));
  for (const value of [
    'TAX INVOICE',
    profile.TradeName,
    profile.LegalName,
    `GSTIN: ${profile.GSTIN}`,
    `State: ${gstStateName(profile.State)}, code ${profile.State}`,
    'Invoice No.',
    invoice.Number,
    'BILL TO',
    invoice.Buyer.Company,
    invoice.Buyer.BillingAddress.split('\n')[0]!,
    `GSTIN: ${invoice.Buyer.GSTIN || 'Unregistered'}`,
    'PLACE OF SUPPLY',
    `${gstStateName(state)} (${state})`,
    'SHIP TO',
    'Plant 2, Sanand GIDC',
    // The lines: description, HSN, quantity, unit, rate, discount, taxable value, GST rate.
    'Pump shaft, EN8, ground',
    '84839000',
    `8413 100 Nos 412.50 2.5 ${amount(invoice.Lines[0]!.Taxable)} 18%`.replace(/ /g, ' +'),
    'Freight',
    'HSN-WISE SUMMARY',
    'Whether tax is payable on reverse charge: No',
    invoice.Totals.AmountInWords,
    'TRANSPORTER',
    'VRL Logistics',
    'LR / DOCKET NO.',
    'VRL-7781234',
    'VEHICLE NO.',
    'GJ03AB1234',
    'E-WAY BILL NO.',
    'Order No.',
    invoice.OrderNumber,
    'PO-STAFF-1',
    'dated 20 November 2026',
    `For ${profile.LegalName}`,
    'Authorised Signatory',
  ]) {
    if (value.includes(' +')) expect(text).toMatch(new RegExp(value));
    else expect(text).toContain(value);
  }
  expect(text).toMatch(new RegExp(`Grand total +${formatRupees(paiseOf(invoice.Totals.GrandTotal)).replace(/[.]/g, '\\.')}`));
  // The tax of each rate beside the totals, and per HSN.
  expect(invoice.TaxSummary.length).toBeGreaterThan(1);
  for (const rate of invoice.TaxSummary) {
    const parts =
      invoice.TaxMode === 'IGST'
        ? [['IGST', rate.GstRate, rate.IGST]]
        : [
            ['CGST', rate.GstRate / 2, rate.CGST],
            ['SGST', rate.GstRate / 2, rate.SGST],
          ];
    for (const [name, percent, tax] of parts as [string, number, number][]) {
      expect(text).toMatch(new RegExp(`${name} @ ${gstRateText(percent).replace('.', '\\.')} +${formatRupees(paiseOf(tax)).replace('.', '\\.')}`));
    }
  }
  if (invoice.TaxMode === 'IGST') expect(text).toMatch(/IGST \(₹\)/);
  else expect(text).toMatch(/CGST \(₹\) +SGST \(₹\)/);
}

describe('GET /invoice/:id/pdf (issue 48)', () => {
  const quantities = (o: { Lines: { _id: string }[] }) => ({ [o.Lines[0]!._id]: 100, [o.Lines[1]!._id]: 12.125 });

  it('an intra-state buyer: every rule-46 field, CGST and SGST, in three copies each from a page of its own', async () => {
    const { invoice } = await invoicedOrder(staff, ctx, { quotation: { Buyer: buyer({ GSTIN: gstinOf('24') }) }, quantities });
    expect(invoice.TaxMode).toBe('CGST+SGST');
    const text = await pdfText(`/invoice/${invoice._id}/pdf`);
    const copies = text.split('\f').filter((page) => page.includes('TAX INVOICE') && page.includes('BILL TO'));
    expect(copies.map((page) => TITLES.find((title) => page.includes(title)))).toEqual(TITLES);
    for (const title of TITLES) expect(text.split(title).length - 1).toBeGreaterThanOrEqual(2); // heading and footer
    await expectRule46(text.slice(0, text.indexOf(TITLES[1]!)), invoice, '24');
  });

  it('an inter-state buyer: IGST; the state from the GSTIN and the place of supply', async () => {
    const { invoice } = await invoicedOrder(staff, ctx, { quotation: { Buyer: buyer({ GSTIN: gstinOf('27'), PlaceOfSupply: '27' }) }, quantities });
    expect(invoice.TaxMode).toBe('IGST');
    const text = await pdfText(`/invoice/${invoice._id}/pdf?copy=original`);
    await expectRule46(text, invoice, '27');
    expect(text).toContain('State: Maharashtra, code 27');
    expect(text).not.toContain(TITLES[1]!);
  });

  it('an unregistered buyer: "GSTIN: Unregistered", the state of the place of supply', async () => {
    const { invoice } = await invoicedOrder(staff, ctx, {
      quotation: { Buyer: buyer({ GSTIN: '', GstTreatment: 'Unregistered' }) },
      quantities,
    });
    const text = await pdfText(`/invoice/${invoice._id}/pdf?copy=triplicate`);
    await expectRule46(text, invoice, '24');
    expect(text).toContain('State: Gujarat, code 24');
    expect(text).toContain(TITLES[2]!);
    expect(text).not.toContain(TITLES[0]!);
  });

  it('after cancel: CANCELLED with the reason; after einvoice: IRN, Ack No and Ack Date', async () => {
    const { invoice } = await invoicedOrder(staff, ctx, { quotation: { Buyer: buyer({ GSTIN: gstinOf('24') }) } });
    const irn = 'ab'.repeat(32);
    const einvoice = await staff.post('/invoice/einvoice', {
      _id: invoice._id,
      IRN: irn,
      AckNo: '112610012345678',
      AckDate: invoice.Date,
      SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiMSJ9.c2ln',
    });
    expect(einvoice.statusCode, einvoice.body).toBe(200);
    let text = await pdfText(`/invoice/${invoice._id}/pdf?copy=original`);
    for (const value of ['IRN (E-INVOICE)', irn, 'ACK NO.', '112610012345678', 'ACK DATE', 'Signed QR code (e-invoice)'])
      expect(text).toContain(value);
    expect(text).not.toContain('CANCELLED');

    const cancel = await staff.post('/invoice/cancel', { _id: invoice._id, Reason: 'Wrong quantity billed; re-invoiced.' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    text = await pdfText(`/invoice/${invoice._id}/pdf`);
    // The watermark (text across the page) on every page of every copy, the reason under each copy's title.
    const pdf = await readPdf((await staff.get(`/invoice/${invoice._id}/pdf`)).rawPayload);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    for (const items of pdf.items) expect(items.filter((item) => item.str === 'CANCELLED')).toHaveLength(1);
    expect(text).toContain('CANCELLED on ');
    expect(text.split('Reason: Wrong quantity billed; re-invoiced.').length - 1).toBe(3);
  });

  it('a bad copy is a 400, an unknown invoice a 404, no session a 401', async () => {
    const { invoice } = await invoicedOrder(staff, ctx);
    expect((await staff.get(`/invoice/${invoice._id}/pdf?copy=quadruplicate`)).statusCode).toBe(400);
    expect((await staff.get(`/invoice/00000000-0000-4000-8000-000000000000/pdf`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${API_BASE}/invoice/${invoice._id}/pdf` })).statusCode).toBe(401);
  });
});

describe("GET /rfq/:reference/invoice/:id/pdf (the buyer's copy)", () => {
  it('the original copy with the status link key; a wrong key, another lead’s invoice and an unknown id are the same 404', async () => {
    const mine = await invoicedOrder(staff, ctx);
    const theirs = await invoicedOrder(staff, ctx);
    const lead = mine.order.LeadId!;
    const reference = mine.order.LeadReference!;
    const key = await mailedKey(ctx, lead);
    const get = (id: string, k = key) =>
      ctx.app.inject({ method: 'GET', url: `${API_BASE}/rfq/${reference}/invoice/${id}/pdf?key=${encodeURIComponent(k)}` });

    const res = await get(mine.invoice._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const text = await pdfToLayoutText(res.rawPayload);
    expect(text).toContain(TITLES[0]!);
    expect(text).toContain(mine.invoice.Number);
    for (const other of TITLES.slice(1)) expect(text).not.toContain(other);

    const misses = [
      await get(mine.invoice._id, `${key}x`),
      await get(theirs.invoice._id),
      await get('00000000-0000-4000-8000-000000000000'),
      await get('not-an-id'),
    ];
    for (const miss of misses) expect(miss.statusCode, miss.body).toBe(404);
    expect(new Set(misses.map((miss) => miss.json().message)).size).toBe(1);
  });
});
