import { API_BASE, formatRupees, rupeesToPaise } from '@rp/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, outbox } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { acceptedByBuyer, acceptedByStaff, mailedKey } from '../../support/orders.js';
import { pdfToLayoutText } from '../../support/pdftotext.js';
import { createSent, staffCalls } from '../../support/quotations.js';

const ctx = await setupApp({}, { seed: false });
// Quotations that charge GST are sent by a company with a GSTIN.
await saveCompleteCompanyProfile(ctx.database.db);
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

/** The buyer's acceptance confirmation queued for the lead, and its attachments' files. */
async function confirmationOf(leadId: string) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recordId, leadId), eq(outbox.kind, 'quotation-confirmation')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const attached = await Promise.all(
    mail!.attachments.map(async (a) => {
      const [file] = await db.select().from(files).where(eq(files.id, a.fileId));
      return { name: a.name, file: file! };
    }),
  );
  return { mail: mail!, attached };
}

describe('the order acknowledgement (issue 46)', () => {
  it('GET /order/:id/acknowledgement.pdf: the order, the PO, the accepted lines, totals, promised date and terms, for staff', async () => {
    const { quotation: q, order } = await acceptedByStaff(staff, ctx);
    const res = await staff.get(`/order/${order._id}/acknowledgement.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`Order acknowledgement ${order.Number}.pdf`);
    const text = await pdfToLayoutText(res.rawPayload);
    for (const value of ['ORDER ACKNOWLEDGEMENT', order.Number, 'PO-STAFF-1', 'dated 20 November 2026', q.Number, q.Buyer.Company, 'Payment terms']) {
      expect(text).toContain(value);
    }
    for (const line of order.Lines) expect(text).toContain(line.Description);
    expect(text).toMatch(new RegExp(`Grand total +${formatRupees(rupeesToPaise(order.Totals.GrandTotal)!).replace(/[.]/g, '\\.')}`));
    const promised = new Date(`${order.PromisedDate}T00:00:00+05:30`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    expect(text).toContain(`Promised dispatch date: ${promised}.`);
  });

  it('401 without a session, 404 for an unknown order', async () => {
    const { order } = await acceptedByStaff(staff, ctx, {}, 'PO-401');
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${API_BASE}/order/${order._id}/acknowledgement.pdf` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).not.toBe('application/pdf');
    const unknown = await staff.get('/order/00000000-0000-4000-8000-000000000000/acknowledgement.pdf');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order not found.');
    // Not an id at all: the contract's parameter check answers first.
    expect((await staff.get('/order/not-an-id/acknowledgement.pdf')).statusCode).toBe(400);
  });

  it('staff "Mark accepted": the buyer\'s confirmation attaches the acknowledgement, the same PDF the route draws', async () => {
    const { quotation: q, order } = await acceptedByStaff(staff, ctx, {}, 'PHONE/PO/9');
    const { mail, attached } = await confirmationOf(q.LeadId!);
    expect(mail.to).toBe(q.Buyer.Email);
    expect(attached.map((a) => [a.name, a.file.kind, a.file.mimeType])).toEqual([
      [`Order acknowledgement ${order.Number}.pdf`, 'order-pdf', 'application/pdf'],
    ]);
    const mailed = Buffer.from(attached[0]!.file.data);
    const text = await pdfToLayoutText(mailed);
    for (const value of ['ORDER ACKNOWLEDGEMENT', order.Number, 'PHONE/PO/9']) expect(text).toContain(value);
    const drawn = await staff.get(`/order/${order._id}/acknowledgement.pdf`);
    expect(await pdfToLayoutText(drawn.rawPayload)).toBe(text);
  });

  it("the buyer accepting online: the confirmation attaches the acknowledgement with the buyer's PO", async () => {
    const { quotation: q, order } = await acceptedByBuyer(staff, ctx);
    const { mail, attached } = await confirmationOf(q.LeadId!);
    expect(mail.to).toBe(q.Buyer.Email);
    expect(attached.map((a) => a.name)).toEqual([`Order acknowledgement ${order.Number}.pdf`]);
    const text = await pdfToLayoutText(Buffer.from(attached[0]!.file.data));
    for (const value of ['ORDER ACKNOWLEDGEMENT', order.Number, 'SP/PO/2026/118', q.Buyer.Company]) expect(text).toContain(value);
  });

  it('a decline has no order and its confirmation attaches nothing', async () => {
    const q = await createSent(staff, ctx);
    const payload = { Key: await mailedKey(ctx, q.LeadId!), Reason: 'Bought elsewhere', Comment: '' };
    const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/rfq/${q.LeadReference}/decline`, payload });
    expect(res.statusCode, res.body).toBe(200);
    const { mail, attached } = await confirmationOf(q.LeadId!);
    expect(mail.subject).toContain(q.Number);
    expect(attached).toEqual([]);
  });
});
