import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ADMIN, setupApp } from '../../helpers.js';

describe('REQUIRE_2FA=true', async () => {
  const ctx = await setupApp({ requireTwoFactor: true }, { seed: false });
  const token = await ctx.login();
  const post = (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: ctx.auth(token), payload });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: ctx.auth(token) });

  it('gives a session that reaches only enrolment, /auth/me and logout until the account enrols', async () => {
    const me = await get('/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ TwoFactor: false, TwoFactorEnrolmentRequired: true });
    for (const blocked of [await get('/dashboard/summary'), await post('/team/list'), await post('/auth/sessions'), await post('/quote/list', {})]) {
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({
        success: false,
        message: 'Set up two-factor sign-in first: this site requires it for every account.',
        TwoFactorEnrolmentRequired: true,
      });
    }

    const secret = (await post('/auth/2fa/setup')).json().data.Secret as string;
    const enabled = await post('/auth/2fa/enable', { Password: ADMIN.password, Code: await generate({ secret }) });
    expect(enabled.statusCode).toBe(200);
    expect((await get('/dashboard/summary')).statusCode).toBe(200);
    expect((await get('/auth/me')).json().data).toMatchObject({ TwoFactor: true, TwoFactorEnrolmentRequired: false });
  });

  it('refuses turning it off', async () => {
    const res = await post('/auth/2fa/disable', { Password: 'whatever-it-is', Code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This site requires two-factor sign-in for every account: it cannot be turned off.');
  });
});

describe('rate limits on codes', async () => {
  const ctx = await setupApp({ loginRateLimit: 3 }, { seed: false });
  const token = await ctx.login();

  it('limits code guesses on enable like logins: the fourth try within the window is 429', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/2fa/setup', headers: ctx.auth(token), payload: {} });
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/2fa/enable',
          headers: ctx.auth(token),
          payload: { Password: ADMIN.password, Code: '000000' },
        }),
      );
    }
    expect(tries.map((r) => r.statusCode)).toEqual([400, 400, 400, 429]);
    expect(tries[3]!.json().message).toMatch(/^Too many requests\. Please wait/);
    expect(tries[3]!.headers['retry-after']).toBeDefined();
  });

  it('limits codes sent with the login like any login', async () => {
    // ctx.login() above spent one of the three logins.
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { Email: 'admin@example.com', Password: 'Correct-Horse-Battery-9', RoleType: 'admin', Code: '000000' },
      });
    const statuses = [(await login()).statusCode, (await login()).statusCode, (await login()).statusCode];
    expect(statuses).toEqual([200, 200, 429]);
  });
});
