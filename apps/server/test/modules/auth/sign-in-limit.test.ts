import { and, eq, like, sql } from 'drizzle-orm';
import { COMPANY_CONTACT } from '@rp/contract';
import { generate, generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/app.js';
import { admins, outbox, rateLimits } from '../../../src/db/schema.js';
import { createPasswordHasher } from '../../../src/lib/passwords.js';
import { upsertAdmin } from '../../../src/modules/auth/admins.js';
import { setupApp, testConfig } from '../../helpers.js';

const PASSWORD = 'Boring-Bar-Monsoon-58';
const ctx = await setupApp({}, { seed: false });
const db = ctx.database.db;
const cheap = createPasswordHasher('low-for-tests');
let accounts = 0;

async function newAccount(hasher = cheap) {
  const email = `limit.${++accounts}.${Date.now()}@example.com`;
  await upsertAdmin(db, email, PASSWORD, hasher);
  return email;
}

const login = (Email: string, Password: string, extra: object = {}, app: App = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email, Password, RoleType: 'admin', ...extra } });

/** Ends the block now in force, as if its minutes had passed (the limit reads the database clock). */
async function passBlock(email: string) {
  await db
    .update(admins)
    .set({ signInBlockedUntil: sql`now() - interval '1 second'` })
    .where(eq(admins.email, email));
  // An address without an account: its last counted attempt moves 16 minutes back (past the longest block).
  await db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - interval '16 minutes'` })
    .where(like(rateLimits.key, 'account-sign-in|%'));
}

const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
const throttleMails = (to: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'sign-in-throttled'), eq(outbox.to, to)));

describe('the per-account sign-in limit', () => {
  it('after 5 failures in a row refuses the account for a minute with 429 and Retry-After, whatever the password', async () => {
    const email = await newAccount();
    for (let i = 0; i < 5; i++) {
      const res = await login(email, 'not-the-password');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password.' });
    }
    const [wrong, right] = [await login(email, 'not-the-password'), await login(email, PASSWORD)];
    for (const res of [wrong, right]) {
      expect(res.statusCode).toBe(429);
      expect(retryAfter(res)).toBeGreaterThanOrEqual(55);
      expect(retryAfter(res)).toBeLessThanOrEqual(60);
    }
    // The right password answers exactly like a wrong one while the block lasts.
    expect(right.json()).toEqual(wrong.json());
    expect(right.json()).toEqual({
      success: false,
      message: 'Too many failed attempts to sign in to this account. Please wait a minute and try again.',
    });
  });

  it('grows the wait to 2, 4, 8 and at most 15 minutes per further failure; a success ends the run', async () => {
    const email = await newAccount();
    for (let i = 0; i < 5; i++) await login(email, 'not-the-password');
    const waits = [];
    for (let i = 0; i < 6; i++) {
      await passBlock(email);
      expect((await login(email, 'not-the-password')).statusCode).toBe(401);
      const refused = await login(email, PASSWORD);
      expect(refused.statusCode).toBe(429);
      waits.push(Math.round(retryAfter(refused) / 60));
    }
    expect(waits).toEqual([2, 4, 8, 15, 15, 15]);
    expect((await login(email, PASSWORD)).statusCode).toBe(429);

    await passBlock(email);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const [row] = await db.select().from(admins).where(eq(admins.email, email));
    expect(row).toMatchObject({ failedSignIns: 0, signInBlockedUntil: null, throttleMailedAt: null });
    // A new run: four failures cost nothing, the fifth starts the minute again.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(email, 'not-the-password')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('answers an address without an account exactly as an account, blocks included', async () => {
    const email = await newAccount();
    const nobody = `nobody.${Date.now()}@example.com`;
    const seen = async (address: string) => {
      const answers = [];
      for (let i = 0; i < 7; i++) {
        const res = await login(address, 'not-the-password');
        answers.push({ status: res.statusCode, body: res.json(), wait: Math.round(retryAfter(res) / 60) || 0 });
      }
      await passBlock(address);
      for (let i = 0; i < 2; i++) {
        const res = await login(address, 'not-the-password');
        answers.push({ status: res.statusCode, body: res.json(), wait: Math.round(retryAfter(res) / 60) || 0 });
      }
      return answers;
    };
    const forAccount = await seen(email);
    expect(forAccount.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 401, 429]);
    expect(forAccount.map((a) => a.wait)).toEqual([0, 0, 0, 0, 0, 1, 1, 0, 2]);
    expect(await seen(nobody)).toEqual(forAccount);
  });

  it('counts wrong two-factor codes, not a right password waiting for its code; the block refuses the right code too', async () => {
    const email = await newAccount();
    const secret = generateSecret();
    await db.update(admins).set({ totpSecret: secret, totpEnabledAt: new Date() }).where(eq(admins.email, email));
    for (let i = 0; i < 7; i++) {
      const res = await login(email, PASSWORD);
      expect(res.statusCode).toBe(401);
      expect(res.json().TwoFactorRequired).toBe(true);
    }
    for (let i = 0; i < 5; i++) expect((await login(email, PASSWORD, { Code: '000000' })).json().TwoFactorRequired).toBe(true);
    const blocked = await login(email, PASSWORD, { Code: await generate({ secret }) });
    expect(blocked.statusCode).toBe(429);
    await passBlock(email);
    expect((await login(email, PASSWORD, { Code: await generate({ secret }) })).statusCode).toBe(200);
  });

  it('counts a wrong current password when changing it, like a sign-in', async () => {
    const email = await newAccount();
    const token = (await login(email, PASSWORD)).json().Token as string;
    const change = (CurrentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        headers: ctx.auth(token),
        payload: { CurrentPassword, NewPassword: 'Another-Long-Password-31' },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await change('not-the-password')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await change(PASSWORD)).statusCode).toBe(429);
  });

  it("mails the account's owner once per run of failures, never the password typed, and no one for an unknown address", async () => {
    const email = await newAccount();
    for (let i = 0; i < 5; i++) await login(email, 'Typed-Secret-Guess-1');
    await expect.poll(async () => (await throttleMails(email)).length).toBe(1);
    const [mail] = await throttleMails(email);
    expect(mail!.subject).toBe(`Sign-in to your ${COMPANY_CONTACT.name} back-office account is being slowed`);
    expect(mail!.text).toContain('failed to sign in to your back-office account 5 times in a row');
    expect(mail!.text).toContain('from 127.0.0.1');
    expect(mail!.text).toContain('/admin/forgot-password');
    expect(`${mail!.text}${mail!.html}`).not.toContain('Typed-Secret-Guess-1');

    // More failures in the same run (each after its block) send nothing more.
    for (let i = 0; i < 3; i++) {
      await passBlock(email);
      await login(email, 'Typed-Secret-Guess-1');
    }
    // A success ends the run; the next run's fifth failure mails again.
    await passBlock(email);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const [signedIn] = await db.select().from(admins).where(eq(admins.email, email));
    const lastSignInAt = signedIn!.lastSignInAt!;
    for (let i = 0; i < 5; i++) await login(email, 'Typed-Secret-Guess-1');
    await expect.poll(async () => (await throttleMails(email)).length).toBe(2);
    // The second mail is the new run's, not one of the earlier run's later failures.
    const second = (await throttleMails(email)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[1]!;
    expect(second.createdAt.getTime()).toBeGreaterThan(lastSignInAt.getTime());

    const nobody = `nobody.mail.${Date.now()}@example.com`;
    for (let i = 0; i < 6; i++) await login(nobody, 'x');
    expect(await db.select().from(outbox).where(eq(outbox.to, nobody))).toEqual([]);
  });

  it('counts exactly across two servers on one database: of 20 parallel wrong sign-ins 5 are checked, one mail is sent', async () => {
    const other = await buildApp({ config: testConfig(), database: ctx.database, closeDatabase: false, seed: false });
    try {
      const email = await newAccount();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, 'not-the-password', {}, i % 2 ? other : ctx.app)));
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      await expect.poll(async () => (await throttleMails(email)).length).toBe(1);
      const [row] = await db.select().from(admins).where(eq(admins.email, email));
      expect(row!.failedSignIns).toBe(5);
    } finally {
      await other.close();
    }
  });
});
