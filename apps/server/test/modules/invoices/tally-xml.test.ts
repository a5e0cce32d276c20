import { API_BASE, indiaDay, type Invoice } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { activityEvents } from '../../../src/db/schema.js';
import { saveCompanyProfile } from '../../../src/modules/settings/company-profile.js';
import { setupApp } from '../../helpers.js';
import { completeCompanyProfile } from '../../support/company-profile.js';
import { gstinOf, invoicedOrder, paiseOf } from '../../support/invoice-books.js';
import { ensureCompanyGstin, staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({}, { seed: false });
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

const TRICKY = `Shah & Sons <Tools> "Prime" 'Works'`;
const BOOKS = `RPW & Co <Books> "2026" 'Main'`;

type Entry = { LEDGERNAME: string; ISDEEMEDPOSITIVE: string; AMOUNT: string };
type Voucher = Record<string, string> & { '@_VCHTYPE': string; '@_ACTION': string; 'ALLLEDGERENTRIES.LIST'?: Entry[] };
type Ledger = Record<string, string> & { '@_NAME': string; 'ADDRESS.LIST': { ADDRESS: string[] } };

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['LEDGER', 'VOUCHER', 'ALLLEDGERENTRIES.LIST', 'ADDRESS'].includes(name),
});

async function tallyFile(From: string, To: string) {
  const res = await staff.post('/invoice/tally-xml', { From, To });
  expect(res.statusCode, res.body).toBe(200);
  expect(XMLValidator.validate(res.body)).toBe(true);
  const envelope = parser.parse(res.body).ENVELOPE;
  const message = envelope.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE;
  return {
    res,
    envelope,
    message,
    ledgers: (message.LEDGER ?? []) as Ledger[],
    vouchers: (message.VOUCHER ?? []) as Voucher[],
  };
}

const entriesOf = (voucher: Voucher) => voucher['ALLLEDGERENTRIES.LIST'] ?? [];

