import { eq } from 'drizzle-orm';
import { COMPANY_PROFILE_SEED, type DashboardSummary, type GoLiveItem } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { admins } from '../../../src/db/schema.js';
import { ADMIN, setupApp, type TestContext } from '../../helpers.js';
import { addMember, setupTeamApp } from '../../support/team.js';

const checklist = async (ctx: TestContext, token: string): Promise<GoLiveItem[]> => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DashboardSummary }>().data.goLive;
};
const kinds = (items: GoLiveItem[]) => items.map((i) => i.Kind);

/** A profile with nothing left as a placeholder. */
const realProfile = {
  ...COMPANY_PROFILE_SEED,
  LegalName: 'Rajkot Precision Works Private Limited',
  AddressLines: ['Survey 112, Plot 7, GIDC Lodhika'],
  GSTIN: '24AAACR1234A1Z9',
  PAN: 'AAACR1234A',
  Phones: ['+91 281 255 0101'],
  Emails: ['sales@rpw.co.in'],
  ChatNumber: '',
  Bank: { AccountName: 'RPW', AccountNumber: '50200012345678', IFSC: 'HDFC0001234', BankName: 'HDFC Bank', Branch: '' },
};

describe('the go-live checklist on the dashboard', () => {
  it('on a fresh install without SMTP_URL: placeholders, mail and the Owner’s missing second factor, each with its link', async () => {
    const ctx = await setupApp({}, { seed: false });
    const token = await ctx.login();
    const items = await checklist(ctx, token);
    expect(kinds(items)).toEqual(['profile', 'smtp', 'two-factor']);
    const [profile, smtp, twoFactor] = items;
    expect(profile).toMatchObject({ Href: '/admin/settings' });
    expect(profile!.Details.join(' ')).toMatch(/GSTIN/);
    expect(profile!.Details.join(' ')).toMatch(/example address/);
    expect(smtp).toMatchObject({ Href: '/admin/outbox' });
    expect(smtp!.Title).toMatch(/SMTP_URL/);
    // The viewer is the Owner without it: the link goes to their own account page.
    expect(twoFactor).toMatchObject({ Href: '/admin/account', Details: [`You (${ADMIN.email})`] });

    // Saving a real profile clears its item at once (the profile is read per content version).
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/v1/settings/company', headers: ctx.auth(token), payload: realProfile });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(kinds(await checklist(ctx, token))).toEqual(['smtp', 'two-factor']);
  });

  it('with SMTP configured, lists only the Owners still without two-factor sign-in, and is empty once they have it', async () => {
    const { catcher, ctx, ownerToken, call } = await setupTeamApp();
    expect((await call('/settings/company', ownerToken, realProfile)).statusCode).toBe(200);
    const second = await addMember(ctx, catcher, ownerToken, 'second.owner@example.com', 'Owner');

    let items = await checklist(ctx, ownerToken);
    expect(kinds(items)).toEqual(['two-factor']);
    expect(items[0]!.Title).toBe('2 Owners sign in without two-factor sign-in');

    await ctx.database.db.update(admins).set({ totpEnabledAt: new Date() }).where(eq(admins.email, ADMIN.email));
    items = await checklist(ctx, ownerToken);
    // Only the other Owner is left: the viewer is sent to the team list, not to their own account.
    expect(items).toEqual([
      expect.objectContaining({ Kind: 'two-factor', Href: '/admin/team', Details: [`Member ${second.email} (${second.email})`] }),
    ]);

    await ctx.database.db.update(admins).set({ totpEnabledAt: new Date() }).where(eq(admins.id, second.id));
    expect(await checklist(ctx, ownerToken)).toEqual([]);
  });
});
