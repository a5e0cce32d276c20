import { indiaDay } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../../src/db/schema.js';
import { setupApp } from '../../helpers.js';
import { mailConfig, startMailCatcher } from '../../support/mail.js';
import { orderOk } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';
import { addMember } from '../../support/team.js';
import { acceptedOrder, answer, dispatchOk, getOrder, invoiceNumber, invoiceOf, invoiceOk, remaining } from './support.js';

const catcher = await startMailCatcher();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
afterAll(() => catcher.close());
const ownerToken = await ctx.login();
const owner = staffCalls(ctx, ownerToken);
const staff = staffCalls(ctx, (await addMember(ctx, catcher, ownerToken, 'meera@example.com', 'Staff')).token);
const db = ctx.database.db;
const today = indiaDay();
const IRN = 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229';
const loggedFor = async (kind: string, subject: string) =>
  db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.kind, kind), eq(activityEvents.subject, subject)));

describe('cancelling an invoice', () => {
  it('Owners only, with a reason; the number stays used, the quantities return and a Dispatched order reopens; twice is 409', async () => {
    const order = await acceptedOrder(owner, ctx);
    const sent = await dispatchOk(owner, order, remaining(order));
    expect(sent.Stage).toBe('Dispatched');
    const id = sent.Invoices[0]!._id;
    const before = await invoiceOf(owner, id);

    expect((await answer(staff, '/invoice/cancel', { _id: id, Reason: 'Wrong rate' })).status).toBe(403);
    expect(await answer(owner, '/invoice/cancel', { _id: id })).toEqual({ status: 400, message: expect.stringMatching(/Reason/) });
    expect((await answer(owner, '/invoice/cancel', { _id: 'no-such-id', Reason: 'x' })).status).toBe(404);

    const cancelled = await invoiceOk(owner, '/invoice/cancel', { _id: id, Reason: 'Rate typed wrong on the order' });
    expect(cancelled).toEqual(expect.objectContaining({ State: 'Cancelled', CancelReason: 'Rate typed wrong on the order', Number: before.Number }));
    expect(cancelled.CancelledAt).toEqual(expect.any(String));
    expect(cancelled.EwayBillRequired).toBe(false);

    const reopened = await getOrder(owner, order._id);
    expect(reopened.Stage).toBe('Ready for dispatch');
    expect(reopened.DispatchedAt).toBeNull();
    expect(reopened.Lines.map((l) => l.Remaining)).toEqual(order.Lines.map((l) => l.Quantity));
    expect(reopened.Invoices.map((i) => [i.Number, i.State])).toEqual([[before.Number, 'Cancelled']]);
    expect(reopened.Timeline.slice(-2).map((e) => [e.Type, e.From, e.To])).toEqual([
      ['invoice', 'cancelled', before.Number],
      ['stage', 'Dispatched', 'Ready for dispatch'],
    ]);
    const [log] = await loggedFor('invoice-cancelled', before.Number);
    expect(log!.details).toEqual({ order: order.Number, reopened: true, lines: 2 });

    expect(await answer(owner, '/invoice/cancel', { _id: id, Reason: 'Again' })).toEqual({
      status: 409,
      message: `${before.Number} is already cancelled.`,
    });

    // Dispatched again: the next number, the same amounts (the cancelled invoice no longer counts).
    const again = await dispatchOk(owner, reopened, remaining(reopened));
    const replacement = await invoiceOf(owner, again.Invoices[1]!._id);
    expect(replacement.Number).toBe(invoiceNumber(Number(before.Number.slice(-4)) + 1));
    expect([replacement.Totals, replacement.Lines, replacement.Charges, replacement.Completes]).toEqual([
      before.Totals,
      before.Lines,
      before.Charges,
      true,
    ]);
    expect(again.Stage).toBe('Dispatched');
  });

  it("a part dispatch's invoice: its quantities return and the stage stays", async () => {
    const order = await acceptedOrder(owner, ctx);
    const [shafts, bushes] = order.Lines;
    await dispatchOk(owner, order, { [shafts!._id]: 40, [bushes!._id]: 2.5 });
    const sent = await dispatchOk(owner, order, { [shafts!._id]: 10 });
    await invoiceOk(owner, '/invoice/cancel', { _id: sent.Invoices[0]!._id, Reason: 'Goods came back' });
    const after = await getOrder(owner, order._id);
    expect(after.Stage).toBe(order.Stage);
    expect(after.Lines.map((l) => l.Remaining)).toEqual([240, 12.125]);
  });

  it('an order closed short stays closed: what the invoice billed joins what was closed short', async () => {
    const order = await acceptedOrder(owner, ctx);
    const [shafts, bushes] = order.Lines;
    const sent = await dispatchOk(owner, order, { [shafts!._id]: 200, [bushes!._id]: 12 });
    await orderOk(owner, '/order/close-short', { _id: order._id, Reason: 'Buyer needs no more' });
    const cancelled = await invoiceOk(owner, '/invoice/cancel', { _id: sent.Invoices[0]!._id, Reason: 'Goods refused at the gate' });
    expect(cancelled.State).toBe('Cancelled');
    const after = await getOrder(owner, order._id);
    expect([after.Stage, after.ClosedShort]).toEqual(['Dispatched', true]);
    expect(after.Lines.map((l) => [l.Dispatched, l.ShortClosed, l.Remaining])).toEqual([
      [0, 250, 0],
      [0, 12.125, 0],
    ]);
  });

  it('a delivered order keeps its invoice (409)', async () => {
    const order = await acceptedOrder(owner, ctx);
    const sent = await dispatchOk(owner, order, remaining(order));
    await orderOk(owner, '/order/stage', { _id: order._id, Stage: 'Delivered' });
    expect(await answer(owner, '/invoice/cancel', { _id: sent.Invoices[0]!._id, Reason: 'Late' })).toEqual({
      status: 409,
      message: expect.stringContaining(`${order.Number} has been delivered`),
    });
  });
});

