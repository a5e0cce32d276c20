import type { OrderListItem, QuotationSaveBody } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { getBuyerOrderView } from '../../../src/modules/orders/index.js';
import { setupApp } from '../../helpers.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { acceptedByStaff, dispatchBody, getOrder, orderOk } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';

// Issue 44: a partly dispatched order reads "Partly dispatched" (N of M) in the list, on its screen and on the buyer's page.
const ctx = await setupApp({}, { seed: false });
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;
await saveCompleteCompanyProfile(db);

const ONE_UNIT: Partial<QuotationSaveBody> = {
  Lines: [
    { Description: 'Pump shaft, EN8, ground', HSN: '8413', Quantity: 1000, Unit: 'Nos', UnitPrice: 412.5, GstRate: 18 },
    { Description: 'Bush, bronze', HSN: '84839000', Quantity: 200, Unit: 'Nos', UnitPrice: 85, GstRate: 18 },
  ],
  Charges: [],
};

async function listed(id: string): Promise<OrderListItem> {
  const res = await staff.post('/order/list', { pageSize: 100 });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as OrderListItem[]).find((o) => o._id === id)!;
}

/** The order's Progress as its screen and the list read it, and the buyer's stage label. */
async function readings(id: string, leadId: string) {
  const [order, row, buyer] = await Promise.all([getOrder(staff, id), listed(id), getBuyerOrderView(db, leadId)]);
  expect(row.Progress).toEqual(order.Progress);
  return { stage: order.Stage, progress: order.Progress, buyer: buyer!.StageLabel };
}

describe('an order’s dispatch progress', () => {
  it('reads its stage until something goes, "Partly dispatched" with N of M while the rest waits, Dispatched once all went', async () => {
    const { order, quotation } = await acceptedByStaff(staff, ctx, ONE_UNIT);
    const [shafts, bushes] = order.Lines;
    await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'Ready for dispatch' });
    expect(await readings(order._id, quotation.LeadId!)).toEqual({
      stage: 'Ready for dispatch',
      progress: { PartlyDispatched: false, Label: 'Ready for dispatch', Dispatched: 0, Ordered: 1200, Unit: 'Nos', Summary: '' },
      buyer: 'Ready for dispatch',
    });

    await orderOk(staff, '/order/dispatch', dispatchBody(order, { [shafts!._id]: 600, [bushes!._id]: 50.5 }));
    expect(await readings(order._id, quotation.LeadId!)).toEqual({
      stage: 'Ready for dispatch',
      progress: { PartlyDispatched: true, Label: 'Partly dispatched', Dispatched: 650.5, Ordered: 1200, Unit: 'Nos', Summary: '650.5 of 1,200 Nos' },
      buyer: 'Partly dispatched: 650.5 of 1,200 Nos',
    });

    // On hold says so, whatever went.
    await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'On hold', Note: 'Buyer asked to wait' });
    expect((await readings(order._id, quotation.LeadId!)).progress).toMatchObject({ PartlyDispatched: false, Label: 'On hold' });
    await orderOk(staff, '/order/stage', { _id: order._id, Stage: 'Ready for dispatch' });

    await orderOk(staff, '/order/dispatch', dispatchBody(order, { [shafts!._id]: 400, [bushes!._id]: 149.5 }));
    expect(await readings(order._id, quotation.LeadId!)).toEqual({
      stage: 'Dispatched',
      progress: { PartlyDispatched: false, Label: 'Dispatched', Dispatched: 1200, Ordered: 1200, Unit: 'Nos', Summary: '1,200 of 1,200 Nos' },
      buyer: 'Dispatched',
    });
  });

  it('counts lines dispatched in full when their units differ; a closed-short order keeps its own label', async () => {
    const { order, quotation } = await acceptedByStaff(staff, ctx);
    const [shafts, bush] = order.Lines;
    await orderOk(staff, '/order/dispatch', dispatchBody(order, { [shafts!._id]: shafts!.Quantity, [bush!._id]: 2 }));
    expect(await readings(order._id, quotation.LeadId!)).toEqual({
      stage: 'Confirmed',
      progress: { PartlyDispatched: true, Label: 'Partly dispatched', Dispatched: 1, Ordered: 2, Unit: 'lines', Summary: '1 of 2 lines' },
      buyer: 'Partly dispatched: 1 of 2 lines',
    });

    await orderOk(staff, '/order/close-short', { _id: order._id, Reason: 'The buyer cut the PO.' });
    expect(await readings(order._id, quotation.LeadId!)).toMatchObject({
      stage: 'Dispatched',
      progress: { PartlyDispatched: false, Label: 'Dispatched' },
      buyer: 'Closed: part dispatched',
    });
  });
});
