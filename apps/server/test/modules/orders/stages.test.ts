import { ORDER_STAGES, type OrderStage } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, orders } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';
import { acceptedByStaff, getOrder, orderOk } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({}, { seed: false });
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

/**
 * The rules written out on their own (not derived from the code under test): per stage, the moves
 * allowed without a note and those allowed only with one; every other move is refused (409).
 */
const RULES: Record<OrderStage, { free: OrderStage[]; withNote: OrderStage[] }> = {
  Confirmed: { free: ['Material procurement', 'Machining', 'Inspection', 'Ready for dispatch'], withNote: ['Cancelled', 'On hold'] },
  'Material procurement': { free: ['Machining', 'Inspection', 'Ready for dispatch'], withNote: ['Confirmed', 'Cancelled', 'On hold'] },
  Machining: { free: ['Inspection', 'Ready for dispatch'], withNote: ['Confirmed', 'Material procurement', 'Cancelled', 'On hold'] },
  Inspection: { free: ['Ready for dispatch'], withNote: ['Confirmed', 'Material procurement', 'Machining', 'Cancelled', 'On hold'] },
  'Ready for dispatch': { free: [], withNote: ['Confirmed', 'Material procurement', 'Machining', 'Inspection', 'Cancelled', 'On hold'] },
  Dispatched: { free: ['Delivered'], withNote: [] },
  Delivered: { free: [], withNote: ['Dispatched'] },
  Cancelled: { free: [], withNote: [] },
  // Held from Machining: back there, or cancelled with a reason.
  'On hold': { free: ['Machining'], withNote: ['Cancelled'] },
};

const { order } = await acceptedByStaff(staff, ctx);
const putAt = (stage: OrderStage) =>
  db
    .update(orders)
    .set({ stage, heldFrom: stage === 'On hold' ? 'Machining' : null })
    .where(eq(orders.id, order._id));
const move = (Stage: string, extra: object = {}) => staff.post('/order/stage', { _id: order._id, Stage, ...extra });

describe('stage moves: every pair of stages, with and without a note', () => {
  for (const from of ORDER_STAGES) {
    it(`from ${from}`, async () => {
      const outcomes: string[] = [];
      for (const to of ORDER_STAGES) {
        const rule = RULES[from].free.includes(to) ? 'free' : RULES[from].withNote.includes(to) ? 'note' : 'refused';
        await putAt(from);
        const bare = await move(to);
        await putAt(from);
        const noted = await move(to, { Note: 'Buyer asked for it' });
        outcomes.push(`${to}: ${bare.statusCode}/${noted.statusCode}`);
        const expected = { free: '200/200', note: '400/200', refused: '409/409' }[rule];
        expect(`${bare.statusCode}/${noted.statusCode}`, `${from} -> ${to}: ${bare.body}`).toBe(expected);
        if (rule === 'note') expect(bare.json().errors.Note).toMatch(/needs a (note|reason)/);
        if (rule === 'refused') expect(bare.json().message).toMatch(new RegExp(`^${order.Number}: `));
        if (rule !== 'refused') expect(noted.json().data.Stage).toBe(to);
      }
      expect(outcomes).toHaveLength(ORDER_STAGES.length);
    });
  }
});

