import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { sessions } from '../../../src/db/schema.js';
import { createPasswordHasher } from '../../../src/lib/passwords.js';
import { upsertAdmin } from '../../../src/modules/auth/admins.js';
import { sha256Hex } from '../../../src/lib/tokens.js';
import { setupApp } from '../../helpers.js';

const PASSWORD = 'Knurling-Tool-Harbour-72';
const ctx = await setupApp({ sessionIdleMinutes: 30 }, { seed: false });
let accounts = 0;

/** A fresh account and `n` sessions of it. */
async function accountWithSessions(n: number) {
  const email = `sessions.${++accounts}@example.com`;
  await upsertAdmin(ctx.database.db, email, PASSWORD, createPasswordHasher('low-for-tests'));
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: email, Password: PASSWORD } });
    tokens.push(res.json().Token as string);
  }
  return { email, tokens };
}
const post = (url: string, token: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: ctx.auth(token), payload });
const works = async (token: string) => (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: ctx.auth(token) })).statusCode;
const lastSeen = (token: string, minutesAgo: number) =>
  ctx.database.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - ${minutesAgo} * interval '1 minute'` })
    .where(eq(sessions.id, sha256Hex(token)));

describe('SESSION_IDLE_MINUTES', () => {
  it('is 120 unless set, and must be a positive whole number', () => {
    expect(loadConfig({}).sessionIdleMinutes).toBe(120);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15' }).sessionIdleMinutes).toBe(15);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow('SESSION_IDLE_MINUTES must be a positive whole number, got "0".');
  });

  it('ends a session unused that long, like an expired one, and keeps one used more recently', async () => {
    const { tokens } = await accountWithSessions(2);
    const [idle, recent] = tokens as [string, string];
    await lastSeen(idle, 31);
    await lastSeen(recent, 29);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: ctx.auth(idle) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, message: 'Your session has expired. Please log in again.' });
    expect(await works(recent)).toBe(200);
    // Using it moved its last-seen time on, so it lasts another 30 minutes from now.
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(recent)));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
    const listed = (await post('/auth/sessions', recent)).json().data as { _id: string }[];
    expect(listed.map((s) => s._id)).toEqual([sha256Hex(recent)]);
  });
});

describe('sign out everywhere', () => {
  it('ends every other session of the account at once, then logging out ends this one', async () => {
    const { tokens } = await accountWithSessions(3);
    const [mine, ...others] = tokens as [string, string, string];
    const stranger = (await accountWithSessions(1)).tokens[0]!;
    const res = await post('/auth/sessions/revoke-others', mine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Every other device was signed out.' });
    for (const token of others) expect(await works(token)).toBe(401);
    expect(await works(mine)).toBe(200);
    expect(await works(stranger)).toBe(200);
    expect((await post('/auth/logout', mine)).statusCode).toBe(200);
    expect(await works(mine)).toBe(401);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/revoke-others', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('turning two-factor sign-in on', () => {
  it('asks for the password, and then ends the other sessions of the account', async () => {
    const { tokens } = await accountWithSessions(2);
    const [mine, other] = tokens as [string, string];
    const secret = (await post('/auth/2fa/setup', mine)).json().data.Secret as string;

    const missing = await post('/auth/2fa/enable', mine, { Code: await generate({ secret }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ Password: 'Password is required.' });
    const wrong = await post('/auth/2fa/enable', mine, { Password: 'not-the-password', Code: await generate({ secret }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ Password: 'Your password is not right.' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: ctx.auth(mine) })).json().data.TwoFactor).toBe(false);
    expect(await works(other)).toBe(200);

    const enabled = await post('/auth/2fa/enable', mine, { Password: PASSWORD, Code: await generate({ secret }) });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().message).toMatch(/your other sessions were signed out/);
    expect(await works(other)).toBe(401);
    expect(await works(mine)).toBe(200);
  });
});
