import { ACCOUNT_LINK_SENT, API_BASE, BUYER_ACCOUNT } from '@rp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buyerSessions, buyerSignInLinks, outbox } from '../../../src/db/schema.js';
import { ADMIN, captureLogs, setupApp } from '../../helpers.js';
import { htmlOf, mailConfig, startMailCatcher, subjectOf } from '../../support/mail.js';
import { buyerCookie, linkToken, logout, openLink, requestLink, seedBuyerContact, seedRequest, signInAs, signInLinksSettled } from './support.js';

const catcher = await startMailCatcher();
const logs = captureLogs();
const ctx = await setupApp({ mail: mailConfig({ smtpUrl: catcher.url }) }, { seed: false, logger: logs.logger });
afterAll(() => catcher.close());
const { app } = ctx;
const db = ctx.database.db;

const outboxTo = async (email: string) => db.select().from(outbox).where(eq(outbox.to, email));

describe('the sign-in link', () => {
  it('mails a known address a link through SMTP that opens a 30-day buyer session once', async () => {
    await seedRequest(db, 'Asha@Buyer.example');
    const answer = await requestLink(app, 'asha@buyer.example');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: ACCOUNT_LINK_SENT });
    const [mail] = await catcher.waitFor((m) => m.envelope.to.includes('asha@buyer.example'));
    expect(subjectOf(mail!)).toBe('Your sign-in link');
    expect(htmlOf(mail!)).toContain('/account/signin?token=');
    expect(htmlOf(mail!)).toContain('20 minutes');
    const token = await linkToken(catcher, 'asha@buyer.example');
    // Only the SHA-256 is kept; the mail's body is wiped once sent (a one-time link).
    const [link] = await db.select().from(buyerSignInLinks).where(eq(buyerSignInLinks.email, 'asha@buyer.example'));
    expect(link!.tokenHash).not.toContain(token);

    const opened = await openLink(app, token);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/account');
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${BUYER_ACCOUNT.cookieName}=[\\w-]{43}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`));
    const cookie = buyerCookie(opened.headers['set-cookie']);
    const [session] = await db.select().from(buyerSessions);
    expect(session!.email).toBe('asha@buyer.example');
    expect(session!.id).not.toContain(cookie.split('=')[1]);
    const days = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 1);

    // Single use: the second click goes to the expired notice, with no cookie.
    const again = await openLink(app, token);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/account?signin=expired');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(logs.text()).not.toContain(token);
    expect((await logout(app, cookie)).statusCode).toBe(200);
  });

  it('an expired link, an unknown token and a malformed one go to the expired notice', async () => {
    await seedRequest(db, 'late@buyer.example');
    await requestLink(app, 'late@buyer.example');
    const token = await linkToken(catcher, 'late@buyer.example');
    await db
      .update(buyerSignInLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(buyerSignInLinks.email, 'late@buyer.example'));
    for (const t of [token, 'A'.repeat(43), 'x', '']) {
      const res = await openLink(app, t);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/account?signin=expired');
    }
    const missing = await app.inject({ method: 'GET', url: '/account/signin' });
    expect(missing.headers.location).toBe('/account?signin=expired');
  });

  it('answers an unknown address and a staff address exactly as a known one, and mails neither', async () => {
    await seedRequest(db, 'known@buyer.example');
    const known = await requestLink(app, 'known@buyer.example');
    const unknown = await requestLink(app, 'nobody@nowhere.example');
    const staff = await requestLink(app, ADMIN.email);
    for (const res of [unknown, staff]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.body).toBe(known.body);
    }
    await signInLinksSettled();
    expect(await outboxTo('nobody@nowhere.example')).toEqual([]);
    expect(await outboxTo(ADMIN.email)).toEqual([]);
    expect(await outboxTo('known@buyer.example')).toHaveLength(1);
  });

  it('mails a buyer contact, and the e-mail of a quotation or order too (any address we wrote to)', async () => {
    await seedBuyerContact(db, 'contact@buyer.example');
    await requestLink(app, 'Contact@Buyer.example');
    await signInLinksSettled();
    expect(await outboxTo('contact@buyer.example')).toHaveLength(1);
  });

  it('takes the same time for a known and an unknown address (medians of 20 calls)', async () => {
    await seedRequest(db, 'timing@buyer.example');
    // Interleaved, so a change in the machine's load falls on both alike.
    const times: Record<string, number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 20; i += 1) {
      for (const [kind, email] of [
        ['known', 'timing@buyer.example'],
        ['unknown', 'timing-unknown@buyer.example'],
      ] as const) {
        const started = performance.now();
        await requestLink(app, email);
        times[kind]!.push(performance.now() - started);
        await signInLinksSettled();
      }
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[10]!;
    const knownMs = median(times.known!);
    const unknownMs = median(times.unknown!);
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(50 + 0.5 * Math.min(knownMs, unknownMs));
  });

  it('mails at most 3 links per address per hour; past it the same answer and nothing sent', async () => {
    await seedRequest(db, 'busy@buyer.example');
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await requestLink(app, 'busy@buyer.example'));
    await signInLinksSettled();
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(await outboxTo('busy@buyer.example')).toHaveLength(3);
    expect(await db.select().from(buyerSignInLinks).where(eq(buyerSignInLinks.email, 'busy@buyer.example'))).toHaveLength(3);
  });
});

describe('the buyer session', () => {
  it('is never a staff session, and a staff token is never a buyer session', async () => {
    await seedRequest(db, 'apart@buyer.example');
    const cookie = await signInAs(app, catcher, 'apart@buyer.example');
    const me = await app.inject({ method: 'GET', url: `${API_BASE}/auth/me`, headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const list = await app.inject({ method: 'POST', url: `${API_BASE}/quotation/list`, headers: { cookie }, payload: {} });
    expect(list.statusCode).toBe(401);
    const staffToken = await ctx.login();
    for (const url of ['/account/summary', '/account/logout']) {
      const res = await app.inject({
        method: url.endsWith('logout') ? 'POST' : 'GET',
        url: `${API_BASE}${url}`,
        headers: ctx.auth(staffToken),
        payload: url.endsWith('logout') ? {} : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/sign in/i);
    }
    const forged = await logout(app, `${BUYER_ACCOUNT.cookieName}=${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(401);
  });

  it('signs out this session, or every session of the address', async () => {
    await seedRequest(db, 'leaving@buyer.example');
    const first = await signInAs(app, catcher, 'leaving@buyer.example', 1);
    const second = await signInAs(app, catcher, 'leaving@buyer.example', 2);
    const third = await signInAs(app, catcher, 'leaving@buyer.example', 3);
    const out = await logout(app, first);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toBe(`${BUYER_ACCOUNT.cookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
    expect((await logout(app, first)).statusCode).toBe(401);
    const everywhere = await logout(app, second, true);
    expect(everywhere.json().message).toBe('Signed out on every device.');
    expect((await logout(app, third)).statusCode).toBe(401);
  });
});
