import { addDays } from '../../../src/lib/days.js';
import { indiaDay, type DashboardSummary, type Order, type QuotationSaveBody } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderDispatches, orderLines, orders, quotations } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { acceptedByStaff, dispatchBody, orderOk } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const staff = staffCalls(ctx, token);
const db = ctx.database.db;
await saveCompleteCompanyProfile(db);

/** A shaft with a discount and a washer: ₹412.50 less 2.5 %, and ₹38.50 (per 100 once perHundred runs). */
const LINES: Partial<QuotationSaveBody> = {
  Lines: [
    { Description: 'Pump shaft, EN8, ground', HSN: '8413', Quantity: 1000, Unit: 'Nos', UnitPrice: 412.5, DiscountPercent: 2.5, GstRate: 18 },
    { Description: 'Plain washer M12', HSN: '7318', Quantity: 5000, Unit: 'Nos', UnitPrice: 38.5, GstRate: 18 },
  ],
  Charges: [{ Kind: 'Freight', Amount: 1500, GstRate: 18 }],
};

const summary = async (): Promise<DashboardSummary> => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DashboardSummary }>().data;
};

/** Rupees (2 decimals) to paise, and paise in another currency to rupee paise at a rate x 10,000, half up: written out here. */
const paise = (rupees: number) => BigInt(Math.round(rupees * 100));
const converted = (minor: bigint, rate: bigint) => {
  const scaled = minor * rate;
  const whole = scaled / 10_000n;
  return scaled % 10_000n >= 5_000n ? whole + 1n : whole;
};
const rupees = (p: bigint) => Number(p) / 100;

/**
 * The washer's price made per 100 on the order's stored line, as an accepted quotation with Per 100 stores it
 * (set here so the test reads the dashboard alone, not the quotation PDF's handling of Per).
 */
async function perHundred(order: Order) {
  const [washer] = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order._id), eq(orderLines.position, 1)));
  await db
    .update(orderLines)
    .set({ line: { ...washer!.line, Per: 100 } })
    .where(eq(orderLines.id, washer!.id));
}

const USD_RATE = 835_123n; // ₹83.5123 per dollar

/** An order taken in dollars: the currency and its rate frozen on the order and its quotation (amounts are cents). */
async function inDollars(order: Order) {
  await db
    .update(orders)
    .set({ currency: 'USD', exchangeRateTenThousandths: Number(USD_RATE) })
    .where(eq(orders.id, order._id));
  await db
    .update(quotations)
    .set({ currency: 'USD', exchangeRateTenThousandths: Number(USD_RATE) })
    .where(eq(quotations.id, order.QuotationId));
}

describe('the dashboard’s order money figures', () => {
  it('books every order of the month but Cancelled ones; counts each dispatch (part ones too) at the order’s prices; all in rupees', async () => {
    const before = (await summary()).orders;
    expect(before).toMatchObject({ dispatchedThisMonth: 0, dispatchedThisMonthValue: 0, bookedThisMonth: 0, bookedThisMonthValue: 0 });

    // A: a part dispatch today of 600 shafts and 1,235 washers.
    const { order: a } = await acceptedByStaff(staff, ctx, LINES);
    await perHundred(a);
    await orderOk(staff, '/order/dispatch', dispatchBody(a, { [a.Lines[0]!._id]: 600, [a.Lines[1]!._id]: 1235 }));
    // B: a dispatch dated last month counts for last month, not this one; the order is still booked this month.
    const { order: b } = await acceptedByStaff(staff, ctx, LINES);
    await orderOk(staff, '/order/dispatch', dispatchBody(b, { [b.Lines[0]!._id]: 10 }));
    const firstOfMonth = `${indiaDay().slice(0, 8)}01`;
    await db
      .update(orderDispatches)
      .set({ dispatchDate: addDays(firstOfMonth, -1) })
      .where(eq(orderDispatches.orderId, b._id));
    // C: cancelled before anything left: not booked (its quotation was still quoted this month).
    const { order: c } = await acceptedByStaff(staff, ctx, LINES);
    await orderOk(staff, '/order/stage', { _id: c._id, Stage: 'Cancelled', Note: 'Buyer withdrew the PO' });
    // D: in dollars; a part dispatch today of 1,235 washers.
    const { order: d } = await acceptedByStaff(staff, ctx, LINES);
    await inDollars(d);
    await perHundred(d);
    await orderOk(staff, '/order/dispatch', dispatchBody(d, { [d.Lines[1]!._id]: 1235 }));

    // The dispatched quantities' taxable values, worked out by hand:
    //   600 x ₹412.50 x 97.5 % = ₹2,41,312.50; 1,235 x ₹38.50 / 100 = ₹475.475, half up ₹475.48;
    //   D: 1,235 washers are $475.48 = 47,548 cents x 83.5123 = ₹39,708.428404, half up ₹39,708.43.
    const figures = (await summary()).orders;
    expect(figures.dispatchedThisMonth).toBe(2);
    expect(figures.dispatchedThisMonthValue).toBe(281_496.41); // 2,41,312.50 + 475.48 + 39,708.43

    const grand = (o: Order) => paise(o.Totals.GrandTotal);
    expect(figures.bookedThisMonth).toBe(3);
    expect(figures.bookedThisMonthValue).toBe(rupees(grand(a) + grand(b) + converted(grand(d), USD_RATE)));
    const quoted = grand(a) + grand(b) + grand(c) + converted(grand(d), USD_RATE);
    expect(figures.quotedThisMonthValue).toBe(rupees(quoted));
    expect((await summary()).quotations.sentThisMonthValue).toBe(rupees(quoted));
    // The dollar order is not counted at its face value: its converted value is about 83.5 times larger.
    expect(figures.bookedThisMonthValue).toBeGreaterThan(rupees(grand(a) + grand(b) + grand(d) * 80n));
  });

  it('converts each order to rupees half up to the paisa: 12,345 fils at ₹0.5 are ₹61.725, booked as ₹61.73', async () => {
    const before = (await summary()).orders;
    const { order } = await acceptedByStaff(staff, ctx, LINES);
    // A made-up total in the order's own minor unit, odd so that the conversion lands on half a paisa.
    await db.update(orders).set({ currency: 'AED', exchangeRateTenThousandths: 5_000, grandTotalPaise: 12_345 }).where(eq(orders.id, order._id));
    const after = (await summary()).orders;
    expect(after.bookedThisMonth).toBe(before.bookedThisMonth + 1);
    expect(rupees(paise(after.bookedThisMonthValue) - paise(before.bookedThisMonthValue))).toBe(61.73);
    expect(converted(12_345n, 5_000n)).toBe(6_173n);
  });
});
