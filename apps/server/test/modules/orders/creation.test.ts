import { API_BASE, COMPANY_PROFILE_SEED, indiaDay, ORDER_NUMBER_PATTERN } from '@rp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, orders, quotations } from '../../../src/db/schema.js';
import { addDays } from '../../../src/lib/days.js';
import { setupApp } from '../../helpers.js';
import { acceptedByBuyer, acceptedByStaff, getOrder } from '../../support/orders.js';
import { buildQuotationBody, createSent, refused, staffCalls } from '../../support/quotations.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';

const ctx = await setupApp({}, { seed: false });
// Quotations that charge GST are sent by a company with a GSTIN.
await saveCompleteCompanyProfile(ctx.database.db);
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

const activityOf = async (subject: string) => db.select().from(activityEvents).where(eq(activityEvents.subject, subject));

describe('an accepted quotation becomes an order', () => {
  it('staff "Mark accepted": SO number, the quotation revision, its lead, the PO, the frozen lines and totals, the promised date', async () => {
    const { quotation: q, order } = await acceptedByStaff(staff, ctx);
    expect(order.Number).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.Number.startsWith(`SO-${indiaDay().slice(0, 4)}-`)).toBe(true);
    expect(order).toMatchObject({
      QuotationId: q._id,
      QuotationNumber: q.Number,
      LeadId: q.LeadId,
      LeadReference: q.LeadReference,
      PONumber: 'PO-STAFF-1',
      PODate: '2026-11-20',
      Stage: 'Confirmed',
      HeldFrom: null,
      Late: false,
      Company: q.Buyer.Company,
      Contact: q.Buyer.Contact,
      Email: q.Buyer.Email,
      Currency: 'INR',
      TaxMode: q.TaxMode,
      TaxSummary: q.TaxSummary,
      Totals: q.Totals,
      Charges: q.Charges,
      Dispatches: [],
    });
    // "3-4 weeks" on the first line, none on the second: 28 days from today (India).
    expect(order.PromisedDate).toBe(addDays(indiaDay(), 28));
    expect(order.Lines.map((l) => [l.Description, l.Quantity, l.Dispatched, l.Remaining, l.Taxable])).toEqual(
      q.Lines.map((l) => [l.Description, l.Quantity, 0, l.Quantity, l.Taxable]),
    );
    expect(order.Timeline).toEqual([
      expect.objectContaining({
        Type: 'created',
        By: 'admin',
        To: 'Confirmed',
        VisibleToBuyer: false,
        Note: `Quotation ${q.Number} accepted by admin, PO PO-STAFF-1.`,
      }),
    ]);

    // Links both ways: the quotation and the lead carry the order.
    const quotation = (await staff.post('/quotation/getByID', { _id: q._id })).json().data[0];
    expect(quotation.Order).toEqual({ _id: order._id, Number: order.Number, Stage: 'Confirmed' });
    const lead = (await staff.post('/quote/getByID', { _id: q.LeadId })).json().data[0];
    expect(lead.Order).toEqual({ _id: order._id, Number: order.Number, Stage: 'Confirmed' });
    expect(lead.Timeline.map((e: { Text: string }) => e.Text)).toContain(`Order ${order.Number} created from ${q.Number}.`);
    expect((await activityOf(order.Number)).map((a) => [a.kind, a.actorEmail])).toEqual([['order-created', 'admin@example.com']]);
  });

  it('the buyer accepting online makes the order in the same transaction, credited to the buyer', async () => {
    const { quotation: q, order } = await acceptedByBuyer(staff, ctx);
    expect(order).toMatchObject({
      QuotationId: q._id,
      PONumber: 'SP/PO/2026/118',
      AcceptedByName: 'Asha Patel',
      Stage: 'Confirmed',
      Totals: q.Totals,
    });
    expect(order.Timeline[0]).toMatchObject({ Type: 'created', By: 'Buyer' });
    expect((await activityOf(order.Number)).map((a) => [a.kind, a.actorId, a.actorEmail])).toEqual([['order-created', null, q.Buyer.Email]]);
  });

  it('a quotation that is not accepted has no order; a second acceptance is refused and makes no second order', async () => {
    const q = await createSent(staff, ctx);
    expect((await staff.post('/quotation/getByID', { _id: q._id })).json().data[0].Order).toBeNull();
    expect((await staff.post('/quote/getByID', { _id: q.LeadId })).json().data[0].Order).toBeNull();
    expect((await staff.post('/quotation/accept', { _id: q._id, PONumber: 'A' })).statusCode).toBe(200);
    expect(await refused(staff, '/quotation/accept', { _id: q._id, PONumber: 'B' })).toContain('already accepted');
    expect(await db.select().from(orders).where(eq(orders.quotationId, q._id))).toHaveLength(1);
  });

  it('promises the longest line lead time in days, weeks or months, and 28 days when no line names one', async () => {
    const body = buildQuotationBody();
    const lines = [
      { ...body.Lines[0]!, LeadTime: '15 days' },
      { ...body.Lines[1]!, LeadTime: '5-6 weeks' },
    ];
    const weeks = await acceptedByStaff(staff, ctx, { Lines: lines });
    expect(weeks.order.PromisedDate).toBe(addDays(indiaDay(), 42));
    const none = await acceptedByStaff(staff, ctx, { Lines: lines.map((l) => ({ ...l, LeadTime: 'ex-stock' })) });
    expect(none.order.PromisedDate).toBe(addDays(indiaDay(), 28));
    const months = await acceptedByStaff(staff, ctx, { Lines: [{ ...lines[0]!, LeadTime: '2 months' }] });
    expect(months.order.PromisedDate).toBe(addDays(indiaDay(), 60));
  });

  it('is frozen: a later company profile, its defaults or a changed quotation row do not change the order', async () => {
    const { quotation: q, order } = await acceptedByStaff(staff, ctx);
    const before = await getOrder(staff, order._id);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `${API_BASE}/settings/company`,
      headers: ctx.auth(await ctx.login()),
      payload: {
        ...COMPANY_PROFILE_SEED,
        TradeName: 'Saurashtra Turned Parts',
        State: '27',
        GSTIN: '',
        PAN: '',
        QuotationDefaults: { ...COMPANY_PROFILE_SEED.QuotationDefaults, PaymentTerms: '100% advance', ValidityDays: 7 },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Even the quotation row itself changing (a bug, a manual fix) leaves the order as accepted.
    const [row] = await db.select().from(quotations).where(eq(quotations.id, q._id));
    await db
      .update(quotations)
      .set({ companyStateCode: '27', lines: row!.lines.map((l) => ({ ...l, UnitPricePaise: l.UnitPricePaise * 2 })), paymentTerms: 'changed' })
      .where(eq(quotations.id, q._id));
    const after = await getOrder(staff, order._id);
    expect(after).toEqual(before);
    expect(after.TaxMode).toBe('CGST+SGST');
    // The quotation itself now answers other figures: the order did not follow it.
    const changed = (await staff.post('/quotation/getByID', { _id: q._id })).json().data[0];
    expect(changed.Totals.GrandTotal).not.toBe(after.Totals.GrandTotal);
  });
});
