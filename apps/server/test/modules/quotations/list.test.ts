import { indiaDay, paiseToRupees, rupeesToPaise, type Quotation, type QuotationListItem } from '@rp/contract';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, quotations } from '../../../src/db/schema.js';
import { addDays } from '../../../src/lib/days.js';
import { setupApp } from '../../helpers.js';
import { buildQuotationBody, createDraft, createSent, ok, staffCalls } from '../../support/quotations.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';

const ctx = await setupApp({}, { seed: false });
// Quotations that charge GST are sent by a company with a GSTIN.
await saveCompleteCompanyProfile(ctx.database.db);
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;
const buyer = (Company: string, Email: string) => ({ Buyer: { ...buildQuotationBody().Buyer, Company, Email } });

const list = async (body: object) => {
  const res = await staff.post('/quotation/list', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: QuotationListItem[]; total: number; page: number; pageSize: number; stateCounts: Record<string, number> };
};

const kiran = await createSent(staff, ctx, buyer('Kiran Forgings', 'buy@kiranforge.example'));
const meera = await createDraft(staff, ctx, buyer('Meera Valves', 'orders@meera.example'));
const phoneRes = await staff.post('/quotation/save', { ...buildQuotationBody(buyer('Orbit Motors', 'po@orbit.example')), Source: 'Phone' });
const phone = phoneRes.json().data as Quotation;

