import { indiaDay, type OrderListItem } from '@rp/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, admins, orders } from '../../../src/db/schema.js';
import { orderFigures } from '../../../src/modules/dashboard/order-figures.js';
import { isLate } from '../../../src/modules/orders/late.js';
import { listOrderPage } from '../../../src/modules/orders/list.js';
import { addDays } from '../../../src/lib/days.js';
import { setupApp } from '../../helpers.js';
import { acceptedByStaff, dispatchBody, getOrder, orderOk } from '../../support/orders.js';
import { buildQuotationBody, staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({}, { seed: false });
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;
const [admin] = await db.select().from(admins).limit(1);
const buyer = (Company: string) => ({ Buyer: { ...buildQuotationBody().Buyer, Company } });

const list = async (body: object) => {
  const res = await staff.post('/order/list', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: OrderListItem[]; total: number; stageCounts: Record<string, number>; lateCount: number };
};
const numbers = async (body: object) => (await list(body)).data.map((o) => o.Number);

const kiran = (await acceptedByStaff(staff, ctx, buyer('Kiran Forgings'), 'KF/PO/7781')).order;
const meera = (await acceptedByStaff(staff, ctx, buyer('Meera Valves'), 'MV-2026-18')).order;
const orbit = (await acceptedByStaff(staff, ctx, buyer('Orbit Motors'), 'OM/118')).order;
const yesterday = addDays(indiaDay(), -1);
// Meera is late (promised yesterday) and assigned to the admin; Orbit is dispatched; Kiran is in machining.
await orderOk(staff, '/order/update', { _id: meera._id, PromisedDate: yesterday, AssignedTo: admin!.id, Note: 'Buyer agreed' });
await orderOk(staff, '/order/stage', { _id: kiran._id, Stage: 'Machining' });
await orderOk(staff, '/order/dispatch', dispatchBody(orbit, Object.fromEntries(orbit.Lines.map((l) => [l._id, l.Quantity]))));

describe('Late, in India time', () => {
  it('an order turns Late at midnight India time after its promised day, not at midnight UTC', async () => {
    const day = '2026-12-10';
    await db.update(orders).set({ promisedDate: day }).where(eq(orders.id, kiran._id));
    const beforeMidnightIst = new Date('2026-12-10T18:29:59Z');
    const atMidnightIst = new Date('2026-12-10T18:30:00Z');
    const filters = { late: true, search: kiran.Number };
    expect((await listOrderPage(db, filters, 1, 50, beforeMidnightIst)).total).toBe(0);
    expect((await listOrderPage(db, filters, 1, 50, atMidnightIst)).total).toBe(1);
    expect((await listOrderPage(db, { search: kiran.Number }, 1, 50, atMidnightIst)).data[0]!.Late).toBe(true);
    expect((await listOrderPage(db, { search: kiran.Number }, 1, 50, beforeMidnightIst)).data[0]!.Late).toBe(false);
    expect([
      isLate({ stage: 'Machining', promisedDate: day }, beforeMidnightIst),
      isLate({ stage: 'Machining', promisedDate: day }, atMidnightIst),
    ]).toEqual([false, true]);
    // The dashboard counts the same way (Meera is late on both sides of the boundary too).
    expect((await orderFigures(db, beforeMidnightIst)).late).toBe(1);
    expect((await orderFigures(db, atMidnightIst)).late).toBe(2);
    await db
      .update(orders)
      .set({ promisedDate: addDays(indiaDay(), 20) })
      .where(eq(orders.id, kiran._id));
  });

  it('Late in the answers, the Late filter and its count; Dispatched, Delivered and Cancelled are never Late', async () => {
    expect((await getOrder(staff, meera._id)).Late).toBe(true);
    expect(await numbers({ late: true })).toEqual([meera.Number]);
    expect((await numbers({ late: false })).sort()).toEqual([kiran.Number, orbit.Number].sort());
    expect((await list({})).lateCount).toBe(1);
    await db.update(orders).set({ promisedDate: yesterday }).where(eq(orders.id, orbit._id));
    expect((await getOrder(staff, orbit._id)).Late).toBe(false);
    expect(await numbers({ late: true })).toEqual([meera.Number]);
  });
});

describe('the orders list', () => {
  it('pages newest first with the total, per-stage counts and the Late count', async () => {
    const page = await list({ page: 1, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.data.map((o) => o.Number)).toEqual([orbit.Number, meera.Number]);
    expect((await list({ page: 2, pageSize: 2 })).data.map((o) => o.Number)).toEqual([kiran.Number]);
    expect(page.stageCounts).toMatchObject({ Confirmed: 1, Machining: 1, Dispatched: 1, Delivered: 0 });
    expect(page.data[1]).toMatchObject({
      Company: 'Meera Valves',
      PONumber: 'MV-2026-18',
      Stage: 'Confirmed',
      Late: true,
      AssignedTo: admin!.id,
      AssignedToName: 'admin',
      LeadReference: meera.LeadReference,
      QuotationNumber: meera.QuotationNumber,
      GrandTotal: meera.Totals.GrandTotal,
      DispatchedShare: 0,
    });
    expect(page.data[0]!.DispatchedShare).toBe(1);
  });

  it('searches the order number, the PO number and the company, case-insensitively', async () => {
    expect(await numbers({ search: meera.Number.toLowerCase() })).toEqual([meera.Number]);
    expect(await numbers({ search: 'kf/po/77' })).toEqual([kiran.Number]);
    expect(await numbers({ search: 'ORBIT' })).toEqual([orbit.Number]);
    expect(await numbers({ search: '100%_' })).toEqual([]);
  });

  it('filters by stage, assigned person and date; sorts by promised date', async () => {
    expect(await numbers({ stage: ['Machining', 'Dispatched'] })).toEqual([orbit.Number, kiran.Number]);
    const stageOnly = await list({ stage: ['Confirmed'] });
    expect([stageOnly.total, stageOnly.stageCounts.Machining]).toEqual([1, 1]);
    expect(await numbers({ assigned: 'me' })).toEqual([meera.Number]);
    expect(await numbers({ assigned: admin!.id })).toEqual([meera.Number]);
    expect((await numbers({ assigned: 'unassigned' })).sort()).toEqual([kiran.Number, orbit.Number].sort());
    expect((await numbers({ from: indiaDay(), to: indiaDay() })).length).toBe(3);
    expect(await numbers({ to: addDays(indiaDay(), -1) })).toEqual([]);
    // Meera and Orbit were both promised yesterday (the earlier order first), Kiran later.
    expect(await numbers({ sort: 'promised' })).toEqual([meera.Number, orbit.Number, kiran.Number]);
    const bad = await staff.post('/order/list', { assigned: 'someone' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "Assigned must be 'me', 'unassigned' or an account _id."]);
    const badStage = await staff.post('/order/list', { stage: ['Shipped'] });
    expect(badStage.statusCode).toBe(400);
    expect(badStage.body).toContain('Stage must be one of');
  });

  it('exports every match as CSV, with an activity entry; a bad filter is a 400 before the file', async () => {
    const res = await staff.get('/order/export?late=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${indiaDay()}.csv"`);
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.Number, r.Stage, r.Late, r.Company, r['PO number'], r['Assigned to'], r['Promised dispatch']])).toEqual([
      [meera.Number, 'Confirmed', 'Yes', 'Meera Valves', 'MV-2026-18', 'admin', yesterday],
    ]);
    expect(rows[0]!['Grand total (INR)']).toBe(meera.Totals.GrandTotal.toFixed(2));
    const all = parse((await staff.get('/order/export?stage=Dispatched&stage=Machining')).body.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    expect(all.map((r) => r.Number)).toEqual([orbit.Number, kiran.Number]);
    const [entry] = await db.select().from(activityEvents).where(eq(activityEvents.kind, 'orders-exported')).limit(1);
    expect(entry!.details).toMatchObject({ late: true });
    expect((await staff.get('/order/export?assigned=someone')).statusCode).toBe(400);
    expect((await staff.get('/order/export?late=maybe')).statusCode).toBe(400);
  });
});

describe('the dashboard', () => {
  it('counts orders in production by stage, Late, the month’s dispatches at the lines’ prices and the booked against the quoted value', async () => {
    const res = await staff.get('/dashboard/summary');
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json().data.orders;
    expect(figures.inProductionByStage).toEqual([
      { Stage: 'Confirmed', Count: 1 },
      { Stage: 'Material procurement', Count: 0 },
      { Stage: 'Machining', Count: 1 },
      { Stage: 'Inspection', Count: 0 },
      { Stage: 'Ready for dispatch', Count: 0 },
      { Stage: 'On hold', Count: 0 },
    ]);
    // Orbit went in full in one dispatch: worth its lines' taxable values (charges and GST are not dispatched).
    const orbitLines = orbit.Lines.reduce((paise, l) => paise + Math.round(l.Taxable * 100), 0) / 100;
    expect(orbitLines).toBeLessThan(orbit.Totals.GrandTotal);
    expect(figures).toMatchObject({
      inProduction: 2,
      late: 1,
      dispatchedThisMonth: 1,
      dispatchedThisMonthValue: orbitLines,
      bookedThisMonth: 3,
    });
    const booked = Math.round((kiran.Totals.GrandTotal + meera.Totals.GrandTotal + orbit.Totals.GrandTotal) * 100) / 100;
    expect(figures.bookedThisMonthValue).toBe(booked);
    // Every quotation was sent this month and accepted: quoted equals booked here.
    expect(figures.quotedThisMonthValue).toBe(booked);
  });
});
