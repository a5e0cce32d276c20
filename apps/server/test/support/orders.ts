import { API_BASE, indiaDay, type Order, type QuotationSaveBody } from '@rp/contract';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import type { TestContext } from '../helpers.js';
import { createSent, type staffCalls } from './quotations.js';

type Staff = ReturnType<typeof staffCalls>;

type BuyerMailKind = 'buyer-acknowledgement' | 'quotation-sent' | 'order-stage' | 'order-dispatched';

/** The status link in the newest mail of this kind for the lead (the mail is the only place its key exists). */
export async function mailedLink(ctx: TestContext, leadId: string, kind: BuyerMailKind = 'quotation-sent'): Promise<URL> {
  const [mail] = await ctx.database.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.recordId, leadId), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return new URL(/https?:\/\/\S+\/rfq\/\S+\?key=[\w-]+/.exec(mail!.text)![0]);
}

/** The key of that status link. */
export const mailedKey = async (ctx: TestContext, leadId: string, kind: BuyerMailKind = 'quotation-sent') =>
  (await mailedLink(ctx, leadId, kind)).searchParams.get('key')!;

/** The order a call answered; fails the test on any other status. */
export async function orderOk(staff: Staff, path: string, payload: object): Promise<Order> {
  const res = await staff.post(path, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Order;
}

export async function getOrder(staff: Staff, id: string): Promise<Order> {
  const res = await staff.post('/order/getByID', { _id: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as Order;
}

/** A sent quotation marked accepted by staff, and the order it made. */
export async function acceptedByStaff(staff: Staff, ctx: TestContext, overrides: Partial<QuotationSaveBody> = {}, po = 'PO-STAFF-1') {
  const q = await createSent(staff, ctx, overrides);
  const res = await staff.post('/quotation/accept', { _id: q._id, PONumber: po, PODate: '2026-11-20' });
  expect(res.statusCode, res.body).toBe(200);
  const link = res.json().data.Order as { _id: string; Number: string } | null;
  expect(link).not.toBeNull();
  return { quotation: q, order: await getOrder(staff, link!._id) };
}

/** A sent quotation accepted by the buyer on the status page, and the order it made. */
export async function acceptedByBuyer(staff: Staff, ctx: TestContext, overrides: Partial<QuotationSaveBody> = {}) {
  const q = await createSent(staff, ctx, overrides);
  const key = await mailedKey(ctx, q.LeadId!);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${API_BASE}/rfq/${q.LeadReference}/accept`,
    payload: { Key: key, Name: 'Asha Patel', Designation: 'Purchase Manager', PONumber: 'SP/PO/2026/118', AcceptTerms: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const detail = await staff.post('/quotation/getByID', { _id: q._id });
  const link = detail.json().data[0].Order as { _id: string } | null;
  expect(link).not.toBeNull();
  return { quotation: q, key, order: await getOrder(staff, link!._id) };
}

/** A valid dispatch body of the given quantities per line id. */
export function dispatchBody(order: Order, quantities: Record<string, number>, extra: object = {}) {
  return {
    _id: order._id,
    InvoiceNo: 'RPW/26-27/0412',
    InvoiceDate: indiaDay(),
    Transporter: 'VRL Logistics',
    DocketNo: 'VRL-7781234',
    DispatchDate: indiaDay(),
    Packages: 3,
    Lines: Object.entries(quantities).map(([LineId, Quantity]) => ({ LineId, Quantity })),
    ...extra,
  };
}

export { API_BASE };
