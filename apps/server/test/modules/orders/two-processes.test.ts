import { indiaDay, type Order } from '@rp/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, jobSchedule, orderEvents, orders, outbox } from '../../../src/db/schema.js';
import { mailLateOrders } from '../../../src/modules/orders/late-job.js';
import { LATE_JOB, runLateMailIfDue } from '../../../src/modules/orders/late-plugin.js';
import { addDays } from '../../../src/lib/days.js';
import { ADMIN, type TestContext } from '../../helpers.js';
import { getOrder, orderOk } from '../../support/orders.js';
import { createSent, staffCalls } from '../../support/quotations.js';
import { setupTwoInstances } from '../../support/two-processes.js';

const [a, b] = await setupTwoInstances();

const staffA = staffCalls(a, await a.login());
const staffB = staffCalls(b, await b.login());
const db = a.database.db;
const numberOf = (o: { Number: string }) => Number(o.Number.split('-')[2]);
/** This morning (or evening) in India, at hh:mm. */
const todayAt = (time: string) => new Date(`${indiaDay()}T${time}:00+05:30`);
const context = { siteUrl: 'http://localhost:3000', brand: 'Rajkot Precision Works' };

async function acceptedOrder(staff: ReturnType<typeof staffCalls>, ctx: TestContext): Promise<Order> {
  const q = await createSent(staff, ctx);
  const res = await staff.post('/quotation/accept', { _id: q._id, PONumber: 'PO-1' });
  expect(res.statusCode, res.body).toBe(200);
  return getOrder(staff, res.json().data.Order._id);
}

const lateMails = (orderIds: string[]) =>
  db
    .select({ to: outbox.to, subject: outbox.subject })
    .from(outbox)
    .innerJoin(orders, eq(orders.recordId, outbox.recordId))
    .where(and(eq(outbox.kind, 'order-late'), inArray(orders.id, orderIds)));

describe('orders on two app instances sharing one database', () => {
  it('numbers 16 acceptances made at the same time on both without a gap or a duplicate', async () => {
    const sent = await Promise.all(Array.from({ length: 16 }, (_, i) => createSent(i % 2 ? staffA : staffB, i % 2 ? a : b)));
    const accepted = await Promise.all(sent.map((q, i) => (i % 2 ? staffB : staffA).post('/quotation/accept', { _id: q._id, PONumber: `PO-${i}` })));
    expect(accepted.map((res) => res.statusCode)).toEqual(sent.map(() => 200));
    const numbers = accepted.map((res) => numberOf(res.json().data.Order)).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(16);
    expect(numbers.at(-1)! - numbers[0]!).toBe(15);
  });

  it('the late mail: once per order the morning it turns late, by one of the two, to the assignee or else the Owners', async () => {
    const [assignee] = await db
      .insert(admins)
      .values({ email: 'dhruv@example.com', name: 'Dhruv Mehta', role: 'Staff', status: 'active' })
      .returning();
    const [assigned, unassigned, onTime, dispatched] = await Promise.all([
      acceptedOrder(staffA, a),
      acceptedOrder(staffB, b),
      acceptedOrder(staffA, a),
      acceptedOrder(staffB, b),
    ]);
    await orderOk(staffA, '/order/update', { _id: assigned._id, AssignedTo: assignee!.id });
    const yesterday = addDays(indiaDay(), -1);
    await db
      .update(orders)
      .set({ promisedDate: yesterday })
      .where(inArray(orders.id, [assigned._id, unassigned._id, dispatched._id]));
    await db.update(orders).set({ stage: 'Dispatched' }).where(eq(orders.id, dispatched._id));
    const ids = [assigned._id, unassigned._id, onTime._id, dispatched._id];

    // Before 8 in the morning nothing goes out, and nothing is marked.
    expect(await mailLateOrders(db, context, todayAt('07:59'))).toEqual([]);
    expect(await lateMails(ids)).toEqual([]);

    // Both instances ran the job at start; make this period due again, then both try at once.
    await db.delete(jobSchedule).where(eq(jobSchedule.name, LATE_JOB));
    const runs = await Promise.all([runLateMailIfDue(a.app, 60_000, todayAt('08:05')), runLateMailIfDue(b.app, 60_000, todayAt('08:05'))]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    expect(runs.find((r) => r !== null)!.sort()).toEqual([assigned.Number, unassigned.Number].sort());
    // Without the schedule's claim too: two runs at the same moment find nothing more to mail.
    const again = await Promise.all([mailLateOrders(db, context, todayAt('09:00')), mailLateOrders(b.database.db, context, todayAt('09:00'))]);
    expect(again.flat()).toEqual([]);

    const mails = await lateMails(ids);
    expect(mails.map((m) => m.to).sort()).toEqual(['dhruv@example.com', ADMIN.email].sort());
    expect(mails.find((m) => m.to === 'dhruv@example.com')!.subject).toContain(`Late: order ${assigned.Number}`);
    const timeline = (await getOrder(staffA, unassigned._id)).Timeline.filter((e) => e.Type === 'late');
    expect(timeline.map((e) => [e.By, e.Note])).toEqual([['System', expect.stringContaining(`Mailed ${'admin'}`)]]);

    // A new promise clears the mark: late again on its new day, mailed again, once, however many run it.
    await orderOk(staffB, '/order/update', { _id: assigned._id, PromisedDate: addDays(indiaDay(), 5), Note: 'Heat treatment delayed' });
    await db.update(orders).set({ promisedDate: yesterday }).where(eq(orders.id, assigned._id));
    const racing = await Promise.all([mailLateOrders(db, context, todayAt('10:00')), mailLateOrders(b.database.db, context, todayAt('10:00'))]);
    expect(racing.flat()).toEqual([assigned.Number]);
    expect((await lateMails([assigned._id])).map((m) => m.to)).toEqual(['dhruv@example.com', 'dhruv@example.com']);
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, assigned._id), eq(orderEvents.type, 'late')));
    expect(events).toHaveLength(2);
  });
});
