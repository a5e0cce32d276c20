import { API_BASE, formatRupees, rupeesToPaise } from '@rp/contract';
import { MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files, outbox, quotations } from '../../../src/db/schema.js';
import { dayLabel } from '../../../src/lib/days.js';
import { findRfqStatus } from '../../../src/modules/rfq-status/service.js';
import { ADMIN, setupApp } from '../../helpers.js';
import { addresses, htmlOf, mailConfig, startMailCatcher, statusLink, subjectOf, textOf } from '../../support/mail.js';
import { pdfToLayoutText } from '../../support/pdftotext.js';
import { createSent, staffCalls } from '../../support/quotations.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';

const catcher = await startMailCatcher();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
// Quotations that charge GST are sent by a company with a GSTIN.
await saveCompleteCompanyProfile(ctx.database.db);
afterAll(() => catcher.close());
const staff = staffCalls(ctx, await ctx.login());
const db = ctx.database.db;

/** The one attachment is the order's acknowledgement PDF: its name, type, title, order and PO numbers. */
async function expectAcknowledgement(attachments: { filename?: string; contentType: string; content: Buffer }[], orderNumber: string, po: string) {
  expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([[`Order acknowledgement ${orderNumber}.pdf`, 'application/pdf']]);
  const text = await pdfToLayoutText(attachments[0]!.content);
  for (const value of ['ORDER ACKNOWLEDGEMENT', orderNumber, po, 'Grand total']) expect(text).toContain(value);
}

