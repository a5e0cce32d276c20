import { indiaDay, type Order } from '@rp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, invoices, orderDispatches, orderLines, orders } from '../../../src/db/schema.js';
import { issueInvoice } from '../../../src/modules/invoices/index.js';
import { saveCompanyProfile } from '../../../src/modules/settings/company-profile.js';
import { ADMIN, setupApp } from '../../helpers.js';
import { completeCompanyProfile } from '../../support/company-profile.js';
import { dispatchBody, orderOk } from '../../support/orders.js';
import { staffCalls } from '../../support/quotations.js';
import { acceptedOrder, answer, dispatchHere, dispatchOk, getOrder, invoiceNumber, invoiceOf, paise, remaining } from './support.js';

const ctx = await setupApp({}, { seed: false });
const owner = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;
const today = indiaDay();

/** Invoices so far in this file's database: the next number is one more. */
let issued = 0;
const next = () => invoiceNumber(++issued);

describe('the tax invoice made at dispatch', () => {
  it('a dispatch without InvoiceNo issues the next invoice and answers it on the dispatch and the order; with one, none is made', async () => {
    const order = await acceptedOrder(owner, ctx);
    const [shafts, bushes] = order.Lines;
    const first = await dispatchOk(owner, order, { [shafts!._id]: 100 });
    const number = next();
    const dispatch = first.Dispatches[0]!;
    expect(dispatch).toEqual(expect.objectContaining({ InvoiceNo: number, InvoiceDate: today, VehicleNo: 'GJ03AB1234', DistanceKm: 220 }));
    expect(dispatch.InvoiceId).toEqual(expect.any(String));
    expect(first.Invoices).toEqual([
      { _id: dispatch.InvoiceId, Number: number, Date: today, State: 'Issued', GrandTotal: expect.any(Number), EwayBillRequired: false },
    ]);

    const invoice = await invoiceOf(owner, dispatch.InvoiceId!);
    expect(invoice).toEqual(
      expect.objectContaining({
        Number: number,
        Date: today,
        OrderId: order._id,
        OrderNumber: order.Number,
        DispatchId: dispatch._id,
        State: 'Issued',
      }),
    );
    // 100 of the 250 at the frozen price and discount: its share of the line's taxable value, to the paisa.
    const share = (2n * paise(shafts!.Taxable) * 100n + 250n) / 500n;
    expect(invoice.Lines.map((l) => [l.LineId, l.Quantity, l.UnitPrice, l.DiscountPercent, l.GstRate, paise(l.Taxable)])).toEqual([
      [shafts!._id, 100, shafts!.UnitPrice, shafts!.DiscountPercent, 18, share],
    ]);
    // The freight (₹1,500 at 18 %) in proportion to the invoice's share of the order's line value, half up.
    const lineValue = order.Lines.reduce((sum, l) => sum + paise(l.Taxable), 0n);
    expect(invoice.Charges).toEqual([{ Kind: 'Freight', GstRate: 18, Amount: Number((150_000n * share * 2n + lineValue) / (2n * lineValue)) / 100 }]);
    expect(paise(invoice.Totals.Taxable)).toBe(share + paise(invoice.Charges[0]!.Amount));
    expect(invoice.Totals.CGST).toBe(invoice.Totals.SGST);
    expect(paise(invoice.Totals.CGST)).toBe((paise(invoice.Totals.Taxable) * 900n + 5_000n) / 10_000n);
    expect(invoice.Totals.GrandTotal % 1).toBe(0);
    expect(invoice.Completes).toBe(false);

    // An invoice made elsewhere: the dispatch keeps its number and no invoice is made here.
    const second = await orderOk(owner, '/order/dispatch', dispatchBody(order, { [bushes!._id]: 2 }));
    expect(second.Dispatches[1]).toEqual(expect.objectContaining({ InvoiceNo: 'RPW/26-27/0412', InvoiceId: null }));
    expect(second.Invoices.map((i) => i.Number)).toEqual([number]);

    const [log] = await db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.kind, 'invoice-issued'), eq(activityEvents.subject, number)));
    expect(log!.details).toEqual({ order: order.Number, lines: 1, completes: false });
    expect(second.Timeline.filter((e) => e.Type === 'invoice').map((e) => [e.From, e.To])).toEqual([['issued', number]]);
  });

  it('numbers run on with no gap: a refused dispatch takes none, and a transaction that fails after taking one gives it back', async () => {
    const order = await acceptedOrder(owner, ctx);
    const [shafts] = order.Lines;
    const tooMuch = await answer(owner, '/order/dispatch', dispatchHere(order, { [shafts!._id]: 251 }));
    expect(tooMuch.status).toBe(409);
    const a = await dispatchOk(owner, order, { [shafts!._id]: 10 });
    expect(a.Invoices.map((i) => i.Number)).toEqual([next()]);

    // The number is taken in the dispatch's transaction: an error later in it rolls the number back too.
    const [orderRow] = await db.select().from(orders).where(eq(orders.id, order._id));
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    let taken = '';
    await expect(
      db.transaction(async (tx) => {
        const [dispatch] = await tx
          .insert(orderDispatches)
          .values({
            orderId: order._id,
            invoiceNo: '',
            invoiceDate: today,
            transporter: 'VRL',
            docketNo: 'X-1',
            dispatchDate: today,
            packages: 1,
            createdBy: 'admin',
          })
          .returning();
        const row = await issueInvoice(
          tx,
          completeCompanyProfile(),
          {
            order: orderRow!,
            lines,
            dispatch: dispatch!,
            sending: [{ lineId: shafts!._id, quantityThousandths: 1000 }],
            date: today,
            actor: { actorId: null, actorEmail: ADMIN.email, ip: '127.0.0.1', name: 'admin' },
          },
          new Date(),
        );
        taken = row.number;
        throw new Error('a later step of the dispatch failed');
      }),
    ).rejects.toThrow('a later step of the dispatch failed');
    expect(taken).toBe(invoiceNumber(issued + 1));
    expect(await db.select().from(invoices).where(eq(invoices.number, taken))).toEqual([]);

    const b = await dispatchOk(owner, order, { [shafts!._id]: 10 });
    const other = await acceptedOrder(owner, ctx);
    const c = await dispatchOk(owner, other, remaining(other));
    expect(b.Invoices.map((i) => i.Number)).toEqual([invoiceNumber(issued), next()]);
    expect(c.Invoices.map((i) => i.Number)).toEqual([next()]);
  });

  it('an invoice may not be dated before the latest one (rule 46: numbered in date order)', async () => {
    const order = await acceptedOrder(owner, ctx);
    await dispatchOk(owner, order, { [order.Lines[0]!._id]: 1 });
    next();
    const yesterday = new Date(Date.now() - 86_400_000);
    const res = await answer(owner, '/order/dispatch', dispatchHere(order, { [order.Lines[0]!._id]: 1 }, { InvoiceDate: indiaDay(yesterday) }));
    expect(res).toEqual({ status: 400, message: expect.stringMatching(/^Invoice date cannot be before .*, the date of INV\/\d\d-\d\d\/\d{4}\.$/) });
    expect((await getOrder(owner, order._id)).Invoices.map((i) => i.Number)).toEqual([invoiceNumber(issued)]);
  });

  it("a 3-dispatch order's invoices add up exactly to the order: taxable value, each tax; tooling whole on the first", async () => {
    const order = await acceptedOrder(owner, ctx, {
      Charges: [
        { Kind: 'Tooling', Amount: 2_500, GstRate: 18 },
        { Kind: 'Freight', Amount: 1_333.33 },
        { Kind: 'Packing and forwarding', Amount: 777.77, GstRate: 5 },
      ],
    });
    const [shafts, bushes] = order.Lines;
    await dispatchOk(owner, order, { [shafts!._id]: 83.333, [bushes!._id]: 1.001 });
    await dispatchOk(owner, order, { [shafts!._id]: 99.999 });
    const done = await dispatchOk(owner, order, { [shafts!._id]: 66.668, [bushes!._id]: 11.124 });
    expect(done.Stage).toBe('Dispatched');
    issued += 3;
    const made = await Promise.all(done.Invoices.map((i) => invoiceOf(owner, i._id)));
    expect(made.map((i) => i.Number)).toEqual([invoiceNumber(issued - 2), invoiceNumber(issued - 1), invoiceNumber(issued)]);
    expect(made.map((i) => i.Completes)).toEqual([false, false, true]);
    const total = (pick: (i: (typeof made)[number]['Totals']) => number) => made.reduce((sum, i) => sum + paise(pick(i.Totals)), 0n);
    expect(total((t) => t.Taxable)).toBe(paise(done.Totals.Taxable));
    expect(total((t) => t.CGST)).toBe(paise(done.Totals.CGST));
    expect(total((t) => t.SGST)).toBe(paise(done.Totals.SGST));
    expect(total((t) => t.IGST)).toBe(paise(done.Totals.IGST));
    for (const rate of done.TaxSummary) {
      const rows = made.flatMap((i) => i.TaxSummary).filter((r) => r.GstRate === rate.GstRate);
      expect(
        rows.reduce((sum, r) => sum + paise(r.Taxable), 0n),
        `taxable at ${rate.GstRate} %`,
      ).toBe(paise(rate.Taxable));
      expect(
        rows.reduce((sum, r) => sum + paise(r.CGST), 0n),
        `CGST at ${rate.GstRate} %`,
      ).toBe(paise(rate.CGST));
    }
    expect(made.map((i) => i.Charges.filter((c) => c.Kind === 'Tooling').map((c) => c.Amount))).toEqual([[2_500], [], []]);
    for (const i of made) expect(paise(i.Totals.GrandTotal) % 100n).toBe(0n);
  });

  it('a 6-character prefix still fits the 16 characters of rule 46', async () => {
    await saveCompanyProfile(
      db,
      { ...completeCompanyProfile(), InvoicePrefix: 'RPWGJ1' },
      { actorId: null, actorEmail: ADMIN.email, ip: '127.0.0.1' },
    );
    const order: Order = await acceptedOrder(owner, ctx);
    const done = await dispatchOk(owner, order, remaining(order));
    const number = done.Invoices[0]!.Number;
    issued += 1;
    expect(number).toBe(
      invoiceNumber(issued)
        .replace('INV/', 'RPWGJ1/')
        .replace(/(\d\d)-(\d\d)/, '$1$2'),
    );
    expect(number.length).toBeLessThanOrEqual(16);
  });
});
