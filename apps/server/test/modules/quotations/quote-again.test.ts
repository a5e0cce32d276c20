import { randomUUID } from 'node:crypto';
import { computeQuotationTotals, indiaDay, paiseToRupees, type Quotation } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents } from '../../../src/db/schema.js';
import { addDays } from '../../../src/lib/days.js';
import { setupApp } from '../../helpers.js';
import { completeCompanyProfile, saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { createLead, staffCalls } from '../../support/quotations.js';
import { buyerCookieOf, earlierOrder, reorderOk, type EarlierOrder } from '../repeat-orders/support.js';

const ctx = await setupApp({}, { seed: false });
await saveCompleteCompanyProfile(ctx.database.db);
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;
const validity = completeCompanyProfile().QuotationDefaults.ValidityDays;

/** The repeat lead of these lines (quantity per earlier order line index), and "Quote again" on it. */
async function quoteAgain(earlier: EarlierOrder, quantities: [number, number][]) {
  const cookie = await buyerCookieOf(ctx, earlier.buyerEmail);
  const Lines = quantities.map(([line, Quantity]) => ({ LineId: earlier.order.Lines[line]!._id, Quantity }));
  const { lead } = await reorderOk(ctx, staff, cookie, { OrderId: earlier.order._id, Lines, PONumber: 'PO-77' });
  const res = await staff.post('/quotation/quote-again', { LeadId: lead._id });
  expect(res.statusCode, res.body).toBe(201);
  return { lead, quotation: res.json().data as Quotation, message: res.json().message as string };
}

const pricesOf = (q: Quotation) => q.Lines.map((l) => [l.Quantity, l.UnitPrice]);

describe('POST /quotation/quote-again: a repeat order quoted at the last prices', () => {
  it('takes the break price at the new quantity, the line price otherwise; the terms, buyer and charges of the order; validity from today', async () => {
    const earlier = await earlierOrder(staff, ctx);
    const {
      lead,
      quotation: q,
      message,
    } = await quoteAgain(earlier, [
      [0, 500],
      [1, 20],
    ]);
    expect(message).toBe(`Quotation ${q.Number} created as a Draft at the prices of ${earlier.order.Number}.`);
    expect(q).toMatchObject({
      State: 'Draft',
      Revision: 0,
      Source: 'Repeat order',
      LeadId: lead._id,
      LeadReference: lead.Reference,
      BuyerId: earlier.order.BuyerId,
      PaymentTerms: '50 % advance, balance before dispatch',
      DeliveryTerms: 'Ex-works Rajkot',
      Notes: 'Material test certificate with each lot.',
      ValidUntil: addDays(indiaDay(), validity),
      Charges: [{ Kind: 'Freight', Amount: 1500, GstRate: 18 }],
    });
    expect(q.Buyer).toMatchObject({ Company: 'Shreeji Pumps Pvt Ltd', Contact: 'Asha Patel', Email: earlier.buyerEmail, PlaceOfSupply: '24' });
    // 500 Nos is a break of the earlier quotation (₹398); 20 Kg is no break: the ordered price.
    expect(pricesOf(q)).toEqual([
      [500, 398],
      [20, 1190.1],
    ]);
    expect(q.Lines[0]).toMatchObject({
      Description: 'Pump shaft, EN8, ground',
      DrawingNo: 'SP-101 rev B',
      Material: 'EN8',
      Finish: 'Ground',
      HSN: '8413',
      Unit: 'Nos',
      Per: 1,
      DiscountPercent: 2.5,
      GstRate: 18,
      LeadTime: '3-4 weeks',
      // The other break stays on offer; the one now quoted is the line itself.
      QuantityBreaks: [{ Quantity: 1000, UnitPrice: 385.75 }],
    });
    expect(q.Lines[1]).toMatchObject({ Description: 'Bush, bronze', HSN: '84839000', Unit: 'Kg', GstRate: 5 });

    // The one totals function on the integers: 500 x 398 less 2.5 % = 194,025; 20 x 1,190.10 = 23,802; freight 1,500.
    const expected = computeQuotationTotals({
      Lines: [
        { QuantityThousandths: 500_000, UnitPricePaise: 39_800, DiscountHundredths: 250, GstRate: 18, Per: 1 },
        { QuantityThousandths: 20_000, UnitPricePaise: 119_010, DiscountHundredths: 0, GstRate: 5, Per: 1 },
      ],
      Charges: [{ Kind: 'Freight', AmountPaise: 150_000, GstRate: 18 }],
      CompanyStateCode: '24',
      PlaceOfSupply: '24',
      SupplierRegistration: 'Regular',
      GstTreatment: 'Unregistered',
      Currency: 'INR',
    });
    expect(q.Totals.Taxable).toBe(219_327);
    expect(q.Totals).toMatchObject({
      Taxable: paiseToRupees(expected.Totals.Taxable),
      CGST: paiseToRupees(expected.Totals.CGST),
      SGST: paiseToRupees(expected.Totals.SGST),
      GrandTotal: paiseToRupees(expected.Totals.GrandTotal),
    });

    // The activity log and the lead's timeline, as any Draft's save.
    const logged = await db
      .select({ details: activityEvents.details })
      .from(activityEvents)
      .where(and(eq(activityEvents.kind, 'quotation-saved'), eq(activityEvents.subject, q.Number)));
    expect(logged).toEqual([{ details: { created: true } }]);
    const detail = await staff.post('/quote/getByID', { _id: lead._id });
    expect(JSON.stringify(detail.json().data[0].Timeline)).toContain(`Quotation ${q.Number} drafted.`);

    // One quotation per lead: a second click is refused and makes nothing.
    const again = await staff.post('/quotation/quote-again', { LeadId: lead._id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`already has quotation ${q.Number}`);
  });

  it('quotes the line price at a quantity without a break', async () => {
    const earlier = await earlierOrder(staff, ctx);
    const { quotation: q } = await quoteAgain(earlier, [[0, 300]]);
    expect(pricesOf(q)).toEqual([[300, 412.5]]);
    expect(q.Lines[0]!.QuantityBreaks).toEqual([
      { Quantity: 500, UnitPrice: 398 },
      { Quantity: 1000, UnitPrice: 385.75 },
    ]);
    expect(q.Totals.Taxable).toBe(120_656.25 + 0 + 1500);
  });

  it('after an order at a break: the first quoted quantity gets its first price, another break its own, the ordered one the ordered price', async () => {
    // The buyer took the 500 Nos break when accepting: the order line is 500 at ₹398, first quoted 250 at ₹412.50.
    const earlier = await earlierOrder(staff, ctx, {}, [{ Line: 1, Quantity: 500 }]);
    expect(earlier.order.Lines[0]).toMatchObject({ Quantity: 500, UnitPrice: 398 });
    const atFirst = await quoteAgain(earlier, [[0, 250]]);
    expect(pricesOf(atFirst.quotation)).toEqual([[250, 412.5]]);
    const atBreak = await quoteAgain(earlier, [[0, 1000]]);
    expect(pricesOf(atBreak.quotation)).toEqual([[1000, 385.75]]);
    const atOrdered = await quoteAgain(earlier, [[0, 500]]);
    expect(pricesOf(atOrdered.quotation)).toEqual([[500, 398]]);
    const elsewhere = await quoteAgain(earlier, [[0, 700]]);
    expect(pricesOf(elsewhere.quotation)).toEqual([[700, 398]]);
  });

  it('answers 409 for a lead that is no repeat order, 404 for an unknown lead', async () => {
    const lead = await createLead(ctx);
    const normal = await staff.post('/quotation/quote-again', { LeadId: lead.id });
    expect(normal.statusCode).toBe(409);
    expect(normal.json().message).toBe('This lead is not a repeat order.');
    for (const LeadId of [randomUUID(), 'not-a-uuid']) {
      const unknown = await staff.post('/quotation/quote-again', { LeadId });
      expect(unknown.statusCode, unknown.body).toBe(404);
      expect(unknown.json().message).toBe('Lead not found.');
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotation/quote-again', payload: { LeadId: lead.id } });
    expect(anonymous.statusCode).toBe(401);
  });
});
