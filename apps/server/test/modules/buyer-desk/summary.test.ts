import { API_BASE, type AccountSummary } from '@rp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations, recordEvents } from '../../../src/db/schema.js';
import { findLeadByKey } from '../../../src/modules/quotations/index.js';
import { setupApp } from '../../helpers.js';
import { invoicedOrder } from '../../support/invoice-books.js';
import { mailConfig, startMailCatcher } from '../../support/mail.js';
import { buildQuotationBody, createDraft, createLead, createSent, staffCalls } from '../../support/quotations.js';
import { seedBuyerContact, signInAs, summary } from './support.js';

const catcher = await startMailCatcher();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
afterAll(() => catcher.close());
const { app } = ctx;
const db = ctx.database.db;
const staff = staffCalls(ctx, await ctx.login());

const A = 'asha@buyer-a.example';
const B = 'bela@buyer-b.example';
const buyerOf = (Email: string) => ({ Buyer: { ...buildQuotationBody().Buyer, Email } });
const get = (cookie: string, url: string) => app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers: { cookie } });
const data = async (cookie: string, query = '') => {
  const res = await summary(app, cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AccountSummary;
};

let cookieA = '';
let cookieB = '';
let fixture: Awaited<ReturnType<typeof seed>>;

async function seed() {
  const lead = await createLead(ctx, { Email: A });
  const sent = await createSent(staff, ctx, buyerOf(A));
  const draft = await createDraft(staff, ctx, buyerOf(A));
  const { order, invoice } = await invoicedOrder(staff, ctx, { quotation: buyerOf(A) });
  const made = await staff.post('/proforma/create', { OrderId: order._id, Percent: 40 });
  expect(made.statusCode, made.body).toBe(201);
  const proforma = made.json().data as { _id: string; Number: string; Amount: number };
  expect((await staff.post('/proforma/send', { _id: proforma._id })).statusCode).toBe(200);
  const paid = await staff.post('/payment/save', { OrderId: order._id, Amount: 1000, Date: invoice.Date, Mode: 'NEFT' });
  expect(paid.statusCode, paid.body).toBe(201);
  const other = await createSent(staff, ctx, buyerOf(B));
  return { lead, sent, draft, order, invoice, proforma, other };
}

beforeAll(async () => {
  fixture = await seed();
  cookieA = await signInAs(app, catcher, A);
  cookieB = await signInAs(app, catcher, B);
});

describe('the session summary', () => {
  it("lists the address's requests, sent quotations, orders and mailed proformas, newest first, with the session's PDF links", async () => {
    const { lead, sent, order, invoice, proforma } = fixture;
    const s = await data(cookieA);
    expect(s.Email).toBe(A);
    expect(s.Requests.Items.map((r) => r.Reference)).toEqual([lead.reference]);
    expect(s.Quotations.Items.map((q) => q.Number)).toEqual([order.QuotationNumber, sent.Number]);
    expect(s.Quotations.Items[0]).toMatchObject({ State: 'Accepted', Open: false, PdfUrl: `${API_BASE}/account/quotation/${order.QuotationId}/pdf` });
    expect(s.Quotations.Items[1]).toMatchObject({ State: 'Sent', Open: true, Value: sent.Totals.GrandTotal });
    expect(s.Quotations.Items[1]!.StatusUrl).toBe(`/account/request/${sent.LeadId}/status`);
    expect(s.Orders.Items).toHaveLength(1);
    const o = s.Orders.Items[0]!;
    expect(o).toMatchObject({
      Number: order.Number,
      PONumber: 'PO-STAFF-1',
      AcknowledgementUrl: `${API_BASE}/account/order/${order._id}/acknowledgement.pdf`,
    });
    expect(o.Lines.map((l) => l._id)).toEqual(order.Lines.map((l) => l._id));
    expect(o.Lines[0]).toMatchObject({ DrawingNo: 'SP-101 rev B', Quantity: 250, Unit: 'Nos' });
    expect(o.Dispatches[0]).toMatchObject({ DocketNo: 'VRL-7781234', Transporter: 'VRL Logistics' });
    expect(o.Invoices).toEqual([
      {
        Number: invoice.Number,
        Date: invoice.Date,
        State: 'Issued',
        GrandTotal: invoice.Totals.GrandTotal,
        PdfUrl: `${API_BASE}/account/invoice/${invoice._id}/pdf`,
      },
    ]);
    expect(s.Proformas.Items).toEqual([
      {
        Number: proforma.Number,
        OrderNumber: order.Number,
        Date: expect.any(String),
        Amount: proforma.Amount,
        Due: Math.round((proforma.Amount - 1000) * 100) / 100,
        State: 'Issued',
        PdfUrl: `${API_BASE}/account/proforma/${proforma._id}/pdf`,
      },
    ]);
    for (const list of [s.Requests, s.Quotations, s.Orders, s.Proformas]) expect(list.PageSize).toBe(20);
    expect((await data(cookieA, '?page=2')).Quotations).toEqual({ Items: [], Total: 2, Page: 2, PageSize: 20 });
  });

  it("serves each of its PDFs, and 404 for another buyer's document, a guessed id or no id at all", async () => {
    const { order, invoice, proforma, other, draft } = fixture;
    const s = await data(cookieA);
    const urls = [
      s.Quotations.Items[0]!.PdfUrl,
      s.Orders.Items[0]!.AcknowledgementUrl,
      s.Orders.Items[0]!.Invoices[0]!.PdfUrl,
      s.Proformas.Items[0]!.PdfUrl,
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: cookieA } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const strangers = [
      `/account/quotation/${other._id}/pdf`,
      `/account/quotation/${draft._id}/pdf`,
      `/account/quotation/00000000-0000-4000-8000-000000000000/pdf`,
      `/account/quotation/not-an-id/pdf`,
    ];
    for (const url of strangers) {
      const res = await get(cookieA, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('No such document in your account.');
    }
    for (const url of [
      `/account/order/${order._id}/acknowledgement.pdf`,
      `/account/invoice/${invoice._id}/pdf`,
      `/account/proforma/${proforma._id}/pdf`,
      `/account/quotation/${order.QuotationId}/pdf`,
    ]) {
      expect((await get(cookieB, url)).statusCode, url).toBe(404);
      expect((await app.inject({ method: 'GET', url: `${API_BASE}${url}` })).statusCode).toBe(401);
    }
    const b = await data(cookieB);
    expect(b.Quotations.Items.map((q) => q.Number)).toEqual([other.Number]);
    expect(b.Orders.Total + b.Proformas.Total + b.Requests.Total).toBe(0);
  });

  it('searches by reference, quotation or order number, PO number and drawing number, case-insensitively', async () => {
    const { lead, sent, order } = fixture;
    const q = (search: string) => data(cookieA, `?search=${encodeURIComponent(search)}`);
    expect((await q(lead.reference.toLowerCase())).Requests.Total).toBe(1);
    const bySent = await q(sent.Number);
    expect(bySent.Quotations.Items.map((x) => x.Number)).toEqual([sent.Number]);
    expect(bySent.Orders.Total).toBe(0);
    const byPo = await q('po-staff');
    expect(byPo.Orders.Items.map((x) => x.Number)).toEqual([order.Number]);
    expect(byPo.Proformas.Total).toBe(1);
    const byDrawing = await q('sp-101');
    expect(byDrawing.Quotations.Total).toBe(2);
    expect(byDrawing.Orders.Total).toBe(1);
    const none = await q('%');
    expect([none.Requests.Total, none.Quotations.Total, none.Orders.Total, none.Proformas.Total]).toEqual([0, 0, 0, 0]);
  });

  it("shows a contact who sees the company's documents everything of the buyer record, and no more to one who does not", async () => {
    const { other } = fixture;
    const company = await seedBuyerContact(db, 'owner@buyer-b.example', true, 'Bela Forge');
    await seedBuyerContact(db, 'clerk@buyer-b.example', false);
    await db.update(quotations).set({ buyerId: company.id }).where(eq(quotations.id, other._id));
    const sees = await data(await signInAs(app, catcher, 'owner@buyer-b.example'));
    expect(sees.Company).toBe('Bela Forge');
    expect(sees.Quotations.Items.map((x) => x.Number)).toEqual([other.Number]);
    const clerk = await data(await signInAs(app, catcher, 'clerk@buyer-b.example'));
    expect(clerk.Quotations.Total).toBe(0);
  });

  it("opens a quotation's status page with a key minted for the click, only for the session's own request", async () => {
    const { sent, other } = fixture;
    const res = await app.inject({ method: 'GET', url: `/account/request/${sent.LeadId}/status`, headers: { cookie: cookieA } });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, 'http://site.example');
    expect(location.pathname).toBe(`/rfq/${sent.LeadReference}`);
    expect((await findLeadByKey(db, sent.LeadReference!, location.searchParams.get('key')!))?.id).toBe(sent.LeadId);
    const events = await db.select().from(recordEvents).where(eq(recordEvents.recordId, sent.LeadId!));
    expect(events.some((e) => e.text.includes('from their account') && e.buyerKeyHash)).toBe(true);
    for (const [cookie, id] of [
      [cookieB, sent.LeadId],
      [cookieA, other.LeadId],
      [cookieA, 'nope'],
      ['', sent.LeadId],
    ] as const) {
      const refused = await app.inject({ method: 'GET', url: `/account/request/${id}/status`, headers: cookie ? { cookie } : {} });
      expect(refused.statusCode).toBe(303);
      expect(refused.headers.location).toBe('/account');
    }
  });
});
