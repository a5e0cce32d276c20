import { INVOICE_COPY_TITLES } from '@rp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { setupApp } from '../../helpers.js';
import { EWAY_READY, getInvoice } from '../../support/invoice-books.js';
import { htmlOf, mailConfig, startMailCatcher, subjectOf, textOf } from '../../support/mail.js';
import { acceptedByStaff, dispatchBody, orderOk } from '../../support/orders.js';
import { pdfToLayoutText } from '../../support/pdftotext.js';
import { staffCalls } from '../../support/quotations.js';

const catcher = await startMailCatcher();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
afterAll(() => catcher.close());
const staff = staffCalls(ctx, await ctx.login());

const all = (order: { Lines: { _id: string; Quantity: number }[] }) => Object.fromEntries(order.Lines.map((line) => [line._id, line.Quantity]));

describe('the dispatch mail through a real SMTP server (issue 48)', () => {
  it('a dispatch that made the tax invoice attaches its original copy', async () => {
    const { order } = await acceptedByStaff(staff, ctx);
    const after = await orderOk(staff, '/order/dispatch', dispatchBody(order, all(order), { ...EWAY_READY, NotifyBuyer: true }));
    const invoice = await getInvoice(staff, after.Dispatches.at(-1)!.InvoiceId!);

    const [mail] = await catcher.waitFor((m) => subjectOf(m).startsWith(`Order ${order.Number} `) && subjectOf(m).includes('dispatched'));
    for (const part of [textOf(mail!), htmlOf(mail!)]) expect(part).toContain(`${invoice.Number} of `);
    expect(textOf(mail!)).toMatch(new RegExp(`Invoice: ${invoice.Number} of .* \\(PDF attached\\)`));
    const attachments = mail!.parsed.attachments;
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`Tax invoice ${invoice.Number.replace(/\//g, '-')}.pdf`, 'application/pdf'],
    ]);
    const text = await pdfToLayoutText(attachments[0]!.content);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(invoice.Number);
    expect(text).toContain(INVOICE_COPY_TITLES.original);
    expect(text).not.toContain(INVOICE_COPY_TITLES.duplicate);
  });

  it('an invoice made elsewhere: the mail carries no attachment', async () => {
    const { order } = await acceptedByStaff(staff, ctx);
    await orderOk(staff, '/order/dispatch', dispatchBody(order, all(order), { NotifyBuyer: true }));
    const [mail] = await catcher.waitFor((m) => subjectOf(m).startsWith(`Order ${order.Number} `) && subjectOf(m).includes('dispatched'));
    expect(mail!.parsed.attachments).toEqual([]);
    expect(textOf(mail!)).not.toContain('PDF attached');
  });
});
