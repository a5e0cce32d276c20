import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { sha256Hex } from '../../src/lib/tokens.js';
import { ADMIN, setupApp } from '../helpers.js';

const ctx = await setupApp();
const login = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object });

describe('POST /auth/login', () => {
  it('answers an opaque Token for the right credentials, and stores only its hash', async () => {
    const res = await login({ Email: ADMIN.email, Password: ADMIN.password, RoleType: 'admin' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(body.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    const stored = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(body.Token)));
    expect(stored).toHaveLength(1);
    const raw = await ctx.database.db.select().from(sessions).where(eq(sessions.id, body.Token));
    expect(raw).toHaveLength(0);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await login({ Email: `  ${ADMIN.email.toUpperCase()} `, Password: ADMIN.password, RoleType: 'admin' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown e-mail with the same 401 message', async () => {
    const wrong = await login({ Email: ADMIN.email, Password: 'nope-nope-nope', RoleType: 'admin' });
    const unknown = await login({ Email: 'someone@example.com', Password: ADMIN.password, RoleType: 'admin' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ Password: 'x', RoleType: 'admin' }, 'Email', 'Email is required.'],
    [{ Email: 'not-an-email', Password: 'x', RoleType: 'admin' }, 'Email', 'Please enter a valid email address.'],
    [{ Email: ADMIN.email, RoleType: 'admin' }, 'Password', 'Password is required.'],
    [{ Email: ADMIN.email, Password: '', RoleType: 'admin' }, 'Password', 'Password is required.'],
    [{ Email: ADMIN.email, Password: 'x', RoleType: 'superuser' }, 'RoleType', "RoleType must be 'admin'."],
  ])('rejects %j with 400 and a field message', async (payload, field, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('rejects a body that is not an object', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('never logs passwords or tokens', async () => {
    const lines: string[] = [];
    const { buildApp, loggerOptions } = await import('../../src/app.js');
    const { testConfig, freshDatabase } = await import('../helpers.js');
    const { Writable } = await import('node:stream');
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const { database, drop } = await freshDatabase();
    const app = await buildApp({ config: testConfig(), database, seed: false, logger: { ...(loggerOptions('info') as object), stream } });
    const ok = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } });
    const token = ok.json().Token as string;
    await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: 'Wrong-Secret-123' } });
    await app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: { authorization: `Bearer ${token}` }, payload: {} });
    await app.close();
    await drop();
    const log = lines.join('');
    expect(log).toContain('/api/v1/auth/login');
    expect(log).not.toContain(ADMIN.password);
    expect(log).not.toContain('Wrong-Secret-123');
    expect(log).not.toContain(token);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token: the same token then gets 401', async () => {
    const token = await ctx.login();
    const before = await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: ctx.auth(token), payload: { Types: 'Quote' } });
    expect(before.statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: ctx.auth(token) });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: ctx.auth(token), payload: { Types: 'Quote' } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: 'Your session has expired. Please log in again.' });
  });

  it('leaves other sessions alone', async () => {
    const a = await ctx.login();
    const b = await ctx.login();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: ctx.auth(a) });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(b) });
    expect(res.statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('answers 401 with an expiry message once the session is past its end', async () => {
    const token = await ctx.login();
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sha256Hex(token)));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('answers one and the same 401 for an unknown, an expired and a revoked token', async () => {
    const expired = await ctx.login();
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sha256Hex(expired)));
    const revoked = await ctx.login();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: ctx.auth(revoked) });
    const unknown = 'x'.repeat(43);
    const answers = await Promise.all(
      [unknown, expired, revoked].map((token) => ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(token) })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-length']).toBe(answers[0]!.headers['content-length']);
      expect(res.body).toBe('{"success":false,"message":"Your session has expired. Please log in again."}');
    }
  });
});

describe('login rate limit', () => {
  it('answers 429 with a clear message after LOGIN_RATE_LIMIT attempts from one IP', async () => {
    const limited = await setupApp({ loginRateLimit: 3 }, { seed: false });
    const attempt = (ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: ip,
        payload: { Email: ADMIN.email, Password: 'wrong-password' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    const blocked = await attempt('10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many requests\. Please wait 15 minutes and try again\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Another client is not affected.
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  });
});
