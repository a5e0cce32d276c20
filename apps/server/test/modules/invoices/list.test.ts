import { indiaDay, type InvoiceListItem } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents } from '../../../src/db/schema.js';
import { linkUnlinkedDocuments } from '../../../src/modules/buyers/index.js';
import { exportInvoicesCsv } from '../../../src/modules/invoices/export.js';
import { financialYearLabel, financialYearStart } from '../../../src/modules/documents/index.js';
import { setupApp } from '../../helpers.js';
import { buildQuotationBody, staffCalls } from '../../support/quotations.js';
import { acceptedOrder, dispatchOk, getOrder, invoiceOk, remaining } from './support.js';

const ctx = await setupApp({}, { seed: false });
const owner = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;
const today = indiaDay();
const fy = financialYearLabel(financialYearStart(new Date()));
const month = Number(today.slice(5, 7));

// Shreeji: one invoice for everything (above the e-way bill threshold); Kaveri: two small ones; one more cancelled.
const shreeji = await acceptedOrder(owner, ctx);
const big = (await dispatchOk(owner, shreeji, remaining(shreeji))).Invoices[0]!;
const kaveri = await acceptedOrder(owner, ctx, {
  Buyer: { ...buildQuotationBody().Buyer, Company: 'Kaveri Valves LLP', Email: 'buy@kaveri.example' },
});
await dispatchOk(owner, kaveri, { [kaveri.Lines[0]!._id]: 2 });
const kaveriInvoices = (await dispatchOk(owner, kaveri, { [kaveri.Lines[1]!._id]: 1 })).Invoices;
const third = await acceptedOrder(owner, ctx);
const dropped = (await dispatchOk(owner, third, { [third.Lines[0]!._id]: 1 })).Invoices[0]!;
await invoiceOk(owner, '/invoice/cancel', { _id: dropped._id, Reason: 'Typed twice' });
const all = [big, ...kaveriInvoices, dropped].map((i) => i.Number);

async function list(body: object = {}) {
  const res = await owner.post('/invoice/list', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: InvoiceListItem[]; total: number; page: number; pageSize: number };
}
const numbers = async (body: object) => (await list(body)).data.map((i) => i.Number);

describe('the invoice list', () => {
  it('newest first (date, then number), paged, with the total', async () => {
    const first = await list({ pageSize: 3 });
    expect([first.total, first.page, first.pageSize]).toEqual([4, 1, 3]);
    expect(first.data.map((i) => i.Number)).toEqual([...all].reverse().slice(0, 3));
    expect(await numbers({ pageSize: 3, page: 2 })).toEqual([all[0]]);
    expect(first.data[2]).toEqual(
      expect.objectContaining({
        OrderId: kaveri._id,
        OrderNumber: kaveri.Number,
        Company: 'Kaveri Valves LLP',
        State: 'Issued',
        Currency: 'INR',
        EwayBillNo: '',
      }),
    );
  });

  it('searches the invoice number, the order number and the buyer, in any case', async () => {
    expect(await numbers({ search: 'kAVERI' })).toEqual([...kaveriInvoices].reverse().map((i) => i.Number));
    expect(await numbers({ search: shreeji.Number.toLowerCase() })).toEqual([big.Number]);
    expect(await numbers({ search: big.Number.slice(-6).toLowerCase() })).toEqual([big.Number]);
    expect(await numbers({ search: '%' })).toEqual([]);
  });

  it('filters by financial year and month, state, e-way bill pending, buyer and order; an id that is no id matches nothing', async () => {
    expect((await list({ financialYear: fy })).total).toBe(4);
    expect((await list({ financialYear: fy, month })).total).toBe(4);
    expect((await list({ financialYear: fy, month: (month % 12) + 1 })).total).toBe(0);
    expect((await list({ financialYear: '19-20' })).total).toBe(0);
    expect(await numbers({ state: 'Cancelled' })).toEqual([dropped.Number]);
    expect(await numbers({ ewayPending: true })).toEqual([big.Number]);
    expect((await list({ ewayPending: false })).total).toBe(3);
    expect((await list({ OrderId: kaveri._id })).total).toBe(2);
    expect((await list({ OrderId: 'not-an-id' })).total).toBe(0);
    expect((await list({ BuyerId: 'not-an-id' })).total).toBe(0);
    const month400 = await owner.post('/invoice/list', { month: 4 });
    expect([month400.statusCode, month400.json().message]).toEqual([400, 'Choose the financial year of the month.']);
    expect((await owner.post('/invoice/list', { financialYear: '26-28' })).statusCode).toBe(400);
  });

  it("the buyer's invoices: on the list by BuyerId and on the buyer screen", async () => {
    await linkUnlinkedDocuments(db);
    const buyerId = (await getOrder(owner, kaveri._id)).BuyerId;
    expect(buyerId).toEqual(expect.any(String));
    expect((await list({ BuyerId: buyerId })).total).toBe(2);
    const res = await owner.post('/buyer/getByID', { _id: buyerId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0].Invoices).toEqual(
      [...kaveriInvoices].reverse().map((i) => ({ ...i, OrderId: kaveri._id, OrderNumber: kaveri.Number })),
    );
  });
});

describe('the invoice CSV', () => {
  it("every match of the list's filters, UTF-8 with a BOM, amounts as numbers; logged", async () => {
    const res = await owner.get(`/invoice/export?financialYear=${fy}&state=Issued`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoices-${today}.csv"`);
    expect(res.body.startsWith('\uFEFFNumber,Date,State,Order,PO number,Buyer,GSTIN,Place of supply,Currency,Taxable,')).toBe(true);
    const rows = res.body.slice(1).split('\r\n').filter(Boolean);
    expect(rows.map((r) => r.split(',')[0])).toEqual(['Number', ...[big, ...kaveriInvoices].reverse().map((i) => i.Number)]);
    const detail = (await owner.post('/invoice/getByID', { _id: big._id })).json().data[0];
    const t = detail.Totals;
    const money = (v: number) => v.toFixed(2);
    expect(rows.at(-1)).toBe(
      [big.Number, today, 'Issued', shreeji.Number, 'PO-STAFF-1', 'Shreeji Pumps Pvt Ltd', '', '24', 'INR']
        .concat([t.Taxable, t.CGST, t.SGST, t.IGST, t.RoundOff, t.GrandTotal].map(money))
        .concat(['Yes', '', '', '', ''])
        .join(','),
    );
    const logged = await db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.kind, 'invoices-exported'), eq(activityEvents.subject, 'Invoices')));
    expect(logged.at(-1)!.details).toEqual(expect.objectContaining({ format: 'csv', financialYear: fy, state: 'Issued' }));

    // Read a batch at a time: batches of 1 and 3 give the same rows, in the same order, as one batch.
    const whole = async (batchSize: number) => {
      const chunks: Buffer[] = [];
      for await (const chunk of exportInvoicesCsv(db, {}, 50_000, batchSize)) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks).toString('utf8');
    };
    const oneBatch = await whole(1000);
    expect(oneBatch.split('\r\n').filter(Boolean)).toHaveLength(5);
    expect([await whole(1), await whole(3)]).toEqual([oneBatch, oneBatch]);

    const pending = await owner.get('/invoice/export?ewayPending=true');
    expect(pending.body.slice(1).split('\r\n').filter(Boolean)).toHaveLength(2);
    expect((await owner.get('/invoice/export?month=3')).statusCode).toBe(400);
    expect((await owner.get('/invoice/export?OrderId=nope')).body.slice(1).split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});
