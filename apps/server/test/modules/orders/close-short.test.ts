import { API_BASE, type QuotationSaveBody } from '@rp/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, orderLines, orders } from '../../../src/db/schema.js';
import { getBuyerOrderView } from '../../../src/modules/orders/index.js';
import { setupApp } from '../../helpers.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { acceptedByStaff, dispatchBody, getOrder, orderOk } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const staff = staffCalls(ctx, token);
const db = ctx.database.db;
await saveCompleteCompanyProfile(db);

/** Two lines in one unit, so the buyer's page can add them up: 1,000 shafts and 200 bushes. */
const ONE_UNIT: Partial<QuotationSaveBody> = {
  Lines: [
    { Description: 'Pump shaft, EN8, ground', HSN: '8413', Quantity: 1000, Unit: 'Nos', UnitPrice: 412.5, DiscountPercent: 2.5, GstRate: 18 },
    { Description: 'Bush, bronze', HSN: '84839000', Quantity: 200, Unit: 'Nos', UnitPrice: 85, GstRate: 18 },
  ],
  Charges: [{ Kind: 'Freight', Amount: 1500, GstRate: 18 }],
};

/** An order in Machining with 600 shafts and 50 bushes dispatched. */
async function partlyDispatched(overrides: Partial<QuotationSaveBody> = ONE_UNIT) {
  const { order } = await acceptedByStaff(staff, ctx, overrides);
  const [shafts, bushes] = order.Lines;
  await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'Machining' });
  return orderOk(staff, '/order/dispatch', dispatchBody(order, { [shafts!._id]: 600, [bushes!._id]: 50 }));
}

const closeShort = (_id: string, Reason: unknown = 'The buyer cut the PO to what was sent.') => staff.post('/order/close-short', { _id, Reason });

async function refused(res: Awaited<ReturnType<typeof closeShort>>, message: RegExp) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().message).toMatch(message);
}

describe('cancelling after a dispatch', () => {
  it('is refused with 409 naming short-closing, from a production stage or On hold; before any dispatch it still cancels', async () => {
    const order = await partlyDispatched();
    const cancel = await staff.post('/order/stage', { _id: order._id, Stage: 'Cancelled', Note: 'Buyer cancelled the rest' });
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect(cancel.json().message).toBe(`${order.Number}: Part of this order was dispatched: close it short instead of cancelling.`);

    await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'On hold', Note: 'Waiting on the buyer' });
    const held = await staff.post('/order/stage', { _id: order._id, Stage: 'Cancelled', Note: 'Buyer cancelled the rest' });
    expect(held.statusCode, held.body).toBe(409);
    expect(held.json().message).toMatch(/close it short/);
    expect((await getOrder(staff, order._id)).Stage).toBe('On hold');

    const { order: untouched } = await acceptedByStaff(staff, ctx, ONE_UNIT);
    const cancelled = await orderOk(staff, '/order/stage', { _id: untouched._id, Stage: 'Cancelled', Note: 'Buyer withdrew the PO' });
    expect(cancelled.Stage).toBe('Cancelled');
  });
});

