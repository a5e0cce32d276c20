import { ACCOUNT_LINK_SENT, BUYER_ACCOUNT } from '@rp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { records } from '../../src/db/schema.js';
import { ACCOUNT_CROSS_SITE_MESSAGE } from '../../src/web/account-pages.js';
import { setupApp } from '../helpers.js';
import { signInAs } from '../modules/buyer-desk/support.js';
import { mailConfig, startMailCatcher } from '../support/mail.js';
import { acceptedByStaff } from '../support/orders.js';
import { buildQuotationBody, staffCalls } from '../support/quotations.js';

// The buyer's desk pages (issue 49) answered by the production build of the web app (`npm run build` first, as for
// the contact form's test): the loaders and actions call the account API in-process with the request's cookie.
const siteUrl = 'https://parts.example.test';
const catcher = await startMailCatcher();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { web: { mode: 'production', siteUrl } });
afterAll(() => catcher.close());
const { app } = ctx;
const staff = staffCalls(ctx, await ctx.login());
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };

const EMAIL = 'asha@gondal-gears.example';
const { order } = await acceptedByStaff(staff, ctx, { Buyer: { ...buildQuotationBody().Buyer, Email: EMAIL } });
const cookie = await signInAs(app, catcher, EMAIL);

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  return app.inject({ method: 'POST', url, payload: form.toString(), headers: { ...SAME_ORIGIN, ...headers } });
};

describe('/account', () => {
  it('without a session: the sign-in form, private and never indexed', async () => {
    const res = await page('/account');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(mainOf(res.body)).toContain('Send me a sign-in link');
    expect(mainOf((await page('/account?signin=expired')).body)).toContain('expired or was used already');
  });

  it('answers the link form with the same page for a known and an unknown address', async () => {
    const known = await post('/account', { intent: 'link', Email: EMAIL });
    const unknown = await post('/account', { intent: 'link', Email: 'nobody@elsewhere.example' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(mainOf(known.body)).toContain(ACCOUNT_LINK_SENT);
    expect(mainOf(known.body).replace(EMAIL, 'X')).toBe(mainOf(unknown.body).replace('nobody@elsewhere.example', 'X'));
    const bad = await post('/account', { intent: 'link', Email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(mainOf(bad.body)).toContain('aria-invalid="true"');
  });

  it('refuses a form posted from another site', async () => {
    const res = await post('/account', { intent: 'link', Email: EMAIL }, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe(ACCOUNT_CROSS_SITE_MESSAGE);
  });

  it("with the session's cookie: the desk with the order and Order again on its line", async () => {
    const res = await page('/account', { cookie });
    expect(res.statusCode).toBe(200);
    const main = mainOf(res.body);
    expect(main).toContain(EMAIL);
    expect(main).toContain(order.Number);
    expect(main).toContain(`/account/reorder?order=${order._id}&amp;number=${order.Number}&amp;line=${order.Lines[0]!._id}`);
  });

  it('orders a line again without JavaScript: a refusal beside the quantity, then the new reference', async () => {
    const path = `/account/reorder?order=${order._id}&number=${order.Number}`;
    const form = await page(path, { cookie });
    expect(form.statusCode).toBe(200);
    expect(mainOf(form.body)).toContain(`name="Quantity_${order.Lines[0]!._id}"`);
    const line = order.Lines[0]!._id;
    const refused = await post(path, { OrderId: order._id, LineId: line, [`Quantity_${line}`]: '0' }, { cookie });
    expect(refused.statusCode).toBe(400);
    expect(mainOf(refused.body)).toContain(`id="reorder-${line}-error"`);
    const sent = await post(path, { OrderId: order._id, LineId: line, [`Quantity_${line}`]: '300', PONumber: 'PO-R-1' }, { cookie });
    expect(sent.statusCode).toBe(303);
    const reference = /sent=([\w-]+)/.exec(sent.headers.location as string)?.[1];
    expect(reference).toMatch(/^Q-/);
    const [lead] = await ctx.database.db.select().from(records).where(eq(records.reference, reference!));
    expect(lead?.source).toBe('Repeat order');
    expect(mainOf((await page(sent.headers.location as string, { cookie })).body)).toContain(reference);
    // Without a session the form is not there: back to the sign-in page.
    expect((await page(path)).statusCode).toBe(303);
  });

  it('signs out: the cookie is removed and the old one no longer opens the desk', async () => {
    const other = await signInAs(app, catcher, EMAIL, 2);
    const res = await post('/account', { intent: 'logout' }, { cookie: other });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account?signed-out=1');
    expect([res.headers['set-cookie']].flat().join()).toContain(`${BUYER_ACCOUNT.cookieName}=; Max-Age=0`);
    expect(mainOf((await page('/account', { cookie: other })).body)).toContain('Send me a sign-in link');
    // The first session is another one: still signed in.
    expect(mainOf((await page('/account', { cookie })).body)).toContain(order.Number);
  });
});
