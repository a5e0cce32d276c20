import { buildDescription, COMPANY_CONTACT, readDescriptionField } from '@rp/contract';
import { buildInquiry, buildQuote, MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema.js';
import { ADMIN, setupApp } from '../../helpers.js';
import { addresses, htmlOf, leadMails, mailConfig, startMailCatcher, statusLink, subjectOf, textOf } from '../../support/mail.js';

const catcher = await startMailCatcher();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
afterAll(() => catcher.close());

const save = (kind: 'quote' | 'inquery', payload: object) => ctx.app.inject({ method: 'POST', url: `/api/v1/${kind}/save`, payload });

describe('a new quote request', () => {
  it('mails the team (Reply-To the buyer, every field, the drawing, a back-office link) and the buyer', async () => {
    const drawing = `${MINIMAL_PDF}% bytes ${'\u00e9\u00fc'} ${Date.now()}\n`;
    const body = buildQuote({ MediaFileName: 'flange-drawing.pdf', MediaFileBody: toDataUrl('application/pdf', drawing) });
    const res = await save('quote', body);
    expect(res.statusCode).toBe(201);
    const record = res.json().data;
    expect(record.Reference).toMatch(/^Q-\d{4}-\d{5}$/);
    const company = readDescriptionField(body.Description, 'Company');

    const { staff, buyer } = await leadMails(catcher, record.Reference);

    expect(subjectOf(staff)).toBe(`New quote request ${record.Reference}: ${company}, Shafts`);
    expect(staff.envelope.to).toEqual([ADMIN.email]);
    expect(addresses(staff.parsed.replyTo)).toEqual([body.Email]);
    expect(addresses(staff.parsed.from)).toEqual(['no-reply@localhost']);
    for (const value of [body.Title, body.Email, body.ContactNo!, company, 'Shafts', body.Message!, 'flange-drawing.pdf']) {
      expect(textOf(staff)).toContain(value);
      expect(htmlOf(staff)).toContain(value);
    }
    const adminLink = `http://localhost:3000/admin/quotes?open=${record._id}`;
    expect(textOf(staff)).toContain(adminLink);
    expect(htmlOf(staff)).toContain(`href="${adminLink}"`);
    expect(staff.parsed.attachments).toHaveLength(1);
    expect(staff.parsed.attachments[0]!.filename).toBe('flange-drawing.pdf');
    expect(staff.parsed.attachments[0]!.contentType).toBe('application/pdf');
    expect(staff.parsed.attachments[0]!.content.equals(Buffer.from(drawing, 'utf8'))).toBe(true);

    expect(subjectOf(buyer)).toBe(`We received your quote request ${record.Reference}`);
    expect(buyer.envelope.to).toEqual([body.Email]);
    expect(addresses(buyer.parsed.replyTo)).toEqual([COMPANY_CONTACT.email]);
    expect(buyer.parsed.attachments).toHaveLength(0);
    for (const part of [textOf(buyer), htmlOf(buyer)]) {
      expect(part).toContain(record.Reference);
      expect(part).toContain('24 business hours');
      expect(part).toContain('flange-drawing.pdf');
      expect(part).toContain(company);
      expect(part).toContain(body.Title);
      expect(part).toContain(COMPANY_CONTACT.email);
      for (const phone of COMPANY_CONTACT.phones) expect(part).toContain(phone.label);
      // Never the buyer's free text: anyone can have this mail sent to any address.
      expect(part).not.toContain(body.Message);
    }
    const link = statusLink(buyer);
    expect(link.origin + link.pathname).toBe(`http://localhost:3000/rfq/${record.Reference}`);
    expect(link.searchParams.get('key')!.length).toBeGreaterThanOrEqual(22); // >= 128 bits in base64url
    expect(htmlOf(buyer)).toContain(link.toString());
  });

  it('gives each quote the next reference of its year, and lists carry it', async () => {
    const first = (await save('quote', buildQuote())).json().data.Reference as string;
    const second = (await save('quote', buildQuote())).json().data.Reference as string;
    const number = (ref: string) => Number(ref.split('-')[2]);
    expect(number(second)).toBe(number(first) + 1);
    const token = await ctx.login();
    const list = (await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: ctx.auth(token), payload: {} })).json().data;
    expect(list.map((r: { Reference: string }) => r.Reference)).toEqual(expect.arrayContaining([first, second]));
  });
});

