import { API_BASE, indiaDay, type Order } from '@rp/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityEvents, buyers, orders, payments } from '../../../src/db/schema.js';
import { addDays } from '../../../src/lib/days.js';
import { saveCompanyProfile } from '../../../src/modules/settings/company-profile.js';
import { ADMIN, setupApp, target } from '../../helpers.js';
import { completeCompanyProfile, saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { mailConfig, startMailCatcher } from '../../support/mail.js';
import { getOrder } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';
import { addMember } from '../../support/team.js';
import { orderOf, paymentOk, refused } from './support.js';

const catcher = await startMailCatcher();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
afterAll(() => catcher.close());
const ownerToken = await ctx.login();
const owner = staffCalls(ctx, ownerToken);
const member = await addMember(ctx, catcher, ownerToken, 'meera@example.com', 'Staff');
const staff = staffCalls(ctx, member.token);
const db = ctx.database.db;
await saveCompleteCompanyProfile(db);

const today = indiaDay();
const body = (order: Order, Amount: number, extra: object = {}) => ({ OrderId: order._id, Amount, Date: today, Mode: 'NEFT', ...extra });

describe('payments received against an order', () => {
  it('Staff and Owners both record them; the order answers Received and Balance; the timeline and the activity log say each', async () => {
    const order = await orderOf(owner, ctx, 1_00_000_00);
    const first = await paymentOk(staff, body(order, 25_000, { Mode: 'UPI', Reference: 'UTR 4411 2233' }));
    expect(first).toMatchObject({
      OrderNumber: order.Number,
      Amount: 25_000,
      Mode: 'UPI',
      Reference: 'UTR 4411 2233',
      By: 'Member meera@example.com',
    });
    await paymentOk(owner, body(order, 10_000.5, { Mode: 'Cheque' }));
    const now = await getOrder(owner, order._id);
    expect([now.Received, now.Balance]).toEqual([35_000.5, 64_999.5]);
    expect(now.Timeline.filter((e) => e.Type === 'payment').map((e) => [e.From, e.To])).toEqual([
      ['received', '₹25,000.00 by UPI'],
      ['received', '₹10,000.50 by Cheque'],
    ]);
    const [logged] = await db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.kind, 'payment-recorded'))
      .orderBy(desc(activityEvents.at))
      .limit(1);
    expect(logged).toMatchObject({ subject: order.Number, actorEmail: ADMIN.email });
    const listed = await owner.post('/payment/list', { OrderId: order._id });
    expect(listed.json()).toMatchObject({ total: 2 });
  });

  it('refuses more than the balance (409 saying it), a cancelled order (409), a future date (400), and no session (401)', async () => {
    const order = await orderOf(owner, ctx, 50_000_00);
    await paymentOk(staff, body(order, 30_000));
    expect(await refused(staff, '/payment/save', body(order, 20_000.01))).toEqual({
      status: 409,
      message: `₹20,000.01 is more than the balance of ${order.Number}: ₹20,000.00 (grand total ₹50,000.00, received ₹30,000.00).`,
    });
    await paymentOk(staff, body(order, 20_000));
    expect((await getOrder(owner, order._id)).Balance).toBe(0);
    expect((await refused(staff, '/payment/save', body(order, 0.01))).status).toBe(409);
    expect((await refused(staff, '/payment/save', body(order, 1, { Date: addDays(today, 1) }))).status).toBe(400);

    const cancelled = await orderOf(owner, ctx);
    await db.update(orders).set({ stage: 'Cancelled' }).where(eq(orders.id, cancelled._id));
    expect(await refused(staff, '/payment/save', body(cancelled, 100))).toEqual({
      status: 409,
      message: `${cancelled.Number} is cancelled: no payment can be recorded against it.`,
    });
    const anonymous = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/payment/save`, payload: body(order, 1) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('removes one with a reason, never silently: the row stays with who and why, the balance comes back', async () => {
    const order = await orderOf(owner, ctx, 10_000_00);
    const paid = await paymentOk(staff, body(order, 4_000));
    expect((await refused(staff, '/payment/remove', { _id: paid._id, Reason: '' })).status).toBe(400);
    const removed = await staff.post('/payment/remove', { _id: paid._id, Reason: 'Entered against the wrong order' });
    expect(removed.statusCode, removed.body).toBe(200);
    const [row] = await db.select().from(payments).where(eq(payments.id, paid._id));
    expect(row).toMatchObject({ removedReason: 'Entered against the wrong order', removedBy: 'Member meera@example.com' });
    expect(row!.removedAt).not.toBeNull();
    const after = await getOrder(owner, order._id);
    expect([after.Received, after.Balance]).toEqual([0, 10_000]);
    expect(after.Timeline.at(-1)).toMatchObject({
      Type: 'payment',
      From: 'removed',
      To: '₹4,000.00 by NEFT',
      Note: 'Entered against the wrong order',
    });
    expect((await refused(staff, '/payment/remove', { _id: paid._id, Reason: 'again' })).status).toBe(404);
    expect((await owner.post('/payment/list', { OrderId: order._id })).json().total).toBe(0);
  });

  it('two payments at once cannot both fit in one balance: the order row’s lock makes them take turns', async () => {
    const order = await orderOf(owner, ctx, 10_000_00);
    const answers = await Promise.all([staff.post('/payment/save', body(order, 6_000)), owner.post('/payment/save', body(order, 6_000))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await getOrder(owner, order._id)).Received).toBe(6_000);
  });
});

describe('cash and Income-tax Act s.269ST', () => {
  it('takes ₹1,99,999 in cash from one buyer in a day, refuses one rupee more that day (any of its orders), takes it another day', async () => {
    const order = await orderOf(owner, ctx, 5_00_000_00);
    const other = await orderOf(owner, ctx, 5_00_000_00);
    // Both orders of one buyer record (set here, so the rule is tested whatever linked them).
    const [buyer] = await db.insert(buyers).values({ company: 'Shreeji Pumps Pvt Ltd' }).returning();
    await db
      .update(orders)
      .set({ buyerId: buyer!.id })
      .where(inArray(orders.id, [order._id, other._id]));
    await paymentOk(staff, body(order, 1_99_999, { Mode: 'Cash' }));
    const more = await refused(staff, '/payment/save', body(other, 1, { Mode: 'Cash' }));
    expect(more.status).toBe(400);
    expect(more.message).toContain('Cash of ₹2,00,000 or more from one person in one day is not allowed (Income-tax Act s.269ST)');
    // By bank the same day, and in cash the next day, it is fine.
    await paymentOk(staff, body(other, 1, { Mode: 'IMPS' }));
    await paymentOk(staff, body(other, 1, { Mode: 'Cash', Date: addDays(today, -1) }));
  });

  it('without a buyer record counts the order’s own cash; a removed cash payment no longer counts', async () => {
    const order = await orderOf(owner, ctx, 5_00_000_00);
    await db.update(orders).set({ buyerId: null }).where(eq(orders.id, order._id));
    const cash = await paymentOk(staff, body(order, 2_00_000, { Mode: 'Other' }));
    const first = await paymentOk(staff, body(order, 1_50_000, { Mode: 'Cash' }));
    expect((await refused(staff, '/payment/save', body(order, 50_000, { Mode: 'Cash' }))).status).toBe(400);
    await staff.post('/payment/remove', { _id: first._id, Reason: 'Counted twice' });
    await paymentOk(staff, body(order, 1_99_999.99, { Mode: 'Cash' }));
    expect(cash.Mode).toBe('Other');
  });
});

describe('the dispatch rule: the advance before dispatch', () => {
  it(`answers 409 naming the shortfall; an Owner dispatches anyway with OverrideAdvance and a note; Staff get a 403 (${target})`, async () => {
    await setDispatchNeeds(50);
    try {
      const order = await orderOf(owner, ctx, 1_00_000_00);
      await paymentOk(staff, body(order, 20_000));
      const line = order.Lines[0]!;
      const dispatch = (extra: object = {}) => ({
        _id: order._id,
        InvoiceNo: 'RPW/26-27/0412',
        InvoiceDate: today,
        Transporter: 'VRL Logistics',
        DocketNo: 'VRL-7781234',
        DispatchDate: today,
        Packages: 1,
        Lines: [{ LineId: line._id, Quantity: 1 }],
        ...extra,
      });
      const short = await refused(staff, '/order/dispatch', dispatch());
      expect(short.status).toBe(409);
      expect(short.message).toMatch(
        /^The advance is ₹30,000\.00 short: dispatch needs 50 % of .+'s grand total \(₹50,000\.00 of ₹1,00,000\.00\) and ₹20,000\.00 has been received\./,
      );
      const staffOverride = await refused(staff, '/order/dispatch', dispatch({ OverrideAdvance: true, Note: 'Buyer is a regular' }));
      expect(staffOverride).toEqual({ status: 403, message: expect.stringContaining('Only an Owner may dispatch before the advance is in') });
      expect((await refused(owner, '/order/dispatch', dispatch({ OverrideAdvance: true }))).status).toBe(400);
      const sent = await owner.post('/order/dispatch', dispatch({ OverrideAdvance: true, Note: 'MD approved: long-standing buyer' }));
      expect(sent.statusCode, sent.body).toBe(200);
      const events = (await getOrder(owner, order._id)).Timeline.filter((e) => e.Type === 'advance-override');
      expect(events).toHaveLength(1);
      expect(events[0]!.Note).toContain('MD approved: long-standing buyer');
      const [logged] = await db.select().from(activityEvents).where(eq(activityEvents.kind, 'dispatch-before-advance'));
      expect(logged).toMatchObject({ subject: order.Number });
      // Once the share is in, Staff dispatch as before.
      await paymentOk(staff, body(order, 30_000));
      const line2 = (await getOrder(owner, order._id)).Lines[0]!;
      expect((await staff.post('/order/dispatch', dispatch({ Lines: [{ LineId: line2._id, Quantity: 1 }] }))).statusCode).toBe(200);
    } finally {
      await setDispatchNeeds(0);
    }
  });
});

/** The profile's DispatchNeedsAdvancePercent, saved as an Owner would. */
const setDispatchNeeds = (percent: number) =>
  saveCompanyProfile(
    db,
    { ...completeCompanyProfile(), DispatchNeedsAdvancePercent: percent },
    { actorId: null, actorEmail: ADMIN.email, ip: '127.0.0.1' },
  );
