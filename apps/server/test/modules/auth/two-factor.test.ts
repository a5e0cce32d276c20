import { count, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityEvents, admins, recoveryCodes, sessions } from '../../../src/db/schema.js';
import { upsertAdmin } from '../../../src/modules/auth/admins.js';
import { setupApp, type TestContext } from '../../helpers.js';

const PASSWORD = 'Tailstock-Mandrel-Pepper-64';
const STEP_MS = 30_000;
let accounts = 0;

/** A fresh Owner account on `ctx` (the same factory the start-up uses), and how to call as it. */
async function newAccount(ctx: TestContext) {
  const email = `two.factor.${++accounts}@example.com`;
  await upsertAdmin(ctx.database.db, email, PASSWORD);
  const login = (body: object = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: email, Password: PASSWORD, RoleType: 'admin', ...body } });
  const token = (await login()).json<{ Token: string }>().Token;
  const call = (url: string, payload: object = {}, bearer = token) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: ctx.auth(bearer), payload });
  return { email, token, login, call };
}

/** Server and test share one pinned clock, in the middle of a 30 s step: a code cannot go stale mid-test. */
function pinClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  const step = Math.floor(Date.now() / STEP_MS);
  vi.setSystemTime(step * STEP_MS + STEP_MS / 2);
  return step;
}
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * 30 + 15 });
afterEach(() => vi.useRealTimers());

/** Sets up and enables two-factor sign-in; answers the secret and the recovery codes. */
async function enrol(account: Awaited<ReturnType<typeof newAccount>>, step: number) {
  const setup = await account.call('/auth/2fa/setup');
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().data.Secret as string;
  const enabled = await account.call('/auth/2fa/enable', { Password: PASSWORD, Code: await codeAt(secret, step) });
  expect(enabled.statusCode).toBe(200);
  return { secret, recovery: enabled.json().data.RecoveryCodes as string[] };
}

const ctx = await setupApp({}, { seed: false });