describe('POST /invoice/tally-xml', () => {
  it('ledgers once per buyer, then a voucher per invoice whose amounts sum to 0.00, escaped text read back as written', async () => {
    await ensureCompanyGstin(ctx);
    const profile = completeCompanyProfile();
    await saveCompanyProfile(
      db,
      { ...profile, Tally: { ...profile.Tally, CompanyName: BOOKS } },
      { actorId: null, actorEmail: 'owner@example.com', ip: '127.0.0.1' },
    );

    const tricky = { Company: TRICKY, Contact: 'Asha Patel', Email: 'asha@shah.example.com', Phone: '+91 98250 12345', PlaceOfSupply: '24' as const };
    const a1 = await invoicedOrder(staff, ctx, {
      quotation: { Buyer: { ...tricky, BillingAddress: 'Plot 12, GIDC Estate\nRajkot 360003' } },
      quantities: (o) => ({ [o.Lines[0]!._id]: 99, [o.Lines[1]!._id]: 0.125 }),
    });
    const a2 = await invoicedOrder(staff, ctx, { quotation: { Buyer: { ...tricky, BillingAddress: 'Plot 12, GIDC Estate\nRajkot 360003' } } });
    const deccan = {
      Company: 'Deccan Valves LLP',
      Contact: 'R. Kulkarni',
      Email: 'purchase@deccan.example.com',
      Phone: '+91 98220 55555',
      BillingAddress: 'MIDC Bhosari\nPune 411026',
      GSTIN: gstinOf('27'),
      PlaceOfSupply: '27' as const,
    };
    const b1 = await invoicedOrder(staff, ctx, { quotation: { Buyer: deccan } });
    const b2 = await invoicedOrder(staff, ctx, { quotation: { Buyer: deccan } });
    const cancel = await staff.post('/invoice/cancel', { _id: b2.invoice._id, Reason: 'Priced on the wrong order' });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const today = indiaDay();
    const { res, envelope, message, ledgers, vouchers } = await tallyFile(today, today);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="tally-sales-${today}-${today}.xml"`);
    expect(res.body).toContain('Shah &amp; Sons &lt;Tools&gt;');
    expect(envelope.HEADER.TALLYREQUEST).toBe('Import Data');
    expect(envelope.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('Vouchers');
    expect(envelope.BODY.IMPORTDATA.REQUESTDESC.STATICVARIABLES.SVCURRENTCOMPANY).toBe(BOOKS);
    expect(message['@_xmlns:UDF']).toBe('TallyUDF');

    expect(ledgers.map((l) => l['@_NAME'])).toEqual([TRICKY, 'Deccan Valves LLP']);
    const [shah, valves] = ledgers;
    expect(shah).toMatchObject({
      NAME: TRICKY,
      PARENT: 'Sundry Debtors',
      GSTREGISTRATIONTYPE: 'Unregistered',
      LEDSTATENAME: 'Gujarat',
      PINCODE: '360003',
    });
    expect(shah!['ADDRESS.LIST'].ADDRESS).toEqual(['Plot 12, GIDC Estate', 'Rajkot 360003']);
    expect(valves).toMatchObject({ PARENT: 'Sundry Debtors', GSTREGISTRATIONTYPE: 'Regular', PARTYGSTIN: deccan.GSTIN, LEDSTATENAME: 'Maharashtra' });

    const invoices = [a1, a2, b1, b2].map((x) => ({ invoice: x.invoice, order: x.order }));
    expect(vouchers.map((v) => v.VOUCHERNUMBER)).toEqual(invoices.map((x) => x.invoice.Number));
    vouchers.forEach((voucher, i) => {
      const { invoice, order } = invoices[i]!;
      expect(voucher).toMatchObject({
        '@_VCHTYPE': 'Sales',
        '@_ACTION': 'Create',
        DATE: invoice.Date.replaceAll('-', ''),
        VOUCHERTYPENAME: 'Sales',
        REFERENCE: order.Number,
        PARTYLEDGERNAME: invoice.Buyer.Company,
        PARTYGSTIN: invoice.Buyer.GSTIN,
        PLACEOFSUPPLY: i < 2 ? 'Gujarat' : 'Maharashtra',
        ISINVOICE: 'Yes',
      });
    });

    const cancelled = vouchers[3]!;
    expect(cancelled.ISCANCELLED).toBe('Yes');
    expect(cancelled['ALLLEDGERENTRIES.LIST']).toBeUndefined();
    for (const [i, voucher] of vouchers.slice(0, 3).entries()) {
      expect(voucher.ISCANCELLED).toBe('No');
      expectVoucher(voucher, invoices[i]!.invoice);
    }
    const names = (v: Voucher) => entriesOf(v).map((e) => e.LEDGERNAME);
    expect(names(vouchers[0]!)).toEqual(
      expect.arrayContaining(['Sales', 'Output CGST 2.5%', 'Output SGST 2.5%', 'Output CGST 9%', 'Output SGST 9%']),
    );
    expect(names(vouchers[2]!)).toEqual(expect.arrayContaining(['Sales', 'Output IGST 5%', 'Output IGST 18%']));
    expect(names(vouchers[2]!).some((n) => n.includes('CGST'))).toBe(false);

    const [logged] = await db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.kind, 'invoices-exported'), eq(activityEvents.subject, 'Tally')));
    expect(logged?.details).toMatchObject({ from: today, to: today, invoices: 4 });
  });

  it('a range without invoices is a file without ledgers or vouchers; at most 366 days; From not after To', async () => {
    const empty = await tallyFile('2024-04-01', '2025-03-31');
    expect([empty.ledgers, empty.vouchers]).toEqual([[], []]);
    expect((await tallyFile('2024-01-01', '2024-12-31')).vouchers).toEqual([]);
    const long = await staff.post('/invoice/tally-xml', { From: '2024-01-01', To: '2025-01-01' });
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().message).toContain('366 days');
    const backwards = await staff.post('/invoice/tally-xml', { From: '2026-04-02', To: '2026-04-01' });
    expect(backwards.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${API_BASE}/invoice/tally-xml`,
      payload: { From: '2026-04-01', To: '2026-04-02' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** The party debited the grand total, sales and each tax credited their amounts, round off signed: a sum of 0.00. */
function expectVoucher(voucher: Voucher, invoice: Invoice) {
  const entries = entriesOf(voucher);
  const amounts = entries.map((e) => paiseOf(e.AMOUNT));
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(0);
  entries.forEach((e) => expect(e.ISDEEMEDPOSITIVE).toBe(e.AMOUNT.startsWith('-') ? 'Yes' : 'No'));
  expect(entries[0]).toMatchObject({ LEDGERNAME: invoice.Buyer.Company, ISDEEMEDPOSITIVE: 'Yes' });
  expect(amounts[0]).toBe(-paiseOf(invoice.Totals.GrandTotal));
  const byName = new Map(entries.map((e) => [e.LEDGERNAME, paiseOf(e.AMOUNT)]));
  expect(byName.get('Sales')).toBe(paiseOf(invoice.Totals.Taxable));
  expect(byName.get('Round Off') ?? 0).toBe(paiseOf(invoice.Totals.RoundOff));
  for (const row of invoice.TaxSummary) {
    if (row.CGST > 0) expect(byName.get(`Output CGST ${row.GstRate / 2}%`)).toBe(paiseOf(row.CGST));
    if (row.IGST > 0) expect(byName.get(`Output IGST ${row.GstRate}%`)).toBe(paiseOf(row.IGST));
  }
}
