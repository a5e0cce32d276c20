import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import { CROSS_SITE_MESSAGE } from '../../src/web/contact-form-post.js';
import { setupApp } from '../helpers.js';

// Serves the production build of the web app: `npm run build` comes first (the test script does).
const siteUrl = 'https://parts.example.test';
const ctx = await setupApp({ submitRateLimit: 3 }, { web: { mode: 'production', siteUrl } });

const filled = {
  fullName: 'Asha Mehta',
  company: 'Mehta Pumps',
  email: 'asha@mehta-pumps.example',
  position: 'Buyer',
  phone: '+91 98250 12345',
  city: 'Rajkot',
  state: 'Gujarat',
  country: 'India',
  message: '200 EN8 shafts, 40 mm, h7',
  website: '',
};

const post = (fields: Record<string, string>, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }, ip = '10.9.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/contact',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

async function inquiriesFrom(email: string) {
  const token = await ctx.login();
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/inquery/list', headers: ctx.auth(token), payload: {} });
  return (res.json().data as { Email: string; Title: string; Description: string; Reference: string; _id: string }[]).filter(
    (r) => r.Email === email,
  );
}

describe('the contact form posted without JavaScript', () => {
  it('stores the inquiry like POST /inquery/save (mails queued) and redirects to the thank-you view with its reference and status link', async () => {
    const res = await post(filled);
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');

    const [stored] = await inquiriesFrom(filled.email);
    expect(stored).toMatchObject({ Title: 'Asha Mehta' });
    expect(stored!.Description).toContain('Company: Mehta Pumps');
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.recordId, stored!._id));
    expect(mails.length).toBe(2);

    // The page shows the reference and the same status link as the acknowledgement mail.
    const location = String(res.headers.location);
    const key = /[?&]key=([A-Za-z0-9_-]{43})#contact-form-title$/.exec(location)?.[1];
    expect(location).toBe(`/contact?sent=${stored!.Reference}&key=${key}#contact-form-title`);
    const acknowledgement = mails.find((mail) => mail.to === filled.email)!;
    expect(acknowledgement.text).toContain(`/rfq/${stored!.Reference}?key=${key}\n`);

    const thanks = await ctx.app.inject({ method: 'GET', url: location.split('#')[0]! });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Thank you! We have received your inquiry and will be in touch shortly.');
    expect(thanks.body).toContain(stored!.Reference);
    expect(thanks.body).toContain('A copy of this is in your e-mail.');
    expect(thanks.body).toContain(`href="/rfq/${stored!.Reference}?key=${key}"`);
    // A crafted query shows the thank-you, never a link elsewhere.
    const crafted = await ctx.app.inject({ method: 'GET', url: '/contact?sent=https%3A%2F%2Fevil.example&key=x' });
    expect(crafted.body).toContain('Thank you! We have received your inquiry and will be in touch shortly.');
    expect(crafted.body).not.toContain('evil.example');
  });

  it("answers 400 with the spec's messages and keeps what was typed", async () => {
    const res = await post({ ...filled, email: 'not-an-email', company: '  ', fullName: 'Ravi <Patel>' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Invalid email');
    expect(res.body).toContain('Company name is required');
    expect(res.body).toContain('value="not-an-email"');
    expect(res.body).toContain('value="Ravi &lt;Patel&gt;"');
    expect(res.body).toContain('200 EN8 shafts, 40 mm, h7</textarea>');
    expect(await inquiriesFrom('not-an-email')).toEqual([]);
  });

  it('refuses a post from another site (CSRF) and stores nothing', async () => {
    const email = 'csrf@victim.example';
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }];
    for (const headers of crossSite) {
      const res = await post({ ...filled, email }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.body).toBe(CROSS_SITE_MESSAGE);
    }
    // This server's own origin (plain HTTP under inject) is welcome.
    expect((await post({ ...filled, email }, { origin: 'http://parts.example.test', host: 'parts.example.test' })).statusCode).toBe(303);
    expect(await inquiriesFrom(email)).toHaveLength(1);
  });

  it('drops a honeypot submission silently, as the API does', async () => {
    const email = 'bot@spam.example';
    expect((await post({ ...filled, email, website: 'https://spam.example' })).statusCode).toBe(303);
    expect(await inquiriesFrom(email)).toEqual([]);
  });

  it('shares the API submission limit per client, counting only valid inquiries', async () => {
    const ip = '10.9.0.77';
    expect((await post({ ...filled, email: 'x' }, undefined, ip)).statusCode).toBe(400);
    const api = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/inquery/save',
      remoteAddress: ip,
      payload: { Title: 'Api', Email: 'api@example.com', Message: 'm', Types: 'Inquery' },
    });
    expect(api.statusCode).toBe(201);
    expect((await post(filled, undefined, ip)).statusCode).toBe(303);
    expect((await post(filled, undefined, ip)).statusCode).toBe(303);
    const blocked = await post(filled, undefined, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('You have sent several requests in a short time.');
  });

  it('counts an IPv6 client per /64: another address of the /64 shares the limit, another /64 does not', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await post(filled, undefined, `2001:db8:50:1::${i}`)).statusCode).toBe(303);
    expect((await post(filled, undefined, '2001:db8:50:1:ffff::9')).statusCode).toBe(429);
    expect((await post(filled, undefined, '2001:db8:50:2::1')).statusCode).toBe(303);
  });

  it('keeps serving GET /contact from the page cache, and pages other than /contact take no posts', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/contact' });
    const second = await ctx.app.inject({ method: 'GET', url: '/contact' });
    expect(second.statusCode).toBe(200);
    expect(second.body).not.toContain('Invalid email');
    expect(second.body).not.toContain('Thank you!');
    expect(first.body.replace(/nonce="[^"]+"/g, '')).toBe(second.body.replace(/nonce="[^"]+"/g, ''));
    expect((await ctx.app.inject({ method: 'POST', url: '/about', payload: {} })).statusCode).toBe(405);
  });
});
