import { eq } from 'drizzle-orm';
import { samplePdf, TINY_PNG_BASE64, buildQuote } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { outbox, quotations } from '../../src/db/schema.js';
import { ANSWER_CROSS_SITE_MESSAGE } from '../../src/web/quotation-answer-post.js';
import { setupApp } from '../helpers.js';
import { mailedLink } from '../support/orders.js';
import { saveCompleteCompanyProfile } from '../support/company-profile.js';

// The accept and decline forms of the status page posted without JavaScript, answered by the production
// build of the web app (`npm run build` comes first, as for the contact form's test).
const siteUrl = 'https://parts.example.test';
const ctx = await setupApp({}, { web: { mode: 'production', siteUrl } });
// Quotations that charge GST are sent by a company with a GSTIN.
await saveCompleteCompanyProfile(ctx.database.db);
const token = await ctx.login();
const staff = { authorization: `Bearer ${token}` };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

interface Sent {
  reference: string;
  key: string;
  id: string;
  number: string;
  path: string;
}

let buyers = 0;
/** A quote request from the site, its acknowledgement's status link, and a quotation sent for it. */
async function sentQuotation(): Promise<Sent> {
  const email = `buyer${++buyers}@shreeji-pumps.example`;
  const lead = (await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote({ Email: email }) })).json().data;
  const link = await mailedLink(ctx, lead._id, 'buyer-acknowledgement');
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/quotation/save',
    headers: staff,
    payload: {
      LeadId: lead._id,
      Buyer: { Company: 'Shreeji Pumps', Contact: 'Asha Mehta', Email: email, BillingAddress: 'Aji GIDC, Rajkot', PlaceOfSupply: '24' },
      Lines: [{ Description: 'EN8 shaft 40 h7', DrawingNo: 'SP-114 rev B', HSN: '8483', Quantity: 250, Unit: 'Nos', UnitPrice: 412.5, GstRate: 18 }],
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const { _id: id, Number: number } = saved.json().data;
  const sent = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotation/send', headers: staff, payload: { _id: id } });
  expect(sent.statusCode, sent.body).toBe(200);
  const key = link.searchParams.get('key')!;
  return { reference: lead.Reference, key, id, number, path: `${link.pathname}${link.search}` };
}

type FilePart = { name: string; type: string; bytes: Uint8Array<ArrayBuffer> };

/** The form as a browser sends it: multipart, the file field present (empty when no file was chosen). */
async function post(path: string, fields: Record<string, string>, file?: FilePart, headers: Record<string, string> = SAME_ORIGIN) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (fields.intent === 'accept') {
    form.append('POFile', file ? new Blob([file.bytes], { type: file.type }) : new Blob([], { type: 'application/octet-stream' }), file?.name ?? '');
  }
  const encoded = new Request('http://form.test/', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': encoded.headers.get('content-type')!, origin: 'null', ...headers },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const quotationOf = async (id: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/v1/quotation/getByID', headers: staff, payload: { _id: id } })).json().data[0];

const acceptFields = { intent: 'accept', Name: 'Asha Mehta', Designation: 'Purchase Manager', PONumber: 'PO/2026/7781', AcceptTerms: 'on' };