describe('POST /order/close-short', () => {
  it('closes a partly dispatched order: Dispatched, ClosedShort with the reason, the rest short-closed per line, timeline, log and buyer view', async () => {
    const order = await partlyDispatched();
    const closed = await orderOk(staff, '/order/close-short', { _id: order._id, Reason: '  The buyer cut the PO to what was sent.  ' });
    expect(closed).toMatchObject({
      Stage: 'Dispatched',
      HeldFrom: null,
      ClosedShort: true,
      ClosedShortReason: 'The buyer cut the PO to what was sent.',
    });
    expect(closed.DispatchedAt).not.toBeNull();
    expect(closed.Lines.map((l) => [l.Quantity, l.Dispatched, l.ShortClosed, l.Remaining])).toEqual([
      [1000, 600, 400, 0],
      [200, 50, 150, 0],
    ]);
    const stored = await db
      .select({ short: orderLines.shortClosedThousandths })
      .from(orderLines)
      .where(eq(orderLines.orderId, order._id))
      .orderBy(asc(orderLines.position));
    expect(stored.map((l) => l.short)).toEqual([400_000, 150_000]);
    const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ stage: 'Dispatched', closedShort: true, closedShortReason: 'The buyer cut the PO to what was sent.' });

    expect(closed.Timeline.at(-1)).toMatchObject({
      Type: 'closed-short',
      From: 'Machining',
      To: 'Dispatched',
      Note: 'The buyer cut the PO to what was sent.',
      By: 'admin',
      VisibleToBuyer: false,
    });
    const logged = await db.select().from(activityEvents).where(eq(activityEvents.subject, order.Number)).orderBy(asc(activityEvents.at));
    expect(logged.at(-1)).toMatchObject({
      kind: 'order-stage',
      details: { from: 'Machining', to: 'Dispatched', closedShort: true, linesShortClosed: 2 },
    });
    // The log keeps no free text: the reason stays in the order's timeline.
    expect(JSON.stringify(logged.at(-1)!.details)).not.toContain('buyer cut');

    const view = await getBuyerOrderView(db, order.LeadId!);
    expect(view).toMatchObject({ Stage: 'Dispatched', StageLabel: 'Closed: 650 of 1,200 dispatched', ClosedShort: true });
    expect(view!.Timeline.at(-1)).toMatchObject({ Stage: 'Dispatched', Note: '' });
    expect(JSON.stringify(view)).not.toContain('buyer cut');

    // Closed: no more dispatches, no second closing; it can still be marked Delivered.
    const more = await staff.post('/order/dispatch', dispatchBody(order, { [order.Lines[0]!._id]: 1 }));
    expect(more.statusCode, more.body).toBe(409);
    await refused(await closeShort(order._id), /already closed short/);
    const delivered = await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'Delivered' });
    expect(delivered).toMatchObject({ Stage: 'Delivered', ClosedShort: true });
    expect((await getBuyerOrderView(db, order.LeadId!))!).toMatchObject({ StageLabel: 'Delivered', ClosedShort: true });
  });

  it('closes an order on hold; lines in different units are not added up on the buyer’s page', async () => {
    const order = await partlyDispatched({
      Lines: [
        { Description: 'Pump shaft', HSN: '8413', Quantity: 1000, Unit: 'Nos', UnitPrice: 412.5, GstRate: 18 },
        { Description: 'Bronze bush stock', HSN: '74031100', Quantity: 200, Unit: 'Kg', UnitPrice: 85, GstRate: 18 },
      ],
    });
    await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'On hold', Note: 'Buyer reviewing' });
    const closed = await orderOk(staff, '/order/close-short', { _id: order._id, Reason: 'Buyer needs no more.' });
    expect(closed).toMatchObject({ Stage: 'Dispatched', HeldFrom: null, ClosedShort: true });
    expect(closed.Timeline.at(-1)).toMatchObject({ Type: 'closed-short', From: 'On hold', To: 'Dispatched' });
    expect((await getBuyerOrderView(db, order.LeadId!))!.StageLabel).toBe('Closed: part dispatched');
  });

  it('answers 409 when nothing was dispatched, when everything was, and for a Cancelled or Delivered order; the order stays as it was', async () => {
    const { order: fresh } = await acceptedByStaff(staff, ctx, ONE_UNIT);
    await refused(await closeShort(fresh._id), /^SO-\d{4}-\d{5}: Nothing on the order was dispatched yet: cancel it instead/);
    expect(await getOrder(staff, fresh._id)).toMatchObject({ Stage: 'Confirmed', ClosedShort: false });

    const { order: full } = await acceptedByStaff(staff, ctx, ONE_UNIT);
    const sent = await orderOk(staff, '/order/dispatch', dispatchBody(full, { [full.Lines[0]!._id]: 1000, [full.Lines[1]!._id]: 200 }));
    expect(sent.Stage).toBe('Dispatched');
    await refused(await closeShort(full._id), /Everything on the order was dispatched: there is nothing to close short/);
    await orderOk(staff, '/order/stage', { _id: full._id, Stage: 'Delivered' });
    await refused(await closeShort(full._id), /delivered: it can no longer be closed short/);
    expect(await getOrder(staff, full._id)).toMatchObject({ Stage: 'Delivered', ClosedShort: false, ClosedShortReason: '' });
    expect((await getOrder(staff, full._id)).Lines.map((l) => l.ShortClosed)).toEqual([0, 0]);

    await orderOk(staff, '/order/stage', { _id: fresh._id, Stage: 'Cancelled', Note: 'Buyer withdrew the PO' });
    await refused(await closeShort(fresh._id), /cancelled: there is nothing to close short/);
    expect(await getOrder(staff, fresh._id)).toMatchObject({ Stage: 'Cancelled', ClosedShort: false });
  });

  it('answers 400 naming Reason when it is missing, blank or too long, and 404 for an unknown order', async () => {
    const order = await partlyDispatched();
    for (const body of [{}, { Reason: '' }, { Reason: '   ' }, { Reason: 'x'.repeat(501) }, { Reason: 42 }, { Reason: null }]) {
      const res = await staff.post('/order/close-short', { _id: order._id, ...body });
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json().errors).toHaveProperty('Reason');
    }
    const missingId = await staff.post('/order/close-short', { Reason: 'No id' });
    expect(missingId.statusCode).toBe(400);
    const unknown = await closeShort('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(await getOrder(staff, order._id)).toMatchObject({ Stage: 'Machining', ClosedShort: false });
    // 500 characters is the most a reason may have.
    expect((await orderOk(staff, '/order/close-short', { _id: order._id, Reason: 'y'.repeat(500) })).ClosedShortReason).toHaveLength(500);
  });

  it('answers 401 without a session', async () => {
    const order = await partlyDispatched();
    const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/order/close-short`, payload: { _id: order._id, Reason: 'Short' } });
    expect(res.statusCode).toBe(401);
    expect((await getOrder(staff, order._id)).ClosedShort).toBe(false);
  });
});

describe('POST /order/close-short with REQUIRE_2FA', async () => {
  const strict = await setupApp({ requireTwoFactor: true }, { seed: false });
  const unenrolled = await strict.login();

  it('answers 403 to an account without two-factor sign-in, like the other order calls', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const [path, payload] of [
      ['/order/close-short', { _id: someId, Reason: 'Short' }],
      ['/order/stage', { _id: someId, Stage: 'Machining' }],
    ] as const) {
      const res = await strict.app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers: strict.auth(unenrolled), payload });
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({ TwoFactorEnrolmentRequired: true });
    }
  });
});
