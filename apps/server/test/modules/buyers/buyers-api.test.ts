import { API_BASE, type Buyer, type BuyerListItem } from '@rp/contract';
import { parse } from 'csv-parse/sync';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityEvents, buyers, orders, payments, proformas } from '../../../src/db/schema.js';
import { setupApp, target } from '../../helpers.js';
import { mailConfig, startMailCatcher } from '../../support/mail.js';
import { acceptedByStaff } from '../../support/orders.js';
import { buildQuotationBody, createLead, staffCalls } from '../../support/quotations.js';
import { addMember } from '../../support/team.js';
import { buyerBody, buyerDetail, gstinOf } from './support.js';

const catcher = await startMailCatcher();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
afterAll(() => catcher.close());
const ownerToken = await ctx.login();
const owner = staffCalls(ctx, ownerToken);
const member = await addMember(ctx, catcher, ownerToken, 'meera@example.com', 'Staff');
const staff = staffCalls(ctx, member.token);
const db = ctx.database.db;

async function saved(caller: typeof staff, body: object, status = 201): Promise<Buyer> {
  const res = await caller.post('/buyer/save', body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as Buyer;
}
const listOf = async (body: object) => {
  const res = await staff.post('/buyer/list', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: BuyerListItem[]; total: number; page: number; pageSize: number };
};

describe(`POST /buyer/save (${target})`, () => {
  it('creates (201) and updates (200) for Staff and Owners alike; treatment and state from the GSTIN; activity logged', async () => {
    const gstin = gstinOf(501, '27');
    const made = await saved(staff, buyerBody('Deccan Tractors', { GSTIN: gstin, City: 'Pune', PinCode: '411001' }));
    expect(made).toMatchObject({ Company: 'Deccan Tractors', GSTIN: gstin, GstTreatment: 'Registered', StateCode: '27', City: 'Pune' });
    expect(made.Contacts).toEqual([
      { Name: 'Contact of Deccan Tractors', Email: 'deccan.tractors@example.in', Phone: '', Designation: '', SeesCompanyDocuments: false },
    ]);
    const contacts = [
      { Name: 'Vikram Rana', Email: 'Vikram@Deccan.in', Phone: '+91 98200 00001', Designation: 'Purchase' },
      { Name: 'Stores', Email: '' },
    ];
    const updated = await saved(owner, { ...buyerBody('Deccan Tractors Ltd'), _id: made._id, GSTIN: gstin, Contacts: contacts }, 200);
    expect(updated.Company).toBe('Deccan Tractors Ltd');
    expect(updated.Contacts.map((c) => c.Email)).toEqual(['vikram@deccan.in', '']);
    const log = await db.select().from(activityEvents).orderBy(desc(activityEvents.at)).limit(2);
    expect(log.map((e) => [e.kind, e.subject])).toEqual([
      ['buyer-updated', 'Deccan Tractors Ltd'],
      ['buyer-created', 'Deccan Tractors'],
    ]);
  });

  it('400 without a contact or with a bad GSTIN; 409 naming the buyer that has the GSTIN; 404 for an unknown _id', async () => {
    expect((await staff.post('/buyer/save', { Company: 'No One', Contacts: [] })).statusCode).toBe(400);
    const bad = await staff.post('/buyer/save', buyerBody('Bad Gstin', { GSTIN: '24AAACK0001A1ZX' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/GSTIN/);
    const gstin = gstinOf(502);
    const first = await saved(staff, buyerBody('Narmada Textiles', { GSTIN: gstin }));
    const twice = await staff.post('/buyer/save', buyerBody('Narmada Copy', { GSTIN: gstin }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('Narmada Textiles');
    const other = await saved(staff, buyerBody('Other Mill'));
    expect((await staff.post('/buyer/save', { ...buyerBody('Other Mill'), _id: other._id, GSTIN: gstin })).statusCode).toBe(409);
    // Saving the holder itself with its own GSTIN is fine.
    await saved(staff, { ...buyerBody('Narmada Textiles'), _id: first._id, GSTIN: gstin }, 200);
    const unknown = await staff.post('/buyer/save', { ...buyerBody('Ghost'), _id: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Buyer not found.']);
  });
});

describe(`the buyer screen and the list (${target})`, () => {
  it('getByID answers the leads, quotations, orders, proformas, payments and the outstanding in rupees', async () => {
    const gstin = gstinOf(601);
    const { quotation, order } = await acceptedByStaff(staff, ctx, {
      Buyer: { ...buildQuotationBody().Buyer, Company: 'Saurashtra Pumps', Email: 'po@saurashtra.in', GSTIN: gstin },
    });
    const buyerId = order.BuyerId!;
    await db.update(orders).set({ grandTotalPaise: 1_000_000 }).where(eq(orders.id, order._id));
    await db.insert(payments).values([
      { orderId: order._id, buyerId, amountPaise: 250_050, date: '2026-11-20', mode: 'UPI', reference: 'UTR1' },
      { orderId: order._id, buyerId, amountPaise: 100_000, date: '2026-11-21', mode: 'Cash', removedAt: new Date(), removedReason: 'typo' },
    ]);
    await db
      .insert(proformas)
      .values({ number: 'PI/26-27/9001', orderId: order._id, buyerId, percentHundredths: 5000, amountPaise: 500_000, issueDate: '2026-11-20' });
    const detail = await buyerDetail(staff, buyerId);
    expect(detail).toMatchObject({ Company: 'Saurashtra Pumps', GSTIN: gstin, Outstanding: 7499.5 });
    expect(detail.Quotations.map((q) => [q._id, q.State])).toEqual([[quotation._id, 'Accepted']]);
    expect(detail.Orders).toEqual([
      expect.objectContaining({ _id: order._id, Number: order.Number, GrandTotal: 10000, Received: 2500.5, Balance: 7499.5 }),
    ]);
    expect(detail.Proformas).toEqual([expect.objectContaining({ Number: 'PI/26-27/9001', OrderId: order._id, State: 'Issued', Amount: 5000 })]);
    expect(detail.Payments).toEqual([expect.objectContaining({ OrderNumber: order.Number, Amount: 2500.5, Mode: 'UPI', Reference: 'UTR1' })]);
    // The site lead of the quotation has a buyer of its own e-mail; a later request from the buyer's e-mail joins this one.
    const lead = await createLead(ctx, { Email: 'PO@saurashtra.in' });
    expect((await buyerDetail(owner, buyerId)).Leads.map((l) => l._id)).toEqual([lead.id]);

    const listed = (await listOf({ search: 'saurashtra' })).data.find((b) => b._id === buyerId)!;
    expect(listed).toMatchObject({
      Company: 'Saurashtra Pumps',
      GSTIN: gstin,
      StateCode: '24',
      OpenQuotations: 0,
      OpenOrders: 1,
      Outstanding: 7499.5,
    });
    expect(listed.Email).toBe('po@saurashtra.in');
    // A cancelled order owes nothing.
    await db.update(orders).set({ stage: 'Cancelled' }).where(eq(orders.id, order._id));
    expect((await buyerDetail(staff, buyerId)).Outstanding).toBe(0);
    expect((await listOf({ search: gstin.toLowerCase() })).data.map((b) => [b._id, b.OpenOrders, b.Outstanding])).toEqual([[buyerId, 0, 0]]);
  });

  it('lists newest activity first, a page at a time; searches company, GSTIN, contact name and e-mail; CSV of the search', async () => {
    const a = await saved(staff, buyerBody('Kathiawar Motors', { Contacts: [{ Name: 'Pooja Bhatt', Email: 'pooja@km.in' }] }));
    const b = await saved(staff, buyerBody('Konkan 100% Valves'));
    const all = await listOf({ pageSize: 2 });
    expect(all.data.map((x) => x._id)).toEqual([b._id, a._id]);
    expect(all.total).toBe((await db.select().from(buyers)).length);
    expect((await listOf({ page: 2, pageSize: 2 })).data).toHaveLength(2);
    expect((await listOf({ search: 'POOJA' })).data.map((x) => x._id)).toEqual([a._id]);
    expect((await listOf({ search: 'pooja@km' })).data.map((x) => x._id)).toEqual([a._id]);
    expect((await listOf({ search: '100%' })).data.map((x) => x._id)).toEqual([b._id]);
    expect((await listOf({ search: 'nothing like this' })).total).toBe(0);
    // A quotation for the buyer's contact moves it to the top with an open quotation.
    const q = await staff.post(
      '/quotation/save',
      buildQuotationBody({ Source: 'Phone', Buyer: { ...buildQuotationBody().Buyer, Email: 'POOJA@km.in' } }),
    );
    expect(q.json().data.BuyerId).toBe(a._id);
    expect((await listOf({ pageSize: 1 })).data[0]).toMatchObject({ _id: a._id, OpenQuotations: 1, Contact: 'Pooja Bhatt' });

    const csv = await staff.get('/buyer/export?search=kathiawar');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({ Company: 'Kathiawar Motors', Contact: 'Pooja Bhatt', Email: 'pooja@km.in', 'Open quotations': '1' }),
    ]);
    const [logged] = await db.select().from(activityEvents).where(eq(activityEvents.kind, 'buyers-exported'));
    expect(logged!.details).toEqual({ search: 'kathiawar' });
  });
});

describe(`POST /buyer/merge (${target})`, () => {
  it('moves every document and the contacts (no repeated e-mail), logs both companies, and the merged buyer answers 404', async () => {
    const { order } = await acceptedByStaff(staff, ctx, { Buyer: { ...buildQuotationBody().Buyer, Company: 'Vyas Works', Email: 'buy@vyas.in' } });
    const from = order.BuyerId!;
    await db.insert(payments).values({ orderId: order._id, buyerId: from, amountPaise: 1000, date: '2026-11-20', mode: 'NEFT' });
    await staff.post('/buyer/save', {
      ...buyerBody('Vyas Works'),
      _id: from,
      Contacts: [
        { Name: 'Buyer', Email: 'buy@vyas.in' },
        { Name: 'Shared', Email: 'same@vyas.in' },
      ],
    });
    const into = await saved(staff, buyerBody('Vyas Works Pvt Ltd', { Contacts: [{ Name: 'Same', Email: 'same@vyas.in' }] }));
    const before = await buyerDetail(staff, from);

    const res = await owner.post('/buyer/merge', { _id: from, IntoId: into._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.Contacts.map((c: { Email: string }) => c.Email)).toEqual(['same@vyas.in', 'buy@vyas.in']);
    const after = await buyerDetail(staff, into._id);
    expect(after.Orders.map((o) => o._id)).toEqual(before.Orders.map((o) => o._id));
    expect(after.Quotations.map((q) => q._id)).toEqual(before.Quotations.map((q) => q._id));
    expect(after.Payments).toHaveLength(1);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(payment!.buyerId).toBe(into._id);

    for (const call of [
      staff.post('/buyer/getByID', { _id: from }),
      staff.post('/buyer/save', { ...buyerBody('Again'), _id: from }),
      staff.post('/buyer/merge', { _id: from, IntoId: into._id }),
      staff.post('/buyer/merge', { _id: into._id, IntoId: from }),
    ]) {
      const answer = await call;
      expect([answer.statusCode, answer.json().message]).toEqual([404, 'Buyer not found.']);
    }
    expect((await listOf({ search: 'vyas' })).data.map((b) => b._id)).toEqual([into._id]);
    const [logged] = await db.select().from(activityEvents).where(eq(activityEvents.kind, 'buyer-merged'));
    expect(logged!.subject).toBe('Vyas Works into Vyas Works Pvt Ltd');
    // The next request from the moved contact's e-mail links to the buyer it was merged into.
    const lead = await createLead(ctx, { Email: 'buy@vyas.in' });
    expect((await buyerDetail(staff, into._id)).Leads.map((l) => l._id)).toContain(lead.id);
    expect((await staff.post('/buyer/merge', { _id: into._id, IntoId: into._id })).statusCode).toBe(400);
  });

  it('every buyer call needs a session (401)', async () => {
    for (const [method, url] of [
      ['POST', '/buyer/list'],
      ['GET', '/buyer/export'],
      ['POST', '/buyer/getByID'],
      ['POST', '/buyer/save'],
      ['POST', '/buyer/merge'],
    ] as const) {
      const res = await ctx.app.inject({ method, url: `${API_BASE}${url}`, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
