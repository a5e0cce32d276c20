import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../helpers.js';
import { addMember, linkMail, strongPassword, setupTeamApp } from '../../support/team.js';

const { catcher, ctx, ownerToken, call } = await setupTeamApp();
const login = (Email: string, Password: string) => call('/auth/login', null, { Email, Password, RoleType: 'admin' });

describe('forgot and reset password', () => {
  it('answers alike for a known and an unknown address, and mails only the known one', async () => {
    const member = await addMember(ctx, catcher, ownerToken, 'forgetful@example.com', 'Staff');
    const before = Date.now();
    const known = await call('/auth/forgot-password', null, { Email: 'forgetful@example.com' });
    const unknown = await call('/auth/forgot-password', null, { Email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const { token } = await linkMail(catcher, 'forgetful@example.com', '/admin/reset-password', before);

    const weak = await call('/auth/reset-password', null, { Token: token, Password: 'forgetful123' });
    expect(weak.statusCode).toBe(400);
    const password = strongPassword();
    const reset = await call('/auth/reset-password', null, { Token: token, Password: password });
    expect(reset.statusCode).toBe(200);
    expect((await call('/team/list', member.token)).statusCode).toBe(401);
    expect((await login('forgetful@example.com', member.password)).statusCode).toBe(401);
    expect((await login('forgetful@example.com', password)).statusCode).toBe(200);
    const reused = await call('/auth/reset-password', null, { Token: token, Password: strongPassword() });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/already used/);
    expect(catcher.mails.some((m) => (m.parsed.to as { text: string } | undefined)?.text.includes('nobody@example.com'))).toBe(false);
  });

  it('refuses a wrong token and a malformed body with a clear 400', async () => {
    const wrong = await call('/auth/reset-password', null, { Token: 'abc', Password: strongPassword() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.Token).toMatch(/not valid/);
    const noEmail = await call('/auth/forgot-password', null, {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors.Email).toBe('Email is required.');
  });
});

describe('change password', () => {
  it('needs the current password, rejects a weak one, and ends the other sessions only', async () => {
    const member = await addMember(ctx, catcher, ownerToken, 'changer@example.com', 'Staff');
    const other = (await login('changer@example.com', member.password)).json().Token as string;
    const wrong = await call('/auth/change-password', member.token, { CurrentPassword: 'not-it-at-all', NewPassword: strongPassword() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.CurrentPassword).toBe('Your current password is not right.');
    const weak = await call('/auth/change-password', member.token, { CurrentPassword: member.password, NewPassword: 'qwertyuiop' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.NewPassword).toMatch(/too easy to guess/);
    const next = strongPassword();
    const ok = await call('/auth/change-password', member.token, { CurrentPassword: member.password, NewPassword: next });
    expect(ok.statusCode).toBe(200);
    expect((await call('/team/list', member.token)).statusCode).toBe(200);
    expect((await call('/team/list', other)).statusCode).toBe(401);
    expect((await login('changer@example.com', next)).statusCode).toBe(200);
  });

  it('keeps the spec login for the ADMIN_EMAIL Owner', async () => {
    expect((await login(ADMIN.email, ADMIN.password)).json()).toMatchObject({ success: true, Token: expect.any(String) });
  });
});
