import { API_BASE, BUYER_ACCOUNT } from '@rp/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { clientNetwork } from '../../../src/lib/client-network.js';
import { setupApp } from '../../helpers.js';
import { mailConfig, startMailCatcher } from '../../support/mail.js';
import { linkToken, openLink, requestLink, seedRequest } from './support.js';

const catcher = await startMailCatcher();
const ctx = await setupApp({ submitRateLimit: 3, trustProxy: 1, mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false });
afterAll(() => catcher.close());
const { app } = ctx;

describe('the link limits per client', () => {
  it('counts an IPv6 client per /64 and an IPv4 client per address', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
  });

  it('answers 429 with a clear message past SUBMIT_RATE_LIMIT links per hour from one /64', async () => {
    const from = (ip: string) => requestLink(app, `someone-${ip.replace(/[:.]/g, '-')}@buyer.example`, '127.0.0.1', { 'x-forwarded-for': ip });
    for (let i = 1; i <= 3; i += 1) expect((await from(`2001:db8:7:7::${i}`)).statusCode).toBe(200);
    const refused = await from('2001:db8:7:7:ffff::9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another /64, and an IPv4 client, have their own counters.
    expect((await from('2001:db8:7:8::1')).statusCode).toBe(200);
    expect((await from('198.51.100.4')).statusCode).toBe(200);
  });
});

describe('the cookie behind HTTPS', () => {
  it('is Secure when a trusted proxy says the request came over HTTPS', async () => {
    await seedRequest(ctx.database.db, 'secure@buyer.example');
    await requestLink(app, 'secure@buyer.example', '127.0.0.1', { 'x-forwarded-for': '192.0.2.50' });
    const token = await linkToken(catcher, 'secure@buyer.example');
    const opened = await openLink(app, token, { 'x-forwarded-proto': 'https' });
    expect(opened.headers.location).toBe('/account');
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${BUYER_ACCOUNT.cookieName}=[\\w-]+; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure$`));
    const out = await app.inject({
      method: 'POST',
      url: `${API_BASE}/account/logout`,
      headers: { cookie: setCookie.split(';')[0]!, 'x-forwarded-proto': 'https' },
      payload: {},
    });
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });
});