describe('what the portals returned: e-invoice and e-way bill', () => {
  it('the IRN is 64 hexadecimal characters and the e-way bill number 12 digits; both are recorded and logged', async () => {
    const order = await acceptedOrder(owner, ctx);
    const sent = await dispatchOk(owner, order, remaining(order));
    const id = sent.Invoices[0]!._id;
    // Above the profile's ₹50,000: the e-way bill is required until its number is recorded.
    expect((await invoiceOf(owner, id)).EwayBillRequired).toBe(true);
    expect(sent.Invoices[0]!.EwayBillRequired).toBe(true);

    const einvoice = {
      _id: id,
      IRN: IRN.toUpperCase(),
      AckNo: '112410012345678',
      AckDate: today,
      SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiMSJ9.c2ln',
    };
    expect(await answer(staff, '/invoice/einvoice', { ...einvoice, IRN: IRN.slice(1) })).toEqual({
      status: 400,
      message: 'IRN must be 64 hexadecimal characters.',
    });
    expect((await answer(staff, '/invoice/einvoice', { ...einvoice, IRN: `${IRN.slice(1)}g` })).status).toBe(400);
    expect((await answer(staff, '/invoice/einvoice', { ...einvoice, AckNo: '12AB' })).status).toBe(400);
    const recorded = await invoiceOk(staff, '/invoice/einvoice', einvoice);
    expect(recorded.EInvoice).toEqual({ IRN, AckNo: '112410012345678', AckDate: today, SignedQRCode: einvoice.SignedQRCode });
    expect(await loggedFor('invoice-einvoice', recorded.Number)).toHaveLength(1);

    expect(await answer(staff, '/invoice/eway', { _id: id, EwayBillNo: '33101234567', EwayBillDate: today })).toEqual({
      status: 400,
      message: 'E-way bill number must be 12 digits.',
    });
    expect((await answer(staff, '/invoice/eway', { _id: id, EwayBillNo: '3310 1234 567X', EwayBillDate: today })).status).toBe(400);
    const eway = await invoiceOk(staff, '/invoice/eway', { _id: id, EwayBillNo: '3310 1234 5678', EwayBillDate: today });
    expect([eway.EwayBillNo, eway.EwayBillDate, eway.EwayBillRequired]).toEqual(['331012345678', today, false]);
    expect((await getOrder(owner, order._id)).Dispatches[0]!.EwayBillNo).toBe('331012345678');
    expect((await getOrder(owner, order._id)).Invoices[0]!.EwayBillRequired).toBe(false);
    expect(await loggedFor('invoice-eway', recorded.Number)).toHaveLength(1);
  });

  it('a small invoice needs no e-way bill; a cancelled one takes neither (409); an unknown id is 404', async () => {
    const order = await acceptedOrder(owner, ctx);
    const sent = await dispatchOk(owner, order, { [order.Lines[0]!._id]: 5 });
    const id = sent.Invoices[0]!._id;
    expect((await invoiceOf(owner, id)).EwayBillRequired).toBe(false);
    await invoiceOk(owner, '/invoice/cancel', { _id: id, Reason: 'Duplicate' });
    const number = sent.Invoices[0]!.Number;
    expect(await answer(staff, '/invoice/eway', { _id: id, EwayBillNo: '331012345679', EwayBillDate: today })).toEqual({
      status: 409,
      message: `${number} is cancelled: it needs no e-way bill.`,
    });
    const body = { _id: id, IRN, AckNo: '1', AckDate: today, SignedQRCode: 'abc' };
    expect(await answer(staff, '/invoice/einvoice', body)).toEqual({ status: 409, message: `${number} is cancelled: it cannot take an IRN.` });
    expect((await answer(staff, '/invoice/einvoice', { ...body, _id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });
});
