import { and, desc, eq } from 'drizzle-orm';
import { indiaDateLabel, indiaDay, type Order } from '@rp/contract';
import { buildQuote } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { admins, orders, outbox } from '../../../src/db/schema.js';
import { findRfqStatus } from '../../../src/modules/rfq-status/service.js';
import { setupApp } from '../../helpers.js';
import { mailedLink } from '../../support/orders.js';
import { buildQuotationBody, staffCalls } from '../../support/quotations.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';

// Issue 34, the buyer's view: the status page carries the lead's order (read by the production build's
// server renderer) for the right key only, with no internal note, no assigned person and no "Late".
const ctx = await setupApp({}, { web: { mode: 'production', siteUrl: 'https://parts.example.test' } });
// Quotations that charge GST are sent by a company with a GSTIN.
await saveCompleteCompanyProfile(ctx.database.db);
const staff = staffCalls(ctx, await ctx.login());
const me = (await staff.get('/auth/me')).json().data as { _id: string; Email: string };
// A name no page would print by chance, for the check that the assigned person never shows.
const STAFF_NAME = 'Harshvardhan Kothari-Iyer';
await ctx.database.db.update(admins).set({ name: STAFF_NAME }).where(eq(admins.id, me._id));

const page = (path: string) => ctx.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** The order's section of the page (it holds no section of its own). */
const orderSectionOf = (html: string) => {
  const start = html.indexOf('id="order"');
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
};

async function call<T>(path: string, payload: object): Promise<T> {
  const res = await staff.post(path, payload);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().data as T;
}

let buyers = 0;
/** A website quote request (its acknowledgement's status link) and a quotation sent for it. */
async function sentQuotation() {
  const email = `buyer${++buyers}@order-view.example`;
  const lead = (await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote({ Email: email }) })).json().data;
  const link = await mailedLink(ctx, lead._id, 'buyer-acknowledgement');
  const saved = await call<{ _id: string }>(
    '/quotation/save',
    buildQuotationBody({ LeadId: lead._id, Buyer: { ...buildQuotationBody().Buyer, Email: email } }),
  );
  await call('/quotation/send', { _id: saved._id });
  return {
    leadId: lead._id as string,
    reference: lead.Reference as string,
    key: link.searchParams.get('key')!,
    quotationId: saved._id,
    path: `${link.pathname}${link.search}`,
  };
}

