import { indiaDay, type DashboardSummary } from '@rp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema.js';
import { addDays } from '../../../src/lib/days.js';
import { setupApp } from '../../helpers.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { staffCalls } from '../../support/quotations.js';
import { orderOf, paymentOk, proformaOk } from '../payments/support.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const staff = staffCalls(ctx, token);
const db = ctx.database.db;
await saveCompleteCompanyProfile(db);

const figures = async (): Promise<DashboardSummary['payments']> => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DashboardSummary }>().data.payments;
};
const today = indiaDay();
const firstOfMonth = `${today.slice(0, 8)}01`;

describe('the dashboard’s advance and payment figures', () => {
  it('Advance awaited: orders in production with an Issued proforma, what is still due; Received this month: payments dated this month, not removed', async () => {
    expect(await figures()).toEqual({
      advanceAwaited: 0,
      advanceAwaitedValue: 0,
      advanceAwaitedOrders: [],
      receivedThisMonth: 0,
      receivedThisMonthValue: 0,
    });

    // A: asked ₹50,000, ₹20,000 in: ₹30,000 due.
    const a = await orderOf(staff, ctx, 1_00_000_00);
    const asked = await proformaOk(staff, '/proforma/create', { OrderId: a._id, DueDate: addDays(today, 5) }, 201);
    await paymentOk(staff, { OrderId: a._id, Amount: 20_000, Date: today, Mode: 'UPI' });
    // B: asked ₹10,000.50 and nothing in yet.
    const b = await orderOf(staff, ctx, 20_001_00);
    await proformaOk(staff, '/proforma/create', { OrderId: b._id }, 201);
    // C: paid in full (Paid, not awaited); D: its proforma cancelled; E: dispatched (no longer in production).
    const c = await orderOf(staff, ctx, 10_000_00);
    await proformaOk(staff, '/proforma/create', { OrderId: c._id }, 201);
    await paymentOk(staff, { OrderId: c._id, Amount: 5_000, Date: firstOfMonth, Mode: 'NEFT' });
    const d = await orderOf(staff, ctx, 10_000_00);
    const cancelled = await proformaOk(staff, '/proforma/create', { OrderId: d._id }, 201);
    await proformaOk(staff, '/proforma/cancel', { _id: cancelled._id, Reason: 'Paid on delivery' });
    const e = await orderOf(staff, ctx, 10_000_00);
    await proformaOk(staff, '/proforma/create', { OrderId: e._id }, 201);
    await db.update(orders).set({ stage: 'Dispatched' }).where(eq(orders.id, e._id));
    // Last month's payment and a removed one do not count this month.
    const removed = await paymentOk(staff, { OrderId: d._id, Amount: 1_000, Date: today, Mode: 'Cash' });
    await staff.post('/payment/remove', { _id: removed._id, Reason: 'Wrong order' });
    await paymentOk(staff, { OrderId: d._id, Amount: 700, Date: addDays(firstOfMonth, -1), Mode: 'Cheque' });

    expect(await figures()).toEqual({
      advanceAwaited: 2,
      advanceAwaitedValue: 40_000.5,
      advanceAwaitedOrders: [
        { _id: a._id, Number: a.Number, Company: a.Buyer.Company, ProformaNumber: asked.Number, Due: 30_000, DueDate: addDays(today, 5) },
        { _id: b._id, Number: b.Number, Company: b.Buyer.Company, ProformaNumber: expect.any(String), Due: 10_000.5, DueDate: null },
      ],
      receivedThisMonth: 2,
      receivedThisMonthValue: 25_000,
    });
  });
});
