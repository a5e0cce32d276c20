import { describe, expect, it } from 'vitest';
import { upsertAdmin } from '../../../src/modules/auth/admins.js';
import { setupApp, ADMIN } from '../../helpers.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const ctx = await setupApp({}, { seed: false });
const loginAs = async (email: string, password: string, userAgent: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { Email: email, Password: password, RoleType: 'admin' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ Token: string }>().Token;
};
const call = (url: string, token: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: ctx.auth(token), payload });
interface Listed {
  _id: string;
  Browser: string;
  Ip: string;
  CreatedAt: string;
  LastSeenAt: string;
  Current: boolean;
}
const listOf = async (token: string) => {
  const res = await call('/auth/sessions', token);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Listed[] }>().data;
};

describe('POST /auth/sessions', () => {
  it("lists the caller's live sessions with a readable browser, the IP and which one is current", async () => {
    const desk = await loginAs(ADMIN.email, ADMIN.password, FIREFOX_WINDOWS);
    const phone = await loginAs(ADMIN.email, ADMIN.password, SAFARI_IPHONE);
    const listed = await listOf(desk);
    const byBrowser = Object.fromEntries(listed.map((s) => [s.Browser, s]));
    expect(byBrowser['Firefox on Windows']).toMatchObject({ Ip: '127.0.0.1', Current: true });
    expect(byBrowser['Safari on iOS']).toMatchObject({ Ip: '127.0.0.1', Current: false });
    expect(listed.filter((s) => s.Current)).toHaveLength(1);
    for (const s of listed) {
      expect(Number.isNaN(Date.parse(s.CreatedAt))).toBe(false);
      expect(Number.isNaN(Date.parse(s.LastSeenAt))).toBe(false);
    }
    // Seen from the phone, the phone is the current one.
    expect((await listOf(phone)).find((s) => s.Current)?.Browser).toBe('Safari on iOS');
    expect(JSON.stringify(listed)).not.toContain(desk);
  });

  it("shows no other account's sessions and no ended ones", async () => {
    await upsertAdmin(ctx.database.db, 'second.owner@example.com', 'Milling-Vernier-Sunrise-31');
    const other = await loginAs('second.owner@example.com', 'Milling-Vernier-Sunrise-31', SAFARI_IPHONE);
    const ended = await loginAs('second.owner@example.com', 'Milling-Vernier-Sunrise-31', FIREFOX_WINDOWS);
    expect((await call('/auth/logout', ended)).statusCode).toBe(200);
    const listed = await listOf(other);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ Browser: 'Safari on iOS', Current: true });
  });
});

describe('POST /auth/sessions/revoke', () => {
  it('signs out another device of the caller at once', async () => {
    const desk = await loginAs(ADMIN.email, ADMIN.password, FIREFOX_WINDOWS);
    const phone = await loginAs(ADMIN.email, ADMIN.password, SAFARI_IPHONE);
    const phoneSession = (await listOf(phone)).find((s) => s.Current)!;
    const res = await call('/auth/sessions/revoke', desk, { _id: phoneSession._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'That device was signed out.', SignedOut: false });
    expect((await call('/auth/sessions', phone)).statusCode).toBe(401);
    expect((await listOf(desk)).map((s) => s._id)).not.toContain(phoneSession._id);
  });

  it('revoking the current session signs the caller out', async () => {
    const desk = await loginAs(ADMIN.email, ADMIN.password, FIREFOX_WINDOWS);
    const current = (await listOf(desk)).find((s) => s.Current)!;
    const res = await call('/auth/sessions/revoke', desk, { _id: current._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ SignedOut: true, message: 'You have been signed out.' });
    expect((await call('/auth/sessions', desk)).statusCode).toBe(401);
  });

  it("refuses another account's session like an unknown one, and leaves it working", async () => {
    const mine = await loginAs(ADMIN.email, ADMIN.password, FIREFOX_WINDOWS);
    const theirs = await loginAs('second.owner@example.com', 'Milling-Vernier-Sunrise-31', SAFARI_IPHONE);
    const theirSession = (await listOf(theirs)).find((s) => s.Current)!;
    for (const _id of [theirSession._id, 'f'.repeat(64)]) {
      const res = await call('/auth/sessions/revoke', mine, { _id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'That session does not exist or has already ended.' });
    }
    expect((await call('/auth/sessions', theirs)).statusCode).toBe(200);
  });

  it('asks for an _id and a session', async () => {
    const mine = await loginAs(ADMIN.email, ADMIN.password, FIREFOX_WINDOWS);
    const missing = await call('/auth/sessions/revoke', mine, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('An _id is required.');
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/revoke', payload: { _id: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