/** A sent quotation accepted with a PO number (by staff, "Mark accepted", or by the buyer online), and the order it made. */
async function acceptedOrder(po: string, by: 'staff' | 'buyer' = 'staff') {
  const sent = await sentQuotation();
  if (by === 'staff') await call('/quotation/accept', { _id: sent.quotationId, PONumber: po });
  else {
    const body = { Key: sent.key, Name: 'Asha Patel', Designation: 'Purchase', PONumber: po, AcceptTerms: true };
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/rfq/${sent.reference}/accept`, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  }
  const [made] = await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.quotationId, sent.quotationId));
  const order = (await call<Order[]>('/order/getByID', { _id: made!.id }))[0]!;
  expect(order.PONumber).toBe(po);
  return { ...sent, order };
}

/** "4 December 2026" for a YYYY-MM-DD day, as the page prints it. */
const dayLabel = (day: string) => indiaDateLabel(new Date(`${day}T12:00:00+05:30`));
const view = async (reference: string, key: string) => (await findRfqStatus(ctx.database.db, reference, key))?.order;

describe('the status page with an order', () => {
  it('shows nothing of an order before acceptance; afterwards the order number, PO number, stage and promised date', async () => {
    const sent = await sentQuotation();
    expect(await view(sent.reference, sent.key)).toBeNull();
    const before = mainOf((await page(sent.path)).body);
    expect(orderSectionOf(before)).toBe('');
    expect(before).toContain('data-testid="rfq-status"');

    await call('/quotation/accept', { _id: sent.quotationId, PONumber: 'SPL/PO/2026/0412' });
    const order = await view(sent.reference, sent.key);
    expect(order).toMatchObject({ PONumber: 'SPL/PO/2026/0412', Stage: 'Confirmed', StageLabel: 'Order confirmed' });
    expect(order!.Number).toMatch(/^SO-\d{4}-\d{5,}$/);
    const res = await page(sent.path);
    expect(res.statusCode).toBe(200);
    const section = orderSectionOf(res.body);
    expect(section).toMatch(new RegExp(`data-testid="order-number"[^>]*>${order!.Number}<`));
    expect(section).toMatch(/data-testid="order-po"[^>]*>SPL\/PO\/2026\/0412</);
    expect(section).toMatch(/data-testid="order-stage"[^>]*>Order confirmed</);
    expect(section).toMatch(new RegExp(`data-testid="order-promised"[^>]*>${dayLabel(order!.PromisedDate)}<`));
    // The order is the status now: the request's own steps (staff's lead status) are gone, the hero names the order.
    const main = mainOf(res.body);
    expect(main).not.toContain('data-testid="rfq-status"');
    expect(main).toContain(`Follow your order ${order!.Number} here`);
  });

  it('after staff "Mark accepted" the page credits the buyer company, never the staff member who recorded it', async () => {
    const { reference, key, path } = await acceptedOrder('PO-PHONE-9');
    const quotation = (await findRfqStatus(ctx.database.db, reference, key))!.quotation!;
    expect(quotation.AcceptedByName).toBe(buildQuotationBody().Buyer.Company);
    const main = mainOf((await page(path)).body);
    expect(main).toMatch(/Accepted by Shreeji Pumps Pvt Ltd on \d{1,2} \w+ \d{4}/);
    expect(main).not.toContain(STAFF_NAME);
  });

  it('carries the order for the right key only: another lead’s key, a wrong key and no key answer 404', async () => {
    const a = await acceptedOrder('PO-A-1001');
    const b = await acceptedOrder('PO-B-2002');
    expect((await view(a.reference, a.key))!.Number).toBe(a.order.Number);
    expect((await view(b.reference, b.key))!.Number).toBe(b.order.Number);
    expect(await findRfqStatus(ctx.database.db, a.reference, b.key)).toBeNull();
    for (const path of [`/rfq/${a.reference}?key=${b.key}`, `/rfq/${a.reference}?key=${a.key.slice(0, -2)}xx`, `/rfq/${a.reference}`]) {
      const res = await page(path);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(a.order.Number);
      expect(res.body).not.toContain('PO-A-1001');
    }
  });

  it('shows notes only where staff ticked "Tell the buyer", never the assigned person, and the link of the stage mail opens it', async () => {
    // Accepted by the buyer: the page names no staff member anywhere.
    const { order, reference, key, path, leadId } = await acceptedOrder('PO-NOTES-77', 'buyer');
    const internal = ['Supplier quoted 12% over; chasing a second mill.', 'Machine 4 is down, Ravi to cover the night shift.'];
    await call('/order/update', { _id: order._id, AssignedTo: me._id });
    await call('/order/stage', { _id: order._id, Stage: 'Material procurement', Note: internal[0] });
    await call('/order/note', { _id: order._id, Note: internal[1] });
    await call('/order/stage', { _id: order._id, Stage: 'Machining', Note: 'Bar stock arrived; turning has begun.', NotifyBuyer: true });

    const seen = (await view(reference, key))!;
    expect(seen.Stage).toBe('Machining');
    expect(seen.Timeline.map((e) => e.Stage)).toEqual(['Confirmed', 'Material procurement', 'Machining']);
    expect(seen.Timeline.map((e) => e.Note)).toEqual(['', '', 'Bar stock arrived; turning has begun.']);
    const json = JSON.stringify(seen);
    for (const text of [...internal, me._id, me.Email, STAFF_NAME, 'AssignedTo', 'Late']) expect(json).not.toContain(text);

    const main = mainOf((await page(path)).body);
    expect(main).toContain('Bar stock arrived; turning has begun.');
    expect(main).toMatch(/data-testid="order-stage"[^>]*>In machining</);
    expect(main).toMatch(/aria-current="step"[^>]*>.*?In machining/);
    expect((await call<Order[]>('/order/getByID', { _id: order._id }))[0]!.AssignedToName).toBe(STAFF_NAME);
    for (const text of [...internal, me.Email, STAFF_NAME]) expect(main).not.toContain(text);

    // The buyer's mail about the move carries a link of its own, which opens the same page.
    const [mail] = await ctx.database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.recordId, leadId), eq(outbox.kind, 'order-stage')))
      .orderBy(desc(outbox.createdAt));
    const link = new URL(/https?:\/\/\S+\/rfq\/\S+/.exec(mail!.text)![0]);
    expect(link.searchParams.get('key')).not.toBe(key);
    expect(orderSectionOf((await page(`${link.pathname}${link.search}`)).body)).toContain('Bar stock arrived; turning has begun.');
  });

  it('shows each dispatch with transporter, docket, invoice, packages and quantities; a late order never reads "Late"', async () => {
    const { order, path, reference, key } = await acceptedOrder('PO-SHIP-5');
    await call('/order/update', { _id: order._id, PromisedDate: '2026-01-05' });
    const late = (await call<Order[]>('/order/getByID', { _id: order._id }))[0]!;
    expect(late.Late).toBe(true); // staff see it late
    expect(orderSectionOf((await page(path)).body)).not.toMatch(/\b(late|overdue|delayed)\b/i);

    const [shaft, bush] = order.Lines;
    const today = indiaDay();
    const base = { _id: order._id, InvoiceDate: today, DispatchDate: today, Transporter: 'VRL Logistics' };
    await call('/order/dispatch', {
      ...base,
      InvoiceNo: 'INV/26-27/0311',
      DocketNo: 'VRL-88412093',
      Packages: 3,
      Lines: [{ LineId: shaft!._id, Quantity: 100 }],
    });
    let section = orderSectionOf((await page(path)).body);
    expect(section).toMatch(/data-testid="order-docket"[^>]*>VRL-88412093</);
    expect(section).toMatch(new RegExp(`INV/26-27/0311<span[^>]*>dated ${dayLabel(today)}<`));
    expect(section).toContain('3 packages');
    expect(section).toContain('Part of your order has been dispatched');
    expect((await view(reference, key))!.Stage).not.toBe('Dispatched');

    await call('/order/dispatch', {
      ...base,
      InvoiceNo: 'INV/26-27/0320',
      DocketNo: 'VRL-88412777',
      EwayBillNo: '1811 2233 4455',
      Packages: 1,
      Lines: [
        { LineId: shaft!._id, Quantity: 150 },
        { LineId: bush!._id, Quantity: bush!.Quantity },
      ],
    });
    const done = (await view(reference, key))!;
    expect(done.Stage).toBe('Dispatched');
    expect(done.Dispatches.map((d) => d.DocketNo)).toEqual(['VRL-88412093', 'VRL-88412777']);
    section = orderSectionOf((await page(path)).body);
    expect(section.match(/data-testid="order-dispatch"/g)).toHaveLength(2);
    expect(section).toContain('Dispatch 2 of 2');
    expect(section).toContain('181122334455');
    expect(section).toContain('1 package<');
    expect(section).toMatch(/Pump shaft, EN8, ground<\/span><span[^>]*>150 Nos</);
    expect(section).toMatch(/Bush, bronze<\/span><span[^>]*>12\.125 Kg</);
    expect(section).not.toContain('Part of your order has been dispatched');
    expect(section).toContain('Dispatched on');
    expect(section).not.toMatch(/\b(late|overdue|delayed)\b/i);
  });
});