describe('quotation mails through a real SMTP server', () => {
  it('sends the buyer the quotation: the stored PDF attached, Reply-To the sender, the private link that opens it', async () => {
    const q = await createSent(staff, ctx);
    const [mail] = await catcher.waitFor((m) => subjectOf(m).startsWith(`Quotation ${q.Number} `));
    expect(subjectOf(mail!)).toBe(`Quotation ${q.Number} from Rajkot Precision Works (your request ${q.LeadReference})`);
    expect(mail!.envelope.to).toEqual([q.Buyer.Email]);
    expect(addresses(mail!.parsed.replyTo)).toEqual([ADMIN.email]);
    const total = formatRupees(rupeesToPaise(q.Totals.GrandTotal)!);
    for (const part of [textOf(mail!), htmlOf(mail!)]) {
      expect(part).toContain(q.Number);
      expect(part).toContain(total);
    }
    expect(mail!.parsed.attachments).toHaveLength(1);
    const pdf = mail!.parsed.attachments[0]!;
    expect(pdf.filename).toBe(`Quotation ${q.Number}.pdf`);
    expect(pdf.contentType).toBe('application/pdf');
    const [row] = await db.select().from(quotations).where(eq(quotations.id, q._id));
    const [stored] = await db.select({ data: files.data }).from(files).where(eq(files.id, row!.pdfFileId!));
    expect(pdf.content.equals(Buffer.from(stored!.data))).toBe(true);
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');

    const link = statusLink(mail!);
    expect(link.pathname).toBe(`/rfq/${q.LeadReference}`);
    expect((await findRfqStatus(db, q.LeadReference!, link.searchParams.get('key')!))?.quotation?.Number).toBe(q.Number);
  });

  it('an online acceptance mails the team (who, PO number, the PO file attached, Reply-To the buyer) and confirms to the buyer', async () => {
    const q = await createSent(staff, ctx);
    const [sent] = await catcher.waitFor((m) => subjectOf(m).startsWith(`Quotation ${q.Number} `));
    const key = statusLink(sent!).searchParams.get('key')!;
    const poBytes = `${MINIMAL_PDF}% PO ${q.Number}\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_BASE}/rfq/${q.LeadReference}/accept`,
      payload: {
        Key: key,
        Name: 'Asha Patel',
        Designation: 'Purchase Manager',
        PONumber: 'SP/PO/2026/118',
        POFile: { Name: 'PO-118.pdf', Body: toDataUrl('application/pdf', poBytes) },
        AcceptTerms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);

    const [team] = await catcher.waitFor((m) => subjectOf(m).startsWith(`Accepted: quotation ${q.Number}`));
    expect(subjectOf(team!)).toBe(`Accepted: quotation ${q.Number} by ${q.Buyer.Company}, PO SP/PO/2026/118`);
    expect(team!.envelope.to).toEqual([ADMIN.email]);
    expect(addresses(team!.parsed.replyTo)).toEqual([q.Buyer.Email]);
    for (const value of ['Asha Patel (Purchase Manager)', 'SP/PO/2026/118', 'PO-118.pdf', `/admin/quotations/${q._id}`]) {
      expect(textOf(team!)).toContain(value);
      expect(htmlOf(team!)).toContain(value);
    }
    expect(team!.parsed.attachments.map((a) => [a.filename, a.content.toString('latin1')])).toEqual([['PO-118.pdf', poBytes]]);

    const [confirmation] = await catcher.waitFor((m) => subjectOf(m) === `We received your acceptance of quotation ${q.Number}`);
    expect(confirmation!.envelope.to).toEqual([q.Buyer.Email]);
    const order = (await findRfqStatus(db, q.LeadReference!, key))!.order!;
    for (const value of ['SP/PO/2026/118', order.Number, `Promised dispatch: ${dayLabel(order.PromisedDate)}`]) {
      expect(textOf(confirmation!)).toContain(value);
    }
    expect(textOf(confirmation!)).not.toContain('We will confirm the order');
    expect(textOf(confirmation!)).toContain('Our order acknowledgement is attached.');
    expect(statusLink(confirmation!).searchParams.get('key')).toBe(key);
    // The order acknowledgement is attached (issue 46).
    await expectAcknowledgement(confirmation!.parsed.attachments, order.Number, 'SP/PO/2026/118');
  });

  it('staff "Mark accepted" mails the buyer one confirmation: order number, PO, promised dispatch, a private link that opens the order', async () => {
    const q = await createSent(staff, ctx);
    const res = await staff.post('/quotation/accept', { _id: q._id, PONumber: 'PHONE/PO/77' });
    expect(res.statusCode, res.body).toBe(200);
    const orderNumber = (res.json().data.Order as { Number: string }).Number;
    const [mail] = await catcher.waitFor((m) => subjectOf(m) === `Order ${orderNumber} confirmed: your acceptance of quotation ${q.Number}`);
    expect(mail!.envelope.to).toEqual([q.Buyer.Email]);
    const link = statusLink(mail!);
    expect(link.pathname).toBe(`/rfq/${q.LeadReference}`);
    const order = (await findRfqStatus(db, q.LeadReference!, link.searchParams.get('key')!))!.order!;
    expect(order.Number).toBe(orderNumber);
    for (const part of [textOf(mail!), htmlOf(mail!)]) {
      for (const value of [orderNumber, 'PHONE/PO/77', dayLabel(order.PromisedDate)]) expect(part).toContain(value);
      expect(part).not.toContain(ADMIN.email);
    }
    const buyerMails = await db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(and(eq(outbox.recordId, q.LeadId!), eq(outbox.kind, 'quotation-confirmation')));
    expect(buyerMails).toHaveLength(1);
    await expectAcknowledgement(mail!.parsed.attachments, orderNumber, 'PHONE/PO/77');
  });

  it('an online decline mails the team the reason and comment, and the buyer a confirmation', async () => {
    const q = await createSent(staff, ctx);
    const [sent] = await catcher.waitFor((m) => subjectOf(m).startsWith(`Quotation ${q.Number} `));
    const key = statusLink(sent!).searchParams.get('key')!;
    const payload = { Key: key, Reason: 'Bought elsewhere', Comment: 'Local supplier, 10 % cheaper.' };
    const res = await ctx.app.inject({ method: 'POST', url: `${API_BASE}/rfq/${q.LeadReference}/decline`, payload });
    expect(res.statusCode, res.body).toBe(200);
    const [team] = await catcher.waitFor((m) => subjectOf(m) === `Declined: quotation ${q.Number} by ${q.Buyer.Company} (Bought elsewhere)`);
    expect(textOf(team!)).toContain('Local supplier, 10 % cheaper.');
    const [confirmation] = await catcher.waitFor((m) => subjectOf(m) === `We received your answer to quotation ${q.Number}`);
    expect(textOf(confirmation!)).toContain('Bought elsewhere');
    // The buyer's own comment is not mailed back to the address typed.
    expect(textOf(confirmation!)).not.toContain('Local supplier');
  });
});
