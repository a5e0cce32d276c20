import { randomUUID } from 'node:crypto';
import { API_BASE, BUYER_ACCOUNT, type Order, type QuotationSaveBody } from '@rp/contract';
import { buildQuote, MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { expect } from 'vitest';
import { createBuyerSession } from '../../../src/modules/buyer-desk/sessions.js';
import type { TestContext } from '../../helpers.js';
import { getOrder } from '../../support/orders.js';
import { buildQuotationBody, ensureCompanyGstin, ok, type staffCalls } from '../../support/quotations.js';

type Staff = ReturnType<typeof staffCalls>;

export const DRAWING = toDataUrl('application/pdf', MINIMAL_PDF);

/** An address no other test uses. */
export const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

/** A buyer session of the address (as the mailed link makes one), as the Cookie header. */
export async function buyerCookieOf(ctx: TestContext, email: string): Promise<string> {
  return `${BUYER_ACCOUNT.cookieName}=${await createBuyerSession(ctx.database.db, email)}`;
}

export interface EarlierOrder {
  order: Order;
  /** The earlier request's e-mail (the site form's), and the quotation buyer's. */
  leadEmail: string;
  buyerEmail: string;
  leadId: string;
}

/**
 * An order as a buyer makes one: a site request with a drawing, a quotation (buildQuotationBody: line 1 at 250 Nos,
 * ₹412.50, breaks 500 at ₹398 and 1,000 at ₹385.75; line 2 12.125 Kg at ₹1,190.10) sent and marked accepted.
 */
export async function earlierOrder(staff: Staff, ctx: TestContext, overrides: Partial<QuotationSaveBody> = {}, quantities: object[] = []) {
  await ensureCompanyGstin(ctx);
  const leadEmail = uniqueEmail('site');
  const created = await ctx.app.inject({
    method: 'POST',
    url: `${API_BASE}/quote/save`,
    payload: buildQuote({ Email: leadEmail, Attachments: [{ Name: 'SP-101-B.pdf', Body: DRAWING }] }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const leadId = created.json().data._id as string;
  const base = buildQuotationBody();
  const buyerEmail = uniqueEmail('buyer');
  const body = buildQuotationBody({
    LeadId: leadId,
    Buyer: { ...base.Buyer, Email: buyerEmail },
    PaymentTerms: '50 % advance, balance before dispatch',
    DeliveryTerms: 'Ex-works Rajkot',
    Notes: 'Material test certificate with each lot.',
    ...overrides,
  });
  const saved = await staff.post('/quotation/save', body);
  expect(saved.statusCode, saved.body).toBe(201);
  const sent = await ok(staff, '/quotation/send', { _id: saved.json().data._id });
  const accepted = await staff.post('/quotation/accept', { _id: sent._id, PONumber: 'PO-4500123', PODate: '2026-11-20', Quantities: quantities });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const order = await getOrder(staff, accepted.json().data.Order._id as string);
  return { order, leadEmail, buyerEmail, leadId } satisfies EarlierOrder;
}

/** POST /account/reorder with the buyer cookie. */
export const reorderCall = (ctx: TestContext, cookie: string | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `${API_BASE}/account/reorder`, headers: cookie ? { cookie } : {}, payload });

/** A repeat order that must be accepted: its new lead as staff see it. */
export async function reorderOk(ctx: TestContext, staff: Staff, cookie: string, payload: object) {
  const res = await reorderCall(ctx, cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  const reference = res.json().data.Reference as string;
  const listed = await staff.post('/quote/list', { search: reference });
  expect(listed.statusCode, listed.body).toBe(200);
  const id = (listed.json().data as { _id: string; Reference: string }[]).find((r) => r.Reference === reference)!._id;
  const detail = await staff.post('/quote/getByID', { _id: id });
  expect(detail.statusCode, detail.body).toBe(200);
  return { reference, lead: detail.json().data[0] };
}
