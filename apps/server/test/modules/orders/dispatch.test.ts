import { addDays } from '../../../src/lib/days.js';
import { indiaDay } from '@rp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents } from '../../../src/db/schema.js';
import { getBuyerOrderView } from '../../../src/modules/orders/index.js';
import { setupApp } from '../../helpers.js';
import { acceptedByStaff, dispatchBody, getOrder, orderOk } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({}, { seed: false });
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

describe('dispatches', () => {
  it('partial dispatches to completion: the order stays open until every line is sent, then moves to Dispatched', async () => {
    const { order } = await acceptedByStaff(staff, ctx);
    const [shafts, bushes] = order.Lines; // 250 Nos and 12.125 Kg
    await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'Machining' });

    const first = await orderOk(staff, '/order/dispatch', dispatchBody(order, { [shafts!._id]: 100 }, { EwayBillNo: '3310 1234 5678' }));
    expect(first.Stage).toBe('Machining');
    expect(first.Lines.map((l) => [l.Dispatched, l.Remaining])).toEqual([
      [100, 150],
      [0, 12.125],
    ]);
    expect(first.Dispatches).toEqual([
      expect.objectContaining({
        InvoiceNo: 'RPW/26-27/0412',
        Transporter: 'VRL Logistics',
        DocketNo: 'VRL-7781234',
        EwayBillNo: '331012345678',
        Packages: 3,
        Lines: [{ LineId: shafts!._id, Quantity: 100 }],
        CreatedBy: 'admin',
      }),
    ]);

    const second = await orderOk(
      staff,
      '/order/dispatch',
      dispatchBody(order, { [shafts!._id]: 149.5, [bushes!._id]: 12 }, { DocketNo: 'VRL-7781299' }),
    );
    expect(second.Stage).toBe('Machining');
    expect(second.Lines.map((l) => l.Remaining)).toEqual([0.5, 0.125]);
    expect(second.DispatchedAt).toBeNull();

    const last = await orderOk(staff, '/order/dispatch', dispatchBody(order, { [shafts!._id]: 0.5, [bushes!._id]: 0.125 }, { DocketNo: 'GATI-55' }));
    expect(last.Stage).toBe('Dispatched');
    expect(last.DispatchedAt).not.toBeNull();
    expect(last.Lines.map((l) => [l.Dispatched, l.Remaining])).toEqual([
      [250, 0],
      [12.125, 0],
    ]);
    expect(last.Dispatches.map((d) => d.DocketNo)).toEqual(['VRL-7781234', 'VRL-7781299', 'GATI-55']);
    expect(last.Timeline.slice(-2).map((e) => [e.Type, e.From, e.To])).toEqual([
      ['dispatch', 'Machining', 'Dispatched'],
      ['stage', 'Machining', 'Dispatched'],
    ]);
    expect(last.Timeline.filter((e) => e.Type === 'dispatch')[0]!.Note).toBe(
      'Invoice RPW/26-27/0412, VRL Logistics, docket VRL-7781234, 3 packages.',
    );
    const logged = await db.select().from(activityEvents).where(eq(activityEvents.subject, order.Number)).orderBy(activityEvents.at);
    expect(logged.filter((a) => a.kind === 'order-dispatched').map((a) => a.details.complete)).toEqual([false, false, true]);

    // The buyer sees each dispatch with its transporter and docket number, and the Dispatched stage.
    const view = await getBuyerOrderView(db, order.LeadId!);
    expect(view!.Dispatches.map((d) => [d.Transporter, d.DocketNo, d.Lines.map((l) => [l.Quantity, l.Unit])])).toEqual([
      ['VRL Logistics', 'VRL-7781234', [[100, 'Nos']]],
      [
        'VRL Logistics',
        'VRL-7781299',
        [
          [149.5, 'Nos'],
          [12, 'Kg'],
        ],
      ],
      [
        'VRL Logistics',
        'GATI-55',
        [
          [0.5, 'Nos'],
          [0.125, 'Kg'],
        ],
      ],
    ]);
    expect(view!.Timeline.map((t) => t.Stage)).toEqual(['Confirmed', 'Machining', 'Dispatched']);
    expect(view).not.toHaveProperty('AssignedTo');

    const more = await staff.post('/order/dispatch', dispatchBody(order, { [shafts!._id]: 1 }));
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(`Everything on ${order.Number} has already been dispatched.`);
    expect((await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'Delivered' })).Stage).toBe('Delivered');
  });

  it('more than remains is a 409 naming the line; nothing is recorded', async () => {
    const { order } = await acceptedByStaff(staff, ctx);
    const [shafts, bushes] = order.Lines;
    await orderOk(staff, '/order/dispatch', dispatchBody(order, { [shafts!._id]: 200 }));
    const res = await staff.post('/order/dispatch', dispatchBody(order, { [bushes!._id]: 1, [shafts!._id]: 51 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Line 1 (Pump shaft, EN8, ground): only 50 Nos remain to dispatch, not 51.');
    expect(res.json().errors).toEqual({ 'Lines.1.Quantity': 'Line 1 (Pump shaft, EN8, ground): only 50 Nos remain to dispatch, not 51.' });
    const after = await getOrder(staff, order._id);
    expect(after.Dispatches).toHaveLength(1);
    expect(after.Lines.map((l) => l.Dispatched)).toEqual([200, 0]);
  });

  it('bad input is a 400 with a clear message', async () => {
    const { order } = await acceptedByStaff(staff, ctx);
    const line = order.Lines[0]!._id;
    const tomorrow = addDays(indiaDay(), 1);
    const cases: [object, string, string][] = [
      [{ InvoiceNo: 'INV 7\n8' }, 'InvoiceNo', 'Invoice number must be one line'],
      [{ InvoiceNo: 'T-1', InvoiceDate: undefined }, 'InvoiceDate', 'Invoice date is required with an invoice number.'],
      [{ VehicleNo: 'GJ 03' }, 'VehicleNo', 'Vehicle number must be an Indian registration like GJ03AB1234.'],
      [{ TransporterId: 'ABC' }, 'TransporterId', 'Transporter id must be a GSTIN or a 15-character transporter id.'],
      [{ DistanceKm: 0 }, 'DistanceKm', 'Distance must be a whole number of kilometres from 1 to 4,000.'],
      [{ DistanceKm: 4001 }, 'DistanceKm', 'Distance must be a whole number of kilometres from 1 to 4,000.'],
      [{ TransportMode: 'Sea' }, 'TransportMode', 'Transport mode must be Road, Rail, Air or Ship.'],
      [{ Transporter: '  ' }, 'Transporter', 'Transporter is required.'],
      [{ DocketNo: 'a\nb' }, 'DocketNo', 'LR / docket number must be one line, without tabs or line breaks.'],
      [{ InvoiceDate: '2026-02-30' }, 'InvoiceDate', 'Invoice date is not a real date.'],
      [{ DispatchDate: tomorrow }, 'DispatchDate', 'Dispatch date cannot be in the future.'],
      [{ DispatchDate: '2020-01-01' }, 'DispatchDate', 'Dispatch date cannot be before the order was confirmed'],
      [{ EwayBillNo: '12345' }, 'EwayBillNo', 'E-way bill number must be 12 digits.'],
      [{ Packages: 0 }, 'Packages', 'Packages must be a whole number from 1 to 1,00,000.'],
      [{ Packages: 2.5 }, 'Packages', 'Packages must be a whole number from 1 to 1,00,000.'],
      [{ Lines: [] }, 'Lines', 'A dispatch needs at least one line with a quantity.'],
      [{ Lines: [{ LineId: line, Quantity: 0 }] }, 'Lines.0.Quantity', 'Dispatched quantity must be more than 0.'],
      [{ Lines: [{ LineId: line, Quantity: 1.0001 }] }, 'Lines.0.Quantity', 'Dispatched quantity'],
      [
        {
          Lines: [
            { LineId: line, Quantity: 1 },
            { LineId: line, Quantity: 2 },
          ],
        },
        'Lines',
        'Each line may appear once in a dispatch.',
      ],
      [
        { Lines: [{ LineId: '00000000-0000-4000-8000-000000000000', Quantity: 1 }] },
        'Lines.0.LineId',
        `Line 1: that LineId is not a line of ${order.Number}.`,
      ],
      [{ NotifyBuyer: 'on' }, 'NotifyBuyer', 'NotifyBuyer must be true or false.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await staff.post('/order/dispatch', dispatchBody(order, { [line]: 1 }, change));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors?.[field] ?? res.json().message, field).toContain(message);
    }
    expect((await getOrder(staff, order._id)).Dispatches).toEqual([]);
  });

  it('a cancelled order or one on hold dispatches nothing (409)', async () => {
    const { order } = await acceptedByStaff(staff, ctx);
    const line = order.Lines[0]!._id;
    await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'Inspection' });
    await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'On hold', Note: 'Payment pending' });
    const held = await staff.post('/order/dispatch', dispatchBody(order, { [line]: 1 }));
    expect([held.statusCode, held.json().message]).toEqual([409, `${order.Number} is on hold: move it back to Inspection before dispatching.`]);
    await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'Cancelled', Note: 'Buyer cancelled' });
    const cancelled = await staff.post('/order/dispatch', dispatchBody(order, { [line]: 1 }));
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, `${order.Number} is cancelled: nothing more can be dispatched.`]);
  });

  it('two dispatches of the whole remainder at once: one is recorded, the other refused', async () => {
    const { order } = await acceptedByStaff(staff, ctx);
    const all = Object.fromEntries(order.Lines.map((l) => [l._id, l.Quantity]));
    const answers = await Promise.all([
      staff.post('/order/dispatch', dispatchBody(order, all)),
      staff.post('/order/dispatch', dispatchBody(order, all)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await getOrder(staff, order._id);
    expect(after.Dispatches).toHaveLength(1);
    expect(after.Lines.map((l) => l.Remaining)).toEqual([0, 0]);
  });
});
