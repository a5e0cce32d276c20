import { buildDescription } from '@rp/contract';
import { buildInquiry, buildQuote, TINY_PNG_DATA_URL } from '@rp/contract/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { freshDatabase, testConfig, ADMIN } from '../../helpers.js';
import { leadMails, mailConfig, startMailCatcher, statusLink } from '../../support/mail.js';

// The real server renderer (production build of the web app) and a real SMTP server for the link.
const catcher = await startMailCatcher();
const fresh = await freshDatabase();
const config = testConfig({ mail: mailConfig({ smtpUrl: catcher.url }) });
const app = await buildApp({ config, database: fresh.database, seed: false, web: { mode: 'production', siteUrl: config.siteUrl } });
await app.ready();
afterAll(async () => {
  await app.close();
  await fresh.drop();
  await catcher.close();
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** The text a reader sees: markup (and React's text separators) left out. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

async function submit(kind: 'quote' | 'inquery', body: object) {
  const answer = (await app.inject({ method: 'POST', url: `/api/v1/${kind}/save`, payload: body })).json();
  const record = answer.data;
  const { buyer } = await leadMails(catcher, record.Reference);
  const link = statusLink(buyer);
  const path = `${link.pathname}${link.search}`;
  // The create's answer links to the same page with the same key as the acknowledgement mail (the form shows it).
  expect(answer.StatusPath).toBe(path);
  return { record, path, key: link.searchParams.get('key')! };
}

describe('GET /rfq/{Reference}?key={secret}', () => {
  it('shows the buyer their request, server-rendered, noindex, and a staff status change on the next load', async () => {
    const body = buildQuote({
      Description: buildDescription({ Company: 'Shreeji Pumps', 'Product of Interest': 'Bushes' }),
      MediaFileName: 'bush-drawing.png',
      MediaFileBody: TINY_PNG_DATA_URL,
    });
    const { record, path } = await submit('quote', body);
    const res = await page(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer'); // the key never leaves in a Referer header
    const html = res.body;
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Not a page of the spec: the public pages' preloader does not cover it (issue 44).
    expect((await page('/contact')).body).toContain('data-testid="preloader"');
    expect(html).not.toContain('data-testid="preloader"');
    const main = mainOf(html);
    for (const text of [
      record.Reference,
      'Shreeji Pumps',
      'Bushes',
      'bush-drawing.png',
      'We will reply within 24 business hours.',
      '+91 98765 43210',
      'sales@example.com',
    ]) {
      expect(main).toContain(text);
    }
    expect(main).toMatch(/data-testid="rfq-status"[^>]*>Received</);
    expect(main).not.toContain(body.Email); // nothing beyond what the page promises

    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
    const headers = { authorization: `Bearer ${login.json().Token}` };
    for (const [status, words] of [
      ['Pending', 'Being reviewed'],
      ['In Progress', 'Being reviewed'],
      ['Done', 'Answered'],
      ['Resolved', 'Answered'],
      ['Closed', 'Closed'],
      ['New', 'Received'],
    ]) {
      const update = await app.inject({ method: 'POST', url: '/api/v1/quote/save', headers, payload: { ...record, Status: status } });
      expect(update.statusCode).toBe(200);
      expect(mainOf((await page(path)).body)).toMatch(new RegExp(`data-testid="rfq-status"[^>]*>${words}<`));
    }
  });

  it('works for inquiries too', async () => {
    const { record, path } = await submit('inquery', buildInquiry());
    const res = await page(path);
    expect(res.statusCode).toBe(200);
    expect(textOf(mainOf(res.body))).toContain(`Inquiry ${record.Reference}`);
  });

  it('answers the site 404 page, identical for a wrong key, a missing key and an unknown reference', async () => {
    const body = buildQuote();
    const { record, key } = await submit('quote', body);
    const unknownPath = (await page('/no-such-page')).body;
    const wrongKey = await page(`/rfq/${record.Reference}?key=${key.slice(0, -2)}xx`);
    const noKey = await page(`/rfq/${record.Reference}`);
    const emptyKey = await page(`/rfq/${record.Reference}?key=`);
    const unknownRef = await page(`/rfq/Q-1999-99999?key=${key}`);
    const malformed = await page(`/rfq/%3Cscript%3E?key=${key}`);
    const answers = [wrongKey, noKey, emptyKey, unknownRef, malformed];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Page Not Found');
      expect(mainOf(res.body)).not.toContain(record.Reference);
      expect(res.body).not.toContain(body.Title);
    }
    // Same page as any unknown address, apart from the address itself in the markup.
    const normalise = (html: string, url: string) => mainOf(html).replaceAll(url, 'URL');
    const main = normalise(wrongKey.body, `/rfq/${record.Reference}`);
    expect(normalise(noKey.body, `/rfq/${record.Reference}`)).toBe(main);
    expect(normalise(unknownRef.body, '/rfq/Q-1999-99999')).toBe(main);
    expect(normalise(unknownPath, '/no-such-page')).toBe(main);
  });
});