describe('the quotations list and its CSV', () => {
  it('pages newest first with the total and per-state counts', async () => {
    const first = await list({ page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, stateCounts: expect.objectContaining({ Draft: 2, Sent: 1, Accepted: 0 }) });
    expect(first.data.map((q) => q.Number)).toEqual([phone.Number, meera.Number]);
    expect((await list({ page: 2, pageSize: 2 })).data.map((q) => q.Number)).toEqual([kiran.Number]);
    expect(first.data[0]).toMatchObject({
      Company: 'Orbit Motors',
      Source: 'Phone',
      State: 'Draft',
      LeadReference: phone.LeadReference,
      GrandTotal: phone.Totals.GrandTotal,
    });
  });

  it('searches by number, company or e-mail (any case), and filters by state, source and creation day', async () => {
    const numbers = async (body: object) => (await list(body)).data.map((q) => q.Number);
    expect(await numbers({ search: kiran.Number })).toEqual([kiran.Number]);
    expect(await numbers({ search: 'meera VALVES' })).toEqual([meera.Number]);
    expect(await numbers({ search: 'po@orbit' })).toEqual([phone.Number]);
    expect(await numbers({ search: '100%_' })).toEqual([]);
    expect(await numbers({ state: ['Sent'] })).toEqual([kiran.Number]);
    expect(await numbers({ source: ['Phone'] })).toEqual([phone.Number]);
    expect(await numbers({ source: ['Website'], state: ['Draft'] })).toEqual([meera.Number]);
    expect(await numbers({ from: indiaDay(), to: indiaDay() })).toHaveLength(3);
    expect(await numbers({ from: addDays(indiaDay(), 1) })).toEqual([]);
    const bad = await staff.post('/quotation/list', { state: ['Lost'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('State must be one of');
  });

  it('lists the leads by their Source: the hand-logged one under Phone, the site ones under Website', async () => {
    const leads = async (source: string[]) => {
      const res = await staff.post('/quote/list', { page: 1, source });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { Reference: string; Source: string }[]).map((r) => `${r.Reference} ${r.Source}`);
    };
    expect(await leads(['Phone'])).toEqual([`${phone.LeadReference} Phone`]);
    expect((await leads(['Website'])).sort()).toEqual([`${kiran.LeadReference} Website`, `${meera.LeadReference} Website`].sort());
    expect((await staff.post('/quote/list', { source: ['Fax'] })).statusCode).toBe(400);
  });

  it('exports every match as CSV (BOM, one row each, amounts in rupees) and logs the export', async () => {
    const res = await staff.get('/quotation/export?source=Website&sort=oldest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Number)).toEqual([kiran.Number, meera.Number]);
    expect(rows[0]).toMatchObject({
      State: 'Sent',
      Source: 'Website',
      Company: 'Kiran Forgings',
      Lead: kiran.LeadReference,
      'Place of supply': 'Gujarat',
    });
    expect(rows[0]!['Grand total (INR)']).toBe(kiran.Totals.GrandTotal.toFixed(2));
    expect(rows[0]!['CGST (INR)']).toBe(kiran.Totals.CGST.toFixed(2));
    const logged = await db.select().from(activityEvents).where(eq(activityEvents.kind, 'quotations-exported'));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ source: 'Website' });
  });
});

describe('the dashboard figures', () => {
  it('sent this month (a number once, at its latest revision), open value, 90-day win rate and expiring within 7 days', async () => {
    await db.delete(quotations);
    const today = indiaDay();
    const open = await createSent(staff, ctx);
    const expiring = await createSent(staff, ctx);
    await db
      .update(quotations)
      .set({ validUntil: addDays(today, 3) })
      .where(eq(quotations.id, expiring._id));
    const accepted = await createSent(staff, ctx);
    await ok(staff, '/quotation/accept', { _id: accepted._id, PONumber: '77' });
    const declined = await createSent(staff, ctx);
    await db.update(quotations).set({ state: 'Declined', declinedAt: new Date(), declineReason: 'Price' }).where(eq(quotations.id, declined._id));
    const revised = await createSent(staff, ctx);
    const r1 = await ok(staff, '/quotation/revise', { _id: revised._id });
    const cheaper = buildQuotationBody({ _id: r1._id, Lines: [{ ...buildQuotationBody().Lines[1]! }], Charges: [] });
    const r1Sent = await ok(staff, '/quotation/send', { _id: (await ok(staff, '/quotation/save', cheaper))._id });
    const lapsed = await createSent(staff, ctx);
    await db
      .update(quotations)
      .set({ validUntil: addDays(today, -1) })
      .where(eq(quotations.id, lapsed._id));
    await createDraft(staff, ctx);

    const res = await staff.get('/dashboard/summary');
    expect(res.statusCode).toBe(200);
    const paise = (...qs: Quotation[]) => qs.reduce((sum, q) => sum + rupeesToPaise(q.Totals.GrandTotal)!, 0);
    expect(res.json().data.quotations).toEqual({
      sentThisMonth: 6,
      sentThisMonthValue: paiseToRupees(paise(open, expiring, accepted, declined, r1Sent, lapsed)),
      openCount: 3,
      openValue: paiseToRupees(paise(open, expiring, r1Sent)),
      accepted90Days: 1,
      declined90Days: 1,
      winRate90Days: 0.5,
      expiringWithin7Days: 1,
    });
    expect(r1Sent.Totals.GrandTotal).not.toBe(revised.Totals.GrandTotal);
    const superseded = await db
      .select({ state: quotations.state })
      .from(quotations)
      .where(inArray(quotations.id, [revised._id]));
    expect(superseded).toEqual([{ state: 'Superseded' }]);
  });

  it('a row carries the order its acceptance made (number and stage), null before', async () => {
    const q = await createSent(staff, ctx, buyer('Order Link Works', 'po@orderlink.example'));
    expect((await list({ search: 'Order Link Works' })).data).toEqual([expect.objectContaining({ Number: q.Number, Order: null })]);
    const accepted = await ok(staff, '/quotation/accept', { _id: q._id, PONumber: 'OL-1' });
    const [row] = (await list({ search: 'Order Link Works' })).data;
    expect(row!.Order).toMatchObject({ Number: expect.stringMatching(/^SO-\d{4}-\d{5,}$/), Stage: 'Confirmed' });
    expect(row!.Order).toEqual(accepted.Order);
  });
});
