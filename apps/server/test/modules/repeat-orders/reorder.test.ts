import { randomUUID } from 'node:crypto';
import { API_BASE, indiaDateLabel } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyerContacts, files, outbox, recordAttachments, records } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { staffCalls } from '../../support/quotations.js';
import { buyerCookieOf, earlierOrder, reorderCall, reorderOk, uniqueEmail } from './support.js';

const ctx = await setupApp({}, { seed: false });
await saveCompleteCompanyProfile(ctx.database.db);
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

describe('POST /account/reorder: a repeat order from the buyer desk', () => {
  it('makes a quote request: Source "Repeat order", RepeatOf the order, the parts, the PO and date, the drawings, the mails', async () => {
    const { order, buyerEmail, leadId } = await earlierOrder(staff, ctx);
    const [shaft, bush] = order.Lines;
    const cookie = await buyerCookieOf(ctx, buyerEmail);
    const { reference, lead } = await reorderOk(ctx, staff, cookie, {
      OrderId: order._id,
      Lines: [
        { LineId: bush!._id, Quantity: 20 },
        { LineId: shaft!._id, Quantity: 500 },
      ],
      PONumber: 'PO-4500999',
      RequiredBy: '2026-12-20',
      Note: 'Same as last time, please.',
    });
    expect(reference).toMatch(/^Q-\d{4}-\d{5}$/);
    const accepted = indiaDateLabel(new Date(order.AcceptedAt));
    expect(lead).toMatchObject({
      Source: 'Repeat order',
      Status: 'New',
      Email: buyerEmail,
      Title: 'Asha Patel',
      Company: 'Shreeji Pumps Pvt Ltd',
      ContactNo: '+91 98250 12345',
      BuyerId: order.BuyerId,
      RepeatOf: { OrderId: order._id, Number: order.Number, Summary: `Repeat of ${order.Number} (last price ₹412.50 for 250 Nos, ${accepted})` },
    });
    // The parts in the earlier order's sequence, whatever order they were ticked in.
    expect(lead.Description).toContain(`Repeat of: ${order.Number}`);
    expect(lead.Description).toContain('Part 1: Pump shaft, EN8, ground; drawing SP-101 rev B; material EN8; finish Ground; 500 Nos');
    expect(lead.Description).toContain('Part 2: Bush, bronze; 20 Kg');
    expect(lead.Message).toBe(`Repeat of ${order.Number} of ${accepted}; PO PO-4500999, required by 20 December 2026.\n\nSame as last time, please.`);

    // The earlier request's drawing, copied (its own file row, the same bytes), so staff see it on the new lead.
    expect(lead.Attachments).toHaveLength(1);
    expect(lead.Attachments[0]).toMatchObject({ name: 'SP-101-B.pdf', removedAt: null });
    const [earlierDrawing] = await db.select().from(recordAttachments).where(eq(recordAttachments.recordId, leadId));
    expect(lead.Attachments[0].id).not.toBe(earlierDrawing!.fileId);
    const [copy] = await db.select({ sha256: files.sha256, kind: files.kind }).from(files).where(eq(files.id, lead.Attachments[0].id));
    const [original] = await db.select({ sha256: files.sha256 }).from(files).where(eq(files.id, earlierDrawing!.fileId!));
    expect(copy).toEqual({ sha256: original!.sha256, kind: 'drawing' });
    const download = await staff.get(`/quote/attachment/${lead.Attachments[0].id}`);
    expect(download.statusCode).toBe(200);

    // The requested quantities kept for "Quote again", in the order's sequence.
    const [row] = await db.select().from(records).where(eq(records.id, lead._id));
    expect(row!.repeatOfOrderId).toBe(order._id);
    expect(row!.repeatLines).toEqual([
      { LineId: shaft!._id, QuantityThousandths: 500_000 },
      { LineId: bush!._id, QuantityThousandths: 20_000 },
    ]);
    // Like any request: the buyer's acknowledgement and the staff's new-lead mail.
    const mails = await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.recordId, lead._id));
    expect(mails.map((m) => m.kind).sort()).toEqual(['buyer-acknowledgement', 'staff-notification']);
    expect(lead.Timeline.length).toBeGreaterThan(0);
  });

  it("lets the earlier request's address and a colleague who sees the company's documents order again, not another contact", async () => {
    const { order, leadEmail } = await earlierOrder(staff, ctx);
    const line = { LineId: order.Lines[0]!._id, Quantity: 250 };
    const bySite = await reorderOk(ctx, staff, await buyerCookieOf(ctx, leadEmail.toUpperCase()), { OrderId: order._id, Lines: [line] });
    expect(bySite.lead.Email).toBe(leadEmail);

    const colleague = uniqueEmail('colleague');
    const other = uniqueEmail('other');
    await db.insert(buyerContacts).values([
      { buyerId: order.BuyerId!, position: 50, name: 'Ravi Shah', email: colleague, seesCompanyDocuments: true },
      { buyerId: order.BuyerId!, position: 51, name: 'Meena Joshi', email: other, seesCompanyDocuments: false },
    ]);
    const byColleague = await reorderOk(ctx, staff, await buyerCookieOf(ctx, colleague), { OrderId: order._id, Lines: [line] });
    expect(byColleague.lead).toMatchObject({ Email: colleague, Title: 'Ravi Shah', BuyerId: order.BuyerId });
    const refused = await reorderCall(ctx, await buyerCookieOf(ctx, other), { OrderId: order._id, Lines: [line] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Order not found.');
  });

  it("answers 404 for another buyer's order and for an unknown id, the same answer, and stores nothing", async () => {
    const mine = await earlierOrder(staff, ctx);
    const theirs = await earlierOrder(staff, ctx);
    const cookie = await buyerCookieOf(ctx, mine.buyerEmail);
    const before = await db.select({ id: records.id }).from(records).where(eq(records.source, 'Repeat order'));
    const answers = await Promise.all(
      [theirs.order._id, randomUUID(), 'not-a-uuid'].map((OrderId) =>
        reorderCall(ctx, cookie, { OrderId, Lines: [{ LineId: theirs.order.Lines[0]!._id, Quantity: 1 }] }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Order not found.' });
    }
    const after = await db.select({ id: records.id }).from(records).where(eq(records.source, 'Repeat order'));
    expect(after).toHaveLength(before.length);
  });

  it('answers 400 naming the line that is not a line of the order', async () => {
    const mine = await earlierOrder(staff, ctx);
    const theirs = await earlierOrder(staff, ctx);
    const cookie = await buyerCookieOf(ctx, mine.buyerEmail);
    const res = await reorderCall(ctx, cookie, {
      OrderId: mine.order._id,
      Lines: [
        { LineId: mine.order.Lines[0]!._id, Quantity: 10 },
        { LineId: theirs.order.Lines[1]!._id, Quantity: 10 },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(`Line 2 is not a line of order ${mine.order.Number}.`);
    const bad = await reorderCall(ctx, cookie, { OrderId: mine.order._id, Lines: [{ LineId: mine.order.Lines[0]!._id, Quantity: -1 }] });
    expect(bad.statusCode).toBe(400);
    const none = await reorderCall(ctx, cookie, { OrderId: mine.order._id, Lines: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Choose at least one line');
  });

  it('needs a buyer session: none, or a staff token, is 401', async () => {
    const { order } = await earlierOrder(staff, ctx);
    const payload = { OrderId: order._id, Lines: [{ LineId: order.Lines[0]!._id, Quantity: 1 }] };
    expect((await reorderCall(ctx, null, payload)).statusCode).toBe(401);
    const asStaff = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/account/reorder`, headers: ctx.auth(await ctx.login()), payload });
    expect(asStaff.statusCode).toBe(401);
    const [count] = await db
      .select({ id: records.id })
      .from(records)
      .where(and(eq(records.repeatOfOrderId, order._id), eq(records.source, 'Repeat order')));
    expect(count).toBeUndefined();
  });
});