describe('a new inquiry', () => {
  it('mails the team and the buyer with its I- reference and no attachment', async () => {
    const body = buildInquiry();
    const res = await save('inquery', body);
    expect(res.statusCode).toBe(201);
    const record = res.json().data;
    expect(record.Reference).toMatch(/^I-\d{4}-\d{5}$/);

    const { staff, buyer } = await leadMails(catcher, record.Reference);
    expect(subjectOf(staff)).toBe(`New inquiry ${record.Reference}: ${body.Title}`);
    expect(addresses(staff.parsed.replyTo)).toEqual([body.Email]);
    expect(textOf(staff)).toContain(`http://localhost:3000/admin/contacts?open=${record._id}`);
    for (const value of ['Purchase Manager', 'Surat', body.Message!, body.ContactNo!]) expect(textOf(staff)).toContain(value);
    expect(staff.parsed.attachments).toHaveLength(0);
    expect(subjectOf(buyer)).toBe(`We received your inquiry ${record.Reference}`);
    expect(textOf(buyer)).toContain('24 business hours');
  });
});

describe('buyer text in mails', () => {
  it('can never add a header: a name with a line break is refused; company and product stay inside one subject line', async () => {
    for (const Title of ['Mallory\r\nBcc: victim@example.net', 'Eve\u2028Bcc: victim@example.net']) {
      const refused = await save('inquery', buildInquiry({ Title }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/Full name/);
    }
    const body = buildQuote({
      Description: buildDescription({ Company: 'Evil Co\r\nX-Injected: yes', 'Product of Interest': 'Shafts\nCc: other@example.net' }),
    });
    // The Description keeps the line breaks of its own format; only whole lines are fields.
    const res = await save('quote', body);
    expect(res.statusCode).toBe(201);
    const reference = res.json().data.Reference;
    const { staff, buyer } = await leadMails(catcher, reference);
    for (const mail of [staff, buyer]) {
      expect(mail.parsed.headers.has('bcc')).toBe(false);
      expect(mail.parsed.headers.has('cc')).toBe(false);
      expect(mail.parsed.headers.has('x-injected')).toBe(false);
      expect(subjectOf(mail)).not.toMatch(/[\r\n]/);
    }
    expect(staff.envelope.to).toEqual([ADMIN.email]);
    expect(buyer.envelope.to).toEqual([body.Email]);
    expect(subjectOf(staff)).toBe(`New quote request ${reference}: Evil Co, Shafts`);
  });

  it('is HTML-escaped everywhere in the HTML part', async () => {
    const body = buildQuote({
      Title: '<script>alert("name")</script>',
      Description: buildDescription({ Company: '<b>Bold & Co</b>', 'Product of Interest': 'Shafts' }),
      Message: '<img src=x onerror="alert(1)"> & "quotes" \'apostrophes\'',
    });
    const reference = (await save('quote', body)).json().data.Reference;
    const { staff, buyer } = await leadMails(catcher, reference);
    for (const mail of [staff, buyer]) {
      const html = htmlOf(mail);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<b>Bold');
      expect(html).toContain('&lt;b&gt;Bold &amp; Co&lt;/b&gt;');
      expect(html).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;');
    }
    // The message is only in the team's copy.
    expect(htmlOf(staff)).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;quotes&quot; &#39;apostrophes&#39;');
    expect(htmlOf(buyer)).not.toContain('onerror');
    // The plain-text part keeps the buyer's words as typed.
    expect(textOf(staff)).toContain(body.Message);
  });
});

describe('the buyer acknowledgement as a spam vehicle', () => {
  it('carries none of a 10,000-character message and only short, capped fields', async () => {
    const spam = 'Cheap watches at spam.example, click now! ';
    const body = buildInquiry({
      Title: `Victim's friend ${spam.repeat(4)}`.slice(0, 200),
      Description: buildDescription({ Company: spam.repeat(30), Position: spam.repeat(10) }),
      Message: spam.repeat(240).slice(0, 10_000),
    });
    const res = await save('inquery', body);
    expect(res.statusCode).toBe(201);
    const { staff, buyer } = await leadMails(catcher, res.json().data.Reference);
    for (const part of [textOf(buyer), htmlOf(buyer)]) {
      expect(part.split('spam.example').length - 1).toBeLessThanOrEqual(4); // name and company, 60 characters each
      expect(part).not.toContain('Position');
    }
    expect(textOf(buyer).length).toBeLessThan(1500);
    expect(textOf(staff)).toContain(body.Message);
  });
});

describe('the outbox after sending', () => {
  it('marks both messages of a lead sent, one attempt each', async () => {
    const reference = (await save('quote', buildQuote())).json().data.Reference;
    await leadMails(catcher, reference);
    const token = await ctx.login();
    await expect
      .poll(async () => {
        const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/outbox/list', headers: ctx.auth(token) })).json().data;
        return list.messages
          .filter((m: { reference: string }) => m.reference === reference)
          .map((m: { status: string; attempts: number }) => `${m.status}/${m.attempts}`);
      })
      .toEqual(['sent/1', 'sent/1']);
    const rows = await ctx.database.db.select().from(outbox).where(eq(outbox.status, 'sent'));
    expect(rows.every((row) => row.claimToken === null && row.sentAt !== null)).toBe(true);
  });
});
