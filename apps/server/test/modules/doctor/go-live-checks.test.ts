import { COMPANY_PROFILE_SEED, profilePlaceholders } from '@rp/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { appMeta } from '../../../src/db/schema.js';
import type { DoctorContext } from '../../../src/modules/doctor/check.js';
import { companyProfileCheck } from '../../../src/modules/doctor/company-profile-check.js';
import { FORWARDED_WITHOUT_TRUST_KEY, proxyCandidate } from '../../../src/modules/doctor/forwarded-for-note.js';
import { trustProxyCheck } from '../../../src/modules/doctor/trust-proxy-check.js';
import { twoFactorCheck } from '../../../src/modules/doctor/two-factor-check.js';
import { ADMIN, setupApp } from '../../helpers.js';
import { saveCompleteCompanyProfile } from '../../support/company-profile.js';

const ctx = await setupApp({}, { seed: false });
const doctor = (env: NodeJS.ProcessEnv = {}): DoctorContext => ({ config: loadConfig(env), db: ctx.database.db, now: new Date(), timeoutMs: 1000 });

describe('Company profile check (the dashboard go-live rule)', () => {
  it("lists the seed's placeholders, then passes a complete profile", async () => {
    expect((await companyProfileCheck.run(doctor())).problems).toEqual(
      profilePlaceholders(COMPANY_PROFILE_SEED).map((p) => `${p.Message} (Settings, /admin/settings)`),
    );
    expect((await companyProfileCheck.run(doctor())).problems.length).toBeGreaterThan(3);

    await saveCompleteCompanyProfile(ctx.database.db);
    expect(await companyProfileCheck.run(doctor())).toEqual({ problems: [], detail: 'Rajkot Precision Works Private Limited, no placeholders left' });
  });
});

describe('Owners and two-factor sign-in check (the dashboard go-live rule)', () => {
  it('names each active Owner without two-factor sign-in, and passes once they all have it', async () => {
    expect((await twoFactorCheck.run(doctor())).problems).toEqual([
      `The Owner ${ADMIN.email} signs in without two-factor sign-in: turn it on in My Account (/admin/account) when signed in as them.`,
    ]);
    await ctx.database.db.execute(sql`update admins set totp_enabled_at = now() where email = ${ADMIN.email}`);
    expect(await twoFactorCheck.run(doctor())).toEqual({ problems: [], detail: 'every active Owner signs in with two-factor sign-in' });
  });
});

describe('TRUST_PROXY check', () => {
  it('passes until a request arrives through a proxy the server was not told about, then names the proxy', async () => {
    expect(await trustProxyCheck.run(doctor())).toEqual({ problems: [], detail: 'not set, and no request came through a proxy' });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/product/list' }); // no X-Forwarded-For: nothing to note
    expect((await trustProxyCheck.run(doctor())).problems).toEqual([]);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/product/list',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(200);
    const { problems } = await trustProxyCheck.run(doctor());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^Requests from 127\.0\.0\.1 carried X-Forwarded-For \(last noted \d{4}-\d\d-\d\dT[\d:.]+Z\), but TRUST_PROXY is not set: rate limits count every visitor behind the proxy as one\. Set TRUST_PROXY=127\.0\.0\.1 \(the proxy's address\)\.$/,
    );
    expect(problems[0]).not.toContain('203.0.113.9'); // the visitor's address is not kept
    expect(await trustProxyCheck.run(doctor({ TRUST_PROXY: '127.0.0.1' }))).toEqual({ problems: [], detail: 'set (127.0.0.1)' });
  });

  it('notes nothing while TRUST_PROXY is set', async () => {
    const trusting = await setupApp({ trustProxy: 1 }, { seed: false });
    await trusting.app.inject({ method: 'GET', url: '/api/v1/product/list', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(await trusting.database.db.select().from(appMeta).where(eq(appMeta.key, FORWARDED_WITHOUT_TRUST_KEY))).toEqual([]);
  });

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['192.168.1.20', '192.168.1.20'],
    ['::1', '::1'],
    ['fd00::5', 'fd00::5'],
    ['203.0.113.9', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['2001:db8::7', 'public'],
    [undefined, 'public'],
  ])('keeps the sender %s as %s (a proxy is loopback or private; a visitor is not kept)', (address, kept) => {
    expect(proxyCandidate(address)).toBe(kept);
  });
});
