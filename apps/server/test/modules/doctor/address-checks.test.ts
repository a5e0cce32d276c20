// @database-agnostic: checks of configured addresses, no database (the PGlite pass only)
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import type { DoctorContext } from '../../../src/modules/doctor/check.js';
import { mailFromCheck } from '../../../src/modules/doctor/mail-from-check.js';
import { siteUrlCheck } from '../../../src/modules/doctor/site-url-check.js';

const ctx = (env: NodeJS.ProcessEnv): DoctorContext => ({ config: loadConfig(env), db: null, now: new Date(), timeoutMs: 1000 });

describe('SITE_URL check', () => {
  it.each(['https://www.rpw.co.in', 'https://rpw.co.in/', 'https://shop.example.com'])('passes %s', async (url) => {
    expect((await siteUrlCheck.run(ctx({ SITE_URL: url }))).problems).toEqual([]);
  });

  it('says that plain http is not enough', async () => {
    expect((await siteUrlCheck.run(ctx({ SITE_URL: 'http://www.rpw.co.in' }))).problems).toEqual([
      'SITE_URL is http://www.rpw.co.in: it must start with https:// (Caddy gives the site its certificate).',
    ]);
  });

  it.each([
    [{}, 'localhost'],
    [{ SITE_URL: 'https://203.0.113.7' }, '203.0.113.7'],
    [{ SITE_URL: 'https://[2001:db8::1]' }, '[2001:db8::1]'],
    [{ SITE_URL: 'https://server.local' }, 'server.local'],
    [{ SITE_URL: 'https://intranet' }, 'intranet'],
  ])('says that %j is not a public name', async (env, host) => {
    const { problems } = await siteUrlCheck.run(ctx(env));
    expect(problems.at(-1)).toBe(
      `SITE_URL's host ${host} is not a public name: links in mails and search results would lead nowhere. Set it to the name buyers type, e.g. https://www.example.co.in.`,
    );
  });
});

describe('MAIL_FROM check', () => {
  it.each([
    ['https://www.rpw.co.in', 'RPW Quotes <quotes@rpw.co.in>'],
    ['https://www.rpw.co.in', 'quotes@mail.rpw.co.in'],
    ['https://rpw.co.in', 'Sales <sales@RPW.co.in>'],
  ])('passes %s with %s (the same registrable domain)', async (site, from) => {
    expect((await mailFromCheck.run(ctx({ SITE_URL: site, MAIL_FROM: from }))).problems).toEqual([]);
  });

  it('passes the default sender, no-reply@ the site host', async () => {
    expect(await mailFromCheck.run(ctx({ SITE_URL: 'https://www.rpw.co.in' }))).toEqual({ problems: [], detail: 'no-reply@www.rpw.co.in' });
  });

  it.each([
    ['https://www.rpw.co.in', 'RPW <rpw.quotes@gmail.com>', 'rpw.quotes@gmail.com', 'gmail.com', 'rpw.co.in'],
    // co.in is a public suffix: another company under it is another domain.
    ['https://rpw.co.in', 'quotes@other.co.in', 'quotes@other.co.in', 'other.co.in', 'rpw.co.in'],
  ])('says that %s and %s are different domains', async (site, from, address, fromDomain, siteDomain) => {
    expect((await mailFromCheck.run(ctx({ SITE_URL: site, MAIL_FROM: from }))).problems).toEqual([
      `MAIL_FROM (${address}) is not an address of the site's domain ${siteDomain}: mail from ${fromDomain} is easily taken for spam and its SPF and DKIM are not yours to set. Use an address @${siteDomain}.`,
    ]);
  });
});
