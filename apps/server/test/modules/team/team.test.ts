import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, outbox } from '../../../src/db/schema.js';
import { ADMIN } from '../../helpers.js';
import { subjectOf } from '../../support/mail.js';
import { addMember, linkMail, setupTeamApp } from '../../support/team.js';

const { catcher, ctx, ownerToken, call } = await setupTeamApp();

describe('roles', () => {
  it('makes the ADMIN_EMAIL account an active Owner and shows it on /auth/me', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: ctx.auth(ownerToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ Email: ADMIN.email, Role: 'Owner', TwoFactor: false });
  });

  it('refuses every Owner-only call to Staff with 403 and a clear message', async () => {
    const staff = await addMember(ctx, catcher, ownerToken, 'staff.roles@example.com', 'Staff');
    const invite = await call('/team/invite', staff.token, { Email: 'x@example.com', Name: 'X', Role: 'Staff' });
    const update = await call('/team/update', staff.token, { _id: staff.id, Role: 'Owner' });
    for (const res of [invite, update]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'Only an Owner can do this. Ask an Owner of your team.' });
    }
    const list = await call('/team/list', staff.token);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toMatch(/password|hash|secret/i);
  });

  it('never lets the last active Owner be demoted or deactivated', async () => {
    const list = (await call('/team/list', ownerToken)).json().data as { _id: string; Email: string }[];
    const me = list.find((m) => m.Email === ADMIN.email)!;
    for (const change of [{ Role: 'Staff' }, { Active: false }]) {
      const res = await call('/team/update', ownerToken, { _id: me._id, ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This is the last active Owner: make another account an Owner first.');
    }
  });
});

describe('invitations', () => {
  it('mails a one-time link valid 72 h; accepting it sets the name and password and answers a session', async () => {
    const before = Date.now();
    const res = await call('/team/invite', ownerToken, { Email: 'Priya@Example.com', Name: 'Priya Shah', Role: 'Staff' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ Email: 'priya@example.com', Status: 'invited', Role: 'Staff', LastSignInAt: null });
    const { mail, url, token } = await linkMail(catcher, 'priya@example.com', '/admin/accept-invite', before);
    expect(subjectOf(mail)).toContain('invited');
    expect(url.pathname).toBe('/admin/accept-invite');
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await ctx.database.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'invite')).limit(1);
    expect(stored!.id).not.toBe(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(71.9 * 3600_000);

    const accepted = await call('/auth/accept-invite', null, { Token: token, Name: 'Priya S.', Password: 'Spindle-Coolant-Harbour-77' });
    expect(accepted.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: ctx.auth(accepted.json().Token) });
    expect(me.json().data).toMatchObject({ Email: 'priya@example.com', Name: 'Priya S.', Role: 'Staff' });

    await expect
      .poll(async () => (await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'priya@example.com')))[0]?.text)
      .not.toContain(token);
    const [sent] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'priya@example.com'));
    const resend = await call('/outbox/resend', ownerToken, { _id: sent!.id });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toMatch(/one-time link/);

    const again = await call('/auth/accept-invite', null, { Token: token, Name: 'Priya', Password: 'Spindle-Coolant-Harbour-77' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already used/);
  });

  it('refuses a wrong or expired link, and a weak password, with a clear 400', async () => {
    const before = Date.now();
    await call('/team/invite', ownerToken, { Email: 'late@example.com', Name: 'Late', Role: 'Staff' });
    const { token } = await linkMail(catcher, 'late@example.com', '/admin/accept-invite', before);
    const weak = await call('/auth/accept-invite', null, { Token: token, Name: 'Late', Password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.Password).toMatch(/too easy to guess/);
    const short = await call('/auth/accept-invite', null, { Token: token, Name: 'Late', Password: 'short' });
    expect(short.json().errors.Password).toBe('Password must be at least 10 characters.');
    const wrong = await call('/auth/accept-invite', null, { Token: 'x'.repeat(43), Name: 'Late', Password: 'Spindle-Coolant-Harbour-77' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/not valid/);
    await ctx.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await call('/auth/accept-invite', null, { Token: token, Name: 'Late', Password: 'Spindle-Coolant-Harbour-77' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
  });

  it('resends a fresh link to an invited address, ending the old one; refuses an address with an account', async () => {
    const t0 = Date.now();
    await call('/team/invite', ownerToken, { Email: 'again@example.com', Name: 'Again', Role: 'Staff' });
    const first = await linkMail(catcher, 'again@example.com', '/admin/accept-invite', t0);
    const t1 = Date.now();
    const resent = await call('/team/invite', ownerToken, { Email: 'again@example.com', Name: 'Again', Role: 'Owner' });
    expect(resent.json().message).toMatch(/new invitation/);
    const second = await linkMail(catcher, 'again@example.com', '/admin/accept-invite', t1);
    expect(second.token).not.toBe(first.token);
    expect((await call('/auth/accept-invite', null, { Token: first.token, Name: 'A', Password: 'Spindle-Coolant-Harbour-77' })).statusCode).toBe(400);
    const taken = await call('/team/invite', ownerToken, { Email: ADMIN.email, Name: 'Me', Role: 'Staff' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.Email).toMatch(/already has an account/);
  });
});

describe('deactivation', () => {
  it('ends every session of the account at once, refuses its login like a wrong password, and reactivation restores it', async () => {
    const member = await addMember(ctx, catcher, ownerToken, 'leaver@example.com', 'Owner');
    const off = await call('/team/update', ownerToken, { _id: member.id, Active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.Status).toBe('deactivated');
    const after = await call('/team/list', member.token);
    expect(after.statusCode).toBe(401);
    const login = await call('/auth/login', null, { Email: 'leaver@example.com', Password: member.password, RoleType: 'admin' });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Invalid email or password.');
    const on = await call('/team/update', ownerToken, { _id: member.id, Active: true });
    expect(on.json().data.Status).toBe('active');
    expect((await call('/auth/login', null, { Email: 'leaver@example.com', Password: member.password, RoleType: 'admin' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown _id and 400 for an update that changes nothing', async () => {
    expect((await call('/team/update', ownerToken, { _id: 'nope', Active: false })).statusCode).toBe(404);
    const empty = await call('/team/update', ownerToken, { _id: 'nope' });
    expect(empty.statusCode).toBe(400);
  });

  it('counts active accounts in the dashboard figure', async () => {
    const list = (await call('/team/list', ownerToken)).json().data as { Status: string }[];
    const summary = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(ownerToken) });
    expect(summary.json().data.adminUsers).toBe(list.filter((m) => m.Status === 'active').length);
    expect(list.some((m) => m.Status !== 'active')).toBe(true);
  });
});
