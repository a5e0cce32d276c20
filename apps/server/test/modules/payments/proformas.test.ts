import { API_BASE, indiaDay, type Order } from '@rp/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, files, orders, outbox, proformas } from '../../../src/db/schema.js';
import { findRfqStatus } from '../../../src/modules/rfq-status/index.js';
import { addDays } from '../../../src/lib/days.js';
import { setupApp } from '../../helpers.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';
import { getOrder } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';
import { orderOf, paymentOk, proformaNumber, proformaOk, refused } from './support.js';

const ctx = await setupApp({}, { seed: false });
const token = await ctx.login();
const staff = staffCalls(ctx, token);
const db = ctx.database.db;
await saveCompleteCompanyProfile(db);

const create = (payload: object) => proformaOk(staff, '/proforma/create', payload, 201);
const pay = (order: Order, Amount: number, extra: object = {}) =>
  paymentOk(staff, { OrderId: order._id, Amount, Date: indiaDay(), Mode: 'UPI', ...extra });

describe('a proforma’s amount', () => {
  it('numbers PI/yy-yy/0001 then 0002; asks the profile’s 50 % by default, exact to the paisa, and says it on the order’s timeline', async () => {
    const order = await orderOf(staff, ctx, 1_18_000_00);
    const first = await create({ OrderId: order._id });
    expect(first).toMatchObject({
      Number: proformaNumber(1),
      Percent: 50,
      Amount: 59_000,
      OrderTotal: 1_18_000,
      State: 'Issued',
      OrderNumber: order.Number,
    });
    expect(first.IssueDate).toBe(indiaDay());
    const second = await create({ OrderId: order._id, Percent: 33.33, DueDate: addDays(indiaDay(), 7) });
    // 1,18,000.00 x 33.33 % = 39,329.40 exactly.
    expect(second).toMatchObject({ Number: proformaNumber(2), Percent: 33.33, Amount: 39_329.4, DueDate: addDays(indiaDay(), 7) });
    const timeline = (await getOrder(staff, order._id)).Timeline.filter((e) => e.Type === 'proforma');
    expect(timeline.map((e) => [e.From, e.To, e.Note])).toEqual([
      ['issued', proformaNumber(1), '₹59,000.00 (50 % of ₹1,18,000.00)'],
      ['issued', proformaNumber(2), expect.stringMatching(/^₹39,329\.40 \(33\.33 % of ₹1,18,000\.00\), due /)],
    ]);
    const [logged] = await db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.kind, 'proforma-created'))
      .orderBy(desc(activityEvents.at))
      .limit(1);
    expect(logged).toMatchObject({ subject: proformaNumber(2) });
  });

  it('rounds half up on an odd total: 50 % of ₹1,000.01 is ₹500.01, 50 % of ₹1,000.03 is ₹500.02', async () => {
    expect((await create({ OrderId: (await orderOf(staff, ctx, 1_000_01))._id })).Amount).toBe(500.01);
    expect((await create({ OrderId: (await orderOf(staff, ctx, 1_000_03))._id, Percent: 50 })).Amount).toBe(500.02);
    // 12.5 % of ₹0.04 is half a paisa: up to ₹0.01; 12.49 % of it stays ₹0.00 and is refused as nothing to pay.
    const tiny = await orderOf(staff, ctx, 4);
    expect((await create({ OrderId: tiny._id, Percent: 12.5 })).Amount).toBe(0.01);
    expect(await refused(staff, '/proforma/create', { OrderId: tiny._id, Percent: 12.49 })).toEqual({
      status: 409,
      message: '₹0.00 (12.49 % of ₹0.04) is nothing to ask for: give a larger Percent or Amount.',
    });
  });

  it('with an Amount, states its share of the total in hundredths of a percent, half up; more than the total is a 409', async () => {
    const order = await orderOf(staff, ctx, 3_00_000_00);
    // 1,00,000 of 3,00,000 is 33.333... %: 33.33.
    expect(await create({ OrderId: order._id, Amount: 1_00_000 })).toMatchObject({ Amount: 1_00_000, Percent: 33.33 });
    // 2,00,000 of 3,00,000 is 66.666... %: 66.67.
    expect(await create({ OrderId: order._id, Amount: 2_00_000 })).toMatchObject({ Percent: 66.67 });
    expect(await refused(staff, '/proforma/create', { OrderId: order._id, Amount: 3_00_000.01 })).toEqual({
      status: 409,
      message: `₹3,00,000.01 is more than the grand total of ${order.Number} (₹3,00,000.00).`,
    });
    expect((await refused(staff, '/proforma/create', { OrderId: order._id, Amount: 10, Percent: 10 })).status).toBe(400);
  });

  it('answers 404 for an unknown order, 409 for a cancelled one, 401 without a session', async () => {
    expect(await refused(staff, '/proforma/create', { OrderId: '00000000-0000-4000-8000-000000000000' })).toEqual({
      status: 404,
      message: 'Order not found.',
    });
    expect((await refused(staff, '/proforma/create', { OrderId: 'not-an-id' })).status).toBe(404);
    const order = await orderOf(staff, ctx);
    await db.update(orders).set({ stage: 'Cancelled' }).where(eq(orders.id, order._id));
    expect(await refused(staff, '/proforma/create', { OrderId: order._id })).toEqual({
      status: 409,
      message: `${order.Number} is cancelled: no advance can be asked for it.`,
    });
    const anonymous = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/proforma/create`, payload: { OrderId: order._id } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('sending, paying and cancelling a proforma', () => {
  it('mails the buyer the stored PDF and the status link; the page lists it with its PDF behind the key; a wrong key is a 404', async () => {
    const order = await orderOf(staff, ctx, 50_000_00);
    const made = await create({ OrderId: order._id, Percent: 40 });
    const sent = await proformaOk(staff, '/proforma/send', { _id: made._id });
    expect(sent.SentAt).not.toBeNull();
    const [row] = await db.select().from(proformas).where(eq(proformas.id, made._id));
    const [file] = await db.select({ kind: files.kind, name: files.name, mimeType: files.mimeType }).from(files).where(eq(files.id, row!.pdfFileId!));
    const pdfName = `Proforma invoice ${made.Number.replaceAll('/', '-')}.pdf`;
    expect(file).toEqual({ kind: 'proforma-pdf', name: pdfName, mimeType: 'application/pdf' });

    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'proforma-sent'), eq(outbox.to, order.Buyer.Email)));
    expect(mail!.attachments).toEqual([{ fileId: row!.pdfFileId, name: pdfName }]);
    expect(mail!.subject.startsWith(`Proforma invoice ${made.Number} for your order ${order.Number} from `)).toBe(true);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(made.Number);
      expect(part).toContain('₹20,000.00 (40 % of ₹50,000.00)');
      expect(part).toContain('This is not a tax invoice');
    }
    const link = new URL(/https?:\/\/\S+\/rfq\/\S+\?key=[\w-]+/.exec(mail!.text)![0]);
    const reference = decodeURIComponent(link.pathname.split('/').at(-1)!);
    const key = link.searchParams.get('key')!;

    const page = await findRfqStatus(db, reference, key);
    expect(page?.order?.Proformas).toEqual([{ Number: made.Number, Amount: 20_000, State: 'Issued', DueDate: null, PdfUrl: expect.any(String) }]);
    const pdf = await ctx.app.inject({ method: 'GET', url: page!.order!.Proformas[0]!.PdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const staffPdf = await staff.get(`/proforma/${made._id}/pdf`);
    expect(staffPdf.rawPayload.equals(pdf.rawPayload)).toBe(true);

    const wrongKey = await ctx.app.inject({ method: 'GET', url: page!.order!.Proformas[0]!.PdfUrl.replace(key, `${key.slice(0, -2)}xx`) });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: page!.order!.Proformas[0]!.PdfUrl.replace(made._id, '00000000-0000-4000-8000-000000000000'),
    });
    expect([wrongKey.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrongKey.json().message).toBe(unknown.json().message);
    expect((await getOrder(staff, order._id)).Timeline.at(-1)).toMatchObject({ Type: 'proforma', From: 'sent', To: made.Number });
  });

  it('becomes Paid when the order’s payments reach it, Issued again when a removal drops them below; a Paid one cannot be cancelled', async () => {
    const order = await orderOf(staff, ctx, 1_00_000_00);
    const asked = await create({ OrderId: order._id });
    await pay(order, 30_000);
    const state = async () => (await db.select({ state: proformas.state }).from(proformas).where(eq(proformas.id, asked._id)))[0]!.state;
    expect(await state()).toBe('Issued');
    const second = await pay(order, 20_000);
    expect(await state()).toBe('Paid');
    expect(await refused(staff, '/proforma/cancel', { _id: asked._id, Reason: 'Wrong amount' })).toMatchObject({ status: 409 });
    expect((await staff.post('/payment/remove', { _id: second._id, Reason: 'Cheque bounced' })).statusCode).toBe(200);
    expect(await state()).toBe('Issued');
    // A proforma made when the payments already cover it is Paid at once.
    await pay(order, 25_000);
    expect((await create({ OrderId: order._id, Amount: 50_000 })).State).toBe('Paid');
  });

  it('cancels an Issued one with a reason (then it cannot be sent or cancelled again)', async () => {
    const order = await orderOf(staff, ctx);
    const made = await create({ OrderId: order._id });
    const cancelled = await proformaOk(staff, '/proforma/cancel', { _id: made._id, Reason: 'Buyer pays in full before dispatch' });
    expect(cancelled).toMatchObject({ State: 'Cancelled', CancelReason: 'Buyer pays in full before dispatch' });
    expect(await refused(staff, '/proforma/send', { _id: made._id })).toEqual({
      status: 409,
      message: `${made.Number} is cancelled: it cannot be sent.`,
    });
    expect((await refused(staff, '/proforma/cancel', { _id: made._id, Reason: 'again' })).status).toBe(409);
    expect((await refused(staff, '/proforma/cancel', { _id: made._id, Reason: '' })).status).toBe(400);
    expect((await getOrder(staff, order._id)).Timeline.at(-1)).toMatchObject({ Type: 'proforma', From: 'cancelled', To: made.Number });
  });

  it('lists by order and answers 404 for an unknown proforma', async () => {
    const order = await orderOf(staff, ctx);
    const a = await create({ OrderId: order._id });
    const b = await create({ OrderId: order._id, Percent: 10 });
    const res = await staff.post('/proforma/list', { OrderId: order._id, page: 1, pageSize: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(res.json().data.map((p: { _id: string }) => p._id)).toEqual([b._id, a._id]);
    expect((await staff.post('/proforma/list', { OrderId: 'nope' })).json().total).toBe(0);
    expect((await refused(staff, '/proforma/send', { _id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await staff.get('/proforma/00000000-0000-4000-8000-000000000000/pdf')).statusCode).toBe(404);
  });
});
