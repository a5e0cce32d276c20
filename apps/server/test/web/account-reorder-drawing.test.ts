import { MINIMAL_PDF } from '@rp/contract/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { recordAttachments, records } from '../../src/db/schema.js';
import { setupApp } from '../helpers.js';
import { signInAs } from '../modules/buyer-desk/support.js';
import { mailConfig, startMailCatcher } from '../support/mail.js';
import { acceptedByStaff } from '../support/orders.js';
import { buildQuotationBody, staffCalls } from '../support/quotations.js';

// "Order again" with a new drawing revision, without JavaScript (issue 49): the page's form posts multipart/form-data
// to the production build of the web app, whose action sends the files to the API as the quote form does.
const siteUrl = 'https://parts.example.test';
const catcher = await startMailCatcher();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { web: { mode: 'production', siteUrl } });
afterAll(() => catcher.close());
const { app } = ctx;
const staff = staffCalls(ctx, await ctx.login());

const EMAIL = 'ravi@drawing-revision.example';
const { order } = await acceptedByStaff(staff, ctx, { Buyer: { ...buildQuotationBody().Buyer, Email: EMAIL } });
const cookie = await signInAs(app, catcher, EMAIL);
const path = `/account/reorder?order=${order._id}&number=${order.Number}`;
const line = order.Lines[0]!._id;

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** The form as a browser posts it: multipart, with the chosen file (or an empty file input). */
async function postForm(file: { name: string; bytes: Uint8Array; type: string } | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('OrderId', order._id);
  form.append('LineId', line);
  form.append(`Quantity_${line}`, '120');
  form.append(
    'Drawing',
    file ? new File([Buffer.from(file.bytes)], file.name, { type: file.type }) : new File([], '', { type: 'application/octet-stream' }),
  );
  const encoded = new Request('http://form.test/', { method: 'POST', body: form });
  const payload = Buffer.from(await encoded.arrayBuffer());
  return app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'sec-fetch-site': 'same-origin', 'content-type': encoded.headers.get('content-type')!, cookie, ...headers },
  });
}

async function leadOf(location: string) {
  const reference = /sent=([\w-]+)/.exec(location)?.[1];
  const [lead] = await ctx.database.db.select().from(records).where(eq(records.reference, reference!));
  const drawings = await ctx.database.db.select().from(recordAttachments).where(eq(recordAttachments.recordId, lead!.id));
  return { lead: lead!, drawings };
}

describe('/account/reorder with a new drawing revision, without JavaScript', () => {
  it('shows a multipart form with the file input', async () => {
    const res = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const main = mainOf(res.body);
    expect(main).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    expect(main).toMatch(/<input id="reorder-Drawing"[^>]*type="file" multiple=""[^>]*name="Drawing"/);
    expect(main).toContain('New drawing revision (optional)');
  });

  it('stores the attached PDF on the new lead and names it in the message', async () => {
    const sent = await postForm({ name: 'GG-200-D.pdf', bytes: Buffer.from(MINIMAL_PDF), type: 'application/pdf' });
    expect(sent.statusCode, sent.body.slice(0, 400)).toBe(303);
    const { lead, drawings } = await leadOf(sent.headers.location as string);
    expect(lead.source).toBe('Repeat order');
    expect(lead.message).toContain('New drawing revision: GG-200-D.pdf.');
    expect(drawings.map((d) => d.name)).toContain('GG-200-D.pdf');
  });

  it('sends the form with an empty file input as before', async () => {
    const sent = await postForm(null);
    expect(sent.statusCode, sent.body.slice(0, 400)).toBe(303);
    const { lead } = await leadOf(sent.headers.location as string);
    expect(lead.message).not.toContain('New drawing revision');
  });

  it('shows the refusal of a file that is not a drawing beside the file input', async () => {
    const refused = await postForm({ name: 'notes.txt', bytes: Buffer.from('not a drawing'), type: 'text/plain' });
    expect(refused.statusCode).toBe(400);
    const main = mainOf(refused.body);
    expect(main).toContain('id="reorder-Drawing-error"');
    expect(main).toContain('Drawings must be one of:');
  });

  it('refuses a multipart post on the sign-in form', async () => {
    const form = new FormData();
    form.append('intent', 'link');
    form.append('Email', EMAIL);
    const encoded = new Request('http://form.test/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: '/account',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': encoded.headers.get('content-type')! },
    });
    expect(res.statusCode).toBe(415);
  });
});