describe('what a move records', () => {
  it('who, when, from, to and the note in the timeline; an activity entry; the dates of Delivered and Cancelled', async () => {
    const { order: o } = await acceptedByStaff(staff, ctx);
    await orderOk(staff, '/order/stage', { _id: o._id, Stage: 'Machining' });
    const back = await orderOk(staff, '/order/stage', { _id: o._id, Stage: 'Material procurement', Note: 'Bar stock failed inspection' });
    expect(back.Timeline.slice(1).map((e) => [e.Type, e.By, e.From, e.To, e.Note, e.VisibleToBuyer])).toEqual([
      ['stage', 'admin', 'Confirmed', 'Machining', '', false],
      ['stage', 'admin', 'Machining', 'Material procurement', 'Bar stock failed inspection', false],
    ]);
    expect(Date.parse(back.Timeline[2]!.At)).toBeGreaterThanOrEqual(Date.parse(back.Timeline[1]!.At));
    const entries = await db
      .select({ details: activityEvents.details })
      .from(activityEvents)
      .where(and(eq(activityEvents.kind, 'order-stage'), eq(activityEvents.subject, o.Number)))
      .orderBy(activityEvents.at); // PostgreSQL gives no order without one
    expect(entries.map((e) => e.details)).toEqual([
      { from: 'Confirmed', to: 'Machining', toldBuyer: false },
      { from: 'Machining', to: 'Material procurement', toldBuyer: false },
    ]);

    const cancelled = await orderOk(staff, '/order/stage', { _id: o._id, Stage: 'Cancelled', Note: 'Buyer cancelled the project' });
    expect(cancelled.CancelledAt).not.toBeNull();
    expect(cancelled.Late).toBe(false);
  });

  it('On hold remembers the stage it came from and returns only there', async () => {
    const { order: o } = await acceptedByStaff(staff, ctx);
    await orderOk(staff, '/order/stage', { _id: o._id, Stage: 'Inspection' });
    const held = await orderOk(staff, '/order/stage', { _id: o._id, Stage: 'On hold', Note: 'Waiting for the buyer’s drawing revision' });
    expect([held.Stage, held.HeldFrom]).toEqual(['On hold', 'Inspection']);
    const wrong = await staff.post('/order/stage', { _id: o._id, Stage: 'Machining', Note: 'x' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(`${o.Number}: An order on hold returns to the stage it was held at (Inspection), or is cancelled.`);
    const back = await orderOk(staff, '/order/stage', { _id: o._id, Stage: 'Inspection' });
    expect([back.Stage, back.HeldFrom]).toEqual(['Inspection', null]);
  });

  it('Dispatched only through a dispatch; Delivered only after Dispatched, and back from Delivered with a note', async () => {
    const { order: o } = await acceptedByStaff(staff, ctx);
    const direct = await staff.post('/order/stage', { _id: o._id, Stage: 'Dispatched' });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().message).toContain('record the dispatch (invoice, transporter, docket number)');
    expect((await staff.post('/order/stage', { _id: o._id, Stage: 'Delivered' })).json().message).toContain('only after it is Dispatched');
    await db.update(orders).set({ stage: 'Dispatched' }).where(eq(orders.id, o._id));
    const delivered = await orderOk(staff, '/order/stage', { _id: o._id, Stage: 'Delivered' });
    expect(delivered.DeliveredAt).not.toBeNull();
    const undone = await orderOk(staff, '/order/stage', { _id: o._id, Stage: 'Dispatched', Note: 'Ticked by mistake: not yet received' });
    expect([undone.Stage, undone.DeliveredAt]).toEqual(['Dispatched', null]);
  });

  it('bad input is a 400 with a clear message; an unknown order a 404', async () => {
    const cases: [object, string][] = [
      [{ _id: order._id, Stage: 'Shipped' }, 'Stage must be one of: Confirmed, Material procurement, Machining'],
      [{ Stage: 'Machining' }, 'An _id is required.'],
      [{ _id: order._id, Stage: 'Machining', NotifyBuyer: 'yes' }, 'NotifyBuyer must be true or false.'],
      [{ _id: order._id, Stage: 'Machining', Note: 'x'.repeat(4001) }, 'Note must be at most 4000 characters.'],
      [{ _id: order._id, Stage: 'Machining', Note: 'bad\u0000note' }, 'Note must not contain control characters.'],
    ];
    for (const [payload, message] of cases) {
      const res = await staff.post('/order/stage', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    for (const _id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await staff.post('/order/stage', { _id, Stage: 'Machining' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found.');
    }
    expect((await getOrder(staff, order._id))._id).toBe(order._id);
  });
});