describe('setting up two-factor sign-in', () => {
  it('answers a new secret as an otpauth URI and a QR code, not active until enabled', async () => {
    const account = await newAccount(ctx);
    const res = await account.call('/auth/2fa/setup');
    expect(res.statusCode).toBe(200);
    const { Secret, Uri, QrCode } = res.json().data as { Secret: string; Uri: string; QrCode: string };
    expect(Secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(Uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(Secret);
    expect(decodeURIComponent(Uri)).toContain(account.email);
    expect(uri.searchParams.get('issuer')).toBe('Rajkot Precision');
    expect(QrCode.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(QrCode.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // Not on yet: sign-in asks for no code, and the account says so.
    expect((await account.login()).statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: ctx.auth(account.token) });
    expect(me.json().data).toMatchObject({ TwoFactor: false, TwoFactorEnrolmentRequired: false });
  });

  it('enables with a right code only, and answers 10 one-time recovery codes stored hashed', async () => {
    const step = pinClock();
    const account = await newAccount(ctx);
    expect((await account.call('/auth/2fa/enable', { Password: PASSWORD, Code: '123456' })).json().message).toMatch(/Start the set-up first/);
    const secret = (await account.call('/auth/2fa/setup')).json().data.Secret as string;
    const wrong = await account.call('/auth/2fa/enable', { Password: PASSWORD, Code: await codeAt(secret, step - 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ Code: 'That code is not right. Enter the current 6-digit code from your authenticator app.' });
    const notDigits = await account.call('/auth/2fa/enable', { Password: PASSWORD, Code: 'abc' });
    expect(notDigits.json().message).toBe('Enter the 6-digit code from your authenticator app.');

    const res = await account.call('/auth/2fa/enable', { Password: PASSWORD, Code: await codeAt(secret, step) });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.RecoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const [row] = await ctx.database.db.select().from(admins).where(eq(admins.email, account.email));
    const stored = await ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.adminId, row!.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((s) => s.id)).not.toEqual(expect.arrayContaining([codes[0]]));
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replaceAll('-', ''));

    const team = (await account.call('/team/list')).json().data as { Email: string; TwoFactor: boolean }[];
    expect(team.find((m) => m.Email === account.email)?.TwoFactor).toBe(true);
    expect(JSON.stringify(team)).not.toContain(secret);
    expect((await account.call('/auth/2fa/setup')).json().message).toMatch(/already on/);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('without a code: 401 TwoFactorRequired and no session; a wrong password says nothing about 2FA', async () => {
    const step = pinClock();
    const account = await newAccount(ctx);
    await enrol(account, step);
    const before = (await ctx.database.db.select({ n: count() }).from(sessions))[0]!.n;
    const res = await account.login();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, TwoFactorRequired: true });
    expect(res.json().Token).toBeUndefined();
    const wrongPassword = await account.login({ Password: 'not-the-password', Code: '000000' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: 'Invalid email or password.' });
    const after = (await ctx.database.db.select({ n: count() }).from(sessions))[0]!.n;
    expect(after).toBe(before);
  });

  it('accepts the right code once (a replay is refused) and refuses a wrong one', async () => {
    const step = pinClock();
    const account = await newAccount(ctx);
    const { secret } = await enrol(account, step - 1);
    const wrong = await account.login({ Code: await codeAt(secret, step - 7) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ TwoFactorRequired: true, errors: { Code: expect.stringMatching(/not right/) } });
    const code = await codeAt(secret, step);
    const right = await account.login({ Code: code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ success: true, Token: expect.any(String) });
    const replay = await account.login({ Code: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().TwoFactorRequired).toBe(true);
  });

  it('allows one step of clock drift either way, no more, and never an older step than the last used', async () => {
    const enrolledAt = pinClock();
    const account = await newAccount(ctx);
    const { secret } = await enrol(account, enrolledAt);
    // Five steps later on the server's clock.
    const step = enrolledAt + 5;
    vi.setSystemTime(step * STEP_MS + STEP_MS / 2);
    const login = async (s: number) => (await account.login({ Code: await codeAt(secret, s) })).statusCode;
    expect(await login(step - 2)).toBe(401);
    expect(await login(step - 1)).toBe(200);
    expect(await login(step + 2)).toBe(401);
    expect(await login(step + 1)).toBe(200);
    expect(await login(step)).toBe(401);
  });

  it('accepts each recovery code once in place of a code, typed in any case or spacing', async () => {
    const step = pinClock();
    const account = await newAccount(ctx);
    const { recovery } = await enrol(account, step);
    expect((await account.login({ Code: recovery[0] })).statusCode).toBe(200);
    expect((await account.login({ Code: recovery[0] })).statusCode).toBe(401);
    expect((await account.login({ Code: ` ${recovery[1]!.toUpperCase().replaceAll('-', ' ')} ` })).statusCode).toBe(200);
    expect((await account.login({ Code: 'aaaa-bbbb-cccc-dddd' })).statusCode).toBe(401);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code, then sign-in asks for no code and the recovery codes are gone', async () => {
    const step = pinClock();
    const account = await newAccount(ctx);
    const { secret } = await enrol(account, step - 1);
    const wrongPassword = await account.call('/auth/2fa/disable', { Password: 'nope-nope-nope', Code: await codeAt(secret, step) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toEqual({ Password: 'Your password is not right.' });
    const wrongCode = await account.call('/auth/2fa/disable', { Password: PASSWORD, Code: await codeAt(secret, step - 9) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors).toHaveProperty('Code');
    const missing = await account.call('/auth/2fa/disable', { Password: PASSWORD });
    expect(missing.json().errors).toEqual({ Code: 'Code is required.' });

    const off = await account.call('/auth/2fa/disable', { Password: PASSWORD, Code: await codeAt(secret, step) });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Two-factor sign-in is off.');
    expect((await account.login()).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(admins).where(eq(admins.email, account.email));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.adminId, row!.id))).toHaveLength(0);
    expect((await account.call('/auth/2fa/disable', { Password: PASSWORD, Code: '123456' })).json().message).toBe('Two-factor sign-in is not on.');
  });

  it('writes the activity log: turned on, a refused code at sign-in, turned off', async () => {
    const step = pinClock();
    const account = await newAccount(ctx);
    const { secret } = await enrol(account, step - 1);
    expect((await account.login({ Code: await codeAt(secret, step - 5) })).statusCode).toBe(401);
    expect((await account.call('/auth/2fa/disable', { Password: PASSWORD, Code: await codeAt(secret, step) })).statusCode).toBe(200);
    const entries = await ctx.database.db
      .select({ kind: activityEvents.kind, subject: activityEvents.subject, details: activityEvents.details })
      .from(activityEvents)
      .where(eq(activityEvents.actorEmail, account.email));
    expect(entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['2fa-enabled', 'sign-in-failed', '2fa-disabled']));
    expect(entries.find((e) => e.kind === 'sign-in-failed')?.details).toEqual({ reason: 'second factor' });
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('the CLI reset (upsertAdmin) turns it off for a locked-out Owner', async () => {
    const step = pinClock();
    const account = await newAccount(ctx);
    await enrol(account, step);
    expect((await account.login()).json().TwoFactorRequired).toBe(true);
    await upsertAdmin(ctx.database.db, account.email, PASSWORD);
    expect((await account.login()).statusCode).toBe(200);
  });
});