describe('the status page answered without JavaScript (multipart form posts)', () => {
  it('accepts with a PO file: the same service as the JSON call, then the page says who accepted, when, and the PO', async () => {
    const q = await sentQuotation();
    const page = await ctx.app.inject({ method: 'GET', url: q.path });
    expect(page.statusCode).toBe(200);
    expect(mainOf(page.body)).toMatch(/<form[^>]*encType="multipart\/form-data"[^>]*method="post"/i);
    expect(mainOf(page.body)).toContain(q.number);

    const pdf = new TextEncoder().encode(samplePdf());
    const res = await post(q.path, acceptFields, { name: 'PO 7781.pdf', type: 'application/pdf', bytes: pdf });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${q.path}#answer`);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const stored = await quotationOf(q.id);
    expect(stored).toMatchObject({
      State: 'Accepted',
      PONumber: 'PO/2026/7781',
      AcceptedByName: 'Asha Mehta',
      AcceptedByDesignation: 'Purchase Manager',
    });
    expect(stored.POFile).toMatchObject({ name: 'PO 7781.pdf', size: pdf.length });
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recordId, (await ctx.database.db.select().from(quotations).where(eq(quotations.id, q.id)))[0]!.recordId!));
    const answered = mails.filter((m) => m.kind === 'quotation-answered');
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((m) => m.attachments.some((a) => a.name === 'PO 7781.pdf'))).toBe(true);
    expect(mails.filter((m) => m.kind === 'quotation-confirmation')).toHaveLength(1);

    const after = mainOf((await ctx.app.inject({ method: 'GET', url: q.path })).body);
    expect(after).toMatch(/Accepted by Asha Mehta on \d{1,2} \w+ \d{4}/);
    expect(after).toContain('PO number: PO/2026/7781');
    expect(after).not.toContain('name="intent"');
  });

  it('declines with a reason and a comment', async () => {
    const q = await sentQuotation();
    const res = await post(q.path, { intent: 'decline', Reason: 'Lead time', Comment: 'We need it in 2 weeks.' });
    expect(res.statusCode, res.body).toBe(303);
    expect(await quotationOf(q.id)).toMatchObject({ State: 'Declined', DeclineReason: 'Lead time', DeclineComment: 'We need it in 2 weeks.' });
    const after = mainOf((await ctx.app.inject({ method: 'GET', url: q.path })).body);
    expect(after).toMatch(/Declined on \d{1,2} \w+ \d{4}/);
    expect(after).toContain('Reason: Lead time');
  });

  it('answers errors as the page, with each message next to its field and what was typed', async () => {
    const q = await sentQuotation();
    const missing = await post(
      q.path,
      { intent: 'accept', Name: ' ', Designation: 'Buyer <QA>', PONumber: 'PO-55', AcceptTerms: '' },
      {
        name: 'po.png',
        type: 'image/png',
        bytes: new Uint8Array(Buffer.from(TINY_PNG_BASE64, 'base64')),
      },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    const main = mainOf(missing.body);
    expect(main).toMatch(/id="answer-Name-error"[^>]*>[^<]*required/i);
    expect(main).toContain('Please tick &quot;I accept the terms of this quotation&quot;');
    expect(main).toContain('value="Buyer &lt;QA&gt;"');
    expect(main).toContain('value="PO-55"');
    expect(main).toContain('Please choose the PO file again.');

    const wrongBytes = await post(q.path, acceptFields, {
      name: 'po.pdf',
      type: 'application/pdf',
      bytes: new Uint8Array(Buffer.from(TINY_PNG_BASE64, 'base64')),
    });
    expect(wrongBytes.statusCode).toBe(400);
    expect(mainOf(wrongBytes.body)).toMatch(/id="answer-POFile-error"[^>]*>The PO file&#x27;s contents do not match its \.pdf extension\.</);
    expect(mainOf(wrongBytes.body)).toContain('value="Asha Mehta"');
    expect(mainOf(wrongBytes.body)).toMatch(/name="AcceptTerms"[^>]*checked/);

    const noReason = await post(q.path, { intent: 'decline', Reason: '', Comment: 'Too far <away>' });
    expect(noReason.statusCode).toBe(400);
    expect(mainOf(noReason.body)).toMatch(/id="answer-Reason-error"[^>]*>Reason must be one of/);
    expect(mainOf(noReason.body)).toContain('Too far &lt;away&gt;</textarea>');

    expect((await quotationOf(q.id)).State).toBe('Viewed');
  });

  it("through the page's fetcher (JavaScript): a refusal is answered 200 as data for the form in place, an answer as a redirect", async () => {
    const q = await sentQuotation();
    // React Router posts a fetcher's form to the route's data URL; a hydrated form adds inPlace.
    const dataPath = q.path.replace(`/rfq/${q.reference}?`, `/rfq/${q.reference}.data?`);
    const refused = await post(dataPath, { intent: 'accept', Name: '', AcceptTerms: '', inPlace: '1' });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('Please tick');
    // Nothing answered; and the page was not read again (shouldRevalidate), so it is not even Viewed.
    expect((await quotationOf(q.id)).State).toBe('Sent');

    const accepted = await post(dataPath, { ...acceptFields, inPlace: '1' });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.body).toContain(`/rfq/${q.reference}?key=`);
    expect((await quotationOf(q.id)).State).toBe('Accepted');
  });

  it('answers a wrong key with the 404 page and changes nothing', async () => {
    const q = await sentQuotation();
    const wrong = `/rfq/${q.reference}?key=${q.key.slice(0, -2)}xx`;
    for (const path of [wrong, `/rfq/${q.reference}`, `/rfq/Q-1999-99999?key=${q.key}`]) {
      const res = await post(path, acceptFields);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Page Not Found');
      expect(mainOf(res.body)).not.toContain(q.number);
    }
    expect((await quotationOf(q.id)).State).toBe('Sent');
  });

  it('refuses an expired quotation with the reason and shows no form', async () => {
    const q = await sentQuotation();
    await ctx.database.db.update(quotations).set({ validUntil: '2026-01-31' }).where(eq(quotations.id, q.id));
    const res = await post(q.path, acceptFields);
    expect(res.statusCode).toBe(409);
    const main = mainOf(res.body);
    expect(main).toContain(`Quotation ${q.number} expired: it was valid until 31 January 2026`);
    expect(main).not.toContain('name="intent"');
    expect((await quotationOf(q.id)).State).not.toBe('Accepted');
  });

  it('refuses a post from another site (CSRF)', async () => {
    const q = await sentQuotation();
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }];
    for (const headers of crossSite) {
      const res = await post(q.path, acceptFields, undefined, headers);
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(ANSWER_CROSS_SITE_MESSAGE);
    }
    expect((await quotationOf(q.id)).State).toBe('Sent');
  });

  it('sends a body over the limit back to the page with the reason', async () => {
    const q = await sentQuotation();
    const res = await post(q.path, acceptFields, { name: 'huge.pdf', type: 'application/pdf', bytes: new Uint8Array(9 * 1024 * 1024) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${q.path}&refused=too-large#answer`);
    const page = await ctx.app.inject({ method: 'GET', url: res.headers.location!.replace(/#.*/, '') });
    expect(mainOf(page.body)).toContain('The PO file is too large: it may be at most 5 MB.');
    expect((await quotationOf(q.id)).State).toBe('Viewed');
  });
});
