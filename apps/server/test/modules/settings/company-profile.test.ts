import { COMPANY_PROFILE_SEED, gstinCheckCharacter, type ActivityEntry, type CompanyProfileData, type CompanyProfileRecord } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../helpers.js';
import { addMember, setupTeamApp } from '../../support/team.js';

const { catcher, ctx, ownerToken, call } = await setupTeamApp();
const staff = await addMember(ctx, catcher, ownerToken, 'profile.staff@example.com', 'Staff');

const read = (token: string | null) => ctx.app.inject({ method: 'GET', url: '/api/v1/settings/company', headers: token ? ctx.auth(token) : {} });
const save = (token: string | null, body: unknown) => call('/settings/company', token, body as object);

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const GSTIN = gstin('24AAACR1234A1Z');
/** A complete, real-looking profile (nothing a placeholder). */
const realProfile = (): CompanyProfileData => ({
  ...COMPANY_PROFILE_SEED,
  LegalName: 'Rajkot Precision Works Private Limited',
  TradeName: 'RPW Precision',
  AddressLines: ['Survey 112, Plot 7, GIDC Lodhika', 'Kalawad Road'],
  PinCode: '360021',
  GSTIN: GSTIN.toLowerCase(),
  PAN: 'AAACR1234A',
  Phones: ['+91 281 255 0101'],
  Emails: ['sales@rpw.co.in', 'accounts@rpw.co.in'],
  ChatNumber: '+91 99099 12345',
  Bank: { AccountName: 'RPW Precision', AccountNumber: '50200012345678', IFSC: 'hdfc0001234', BankName: 'HDFC Bank', Branch: 'Rajkot' },
});

describe('GET /settings/company', () => {
  it('answers 401 without a session, for reading and for saving', async () => {
    expect((await read(null)).statusCode).toBe(401);
    const saved = await save(null, realProfile());
    expect(saved.statusCode).toBe(401);
    expect(saved.json().message).toMatch(/log in/i);
  });

  it("answers today's values, seeded on the first start: Rajkot, Gujarat (24), placeholders and all", async () => {
    const res = await read(staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: CompanyProfileRecord }>().data;
    expect(data).toMatchObject({ City: 'Rajkot', State: '24', PinCode: '360003', GSTIN: '', UpdatedBy: null });
    expect(data.Emails).toEqual(['sales@example.com']);
    expect(data.QuotationDefaults.ValidityDays).toBe(30);
    expect(data.QuotationDefaults.DeliveryTerms).toMatch(/Ex-works Rajkot/);
  });
});

describe('POST /settings/company', () => {
  it('lets an Owner save the profile: every reader sees it, upper-cased identifiers, and the activity log names the fields', async () => {
    const res = await save(ownerToken, realProfile());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: CompanyProfileRecord }>().data;
    expect(saved).toMatchObject({ TradeName: 'RPW Precision', GSTIN, UpdatedBy: ADMIN.email });
    expect(saved.Bank.IFSC).toBe('HDFC0001234');
    expect(saved.UpdatedAt).not.toBeNull();

    const again = (await read(staff.token)).json<{ data: CompanyProfileRecord }>().data;
    expect(again).toEqual(saved);

    const log = await call('/activity/list', ownerToken, { kind: 'company-profile-updated' });
    const [entry] = log.json<{ data: ActivityEntry[] }>().data;
    expect(entry).toMatchObject({ ActorEmail: ADMIN.email, Subject: 'RPW Precision' });
    expect(String(entry!.Details.fields)).toContain('TradeName');
    expect(String(entry!.Details.fields)).toContain('Bank');
    // Names of fields only: never the account number or the GSTIN.
    expect(JSON.stringify(entry)).not.toContain('50200012345678');
    expect(JSON.stringify(entry)).not.toContain(GSTIN);
  });

  it('refuses a Staff save with 403 and leaves the profile as it was', async () => {
    const before = (await read(staff.token)).json<{ data: CompanyProfileRecord }>().data;
    const res = await save(staff.token, { ...realProfile(), TradeName: 'Staff Was Here' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Owner/);
    expect((await read(ownerToken)).json<{ data: CompanyProfileRecord }>().data).toEqual(before);
  });

  const bad: [name: string, change: (p: CompanyProfileData) => unknown, field: string, message: RegExp][] = [
    ['a GSTIN with a wrong check digit', (p) => ({ ...p, GSTIN: `${GSTIN.slice(0, 14)}${GSTIN.endsWith('A') ? 'B' : 'A'}` }), 'GSTIN', /check digit/],
    ['a GSTIN of another state', (p) => ({ ...p, GSTIN: gstin('27AAACR1234A1Z') }), 'GSTIN', /starts with 27.*State is 24/],
    ['a short GSTIN', (p) => ({ ...p, GSTIN: '24AAACR1234' }), 'GSTIN', /15 characters/],
    ['a PAN in the wrong pattern', (p) => ({ ...p, PAN: '1234567890' }), 'PAN', /five letters, four digits and a letter/],
    ['a PAN that is not the GSTIN’s', (p) => ({ ...p, PAN: 'AAACR9999A' }), 'PAN', /characters 3 to 12 of the GSTIN/],
    ['a 5-digit PIN code', (p) => ({ ...p, PinCode: '36000' }), 'PinCode', /6 digits/],
    ['a PIN code starting with 0', (p) => ({ ...p, PinCode: '060003' }), 'PinCode', /cannot start with 0/],
    ['an IFSC without the zero', (p) => ({ ...p, Bank: { ...p.Bank, IFSC: 'HDFC1001234' } }), 'Bank', /IFSC must be four letters, a zero/],
    ['a state code not in the list', (p) => ({ ...p, State: '99' }), 'State', /two-digit GST state code/],
    ['outside India as the company state', (p) => ({ ...p, State: '96' }), 'State', /Indian state or union territory/],
    ['a state name instead of its code', (p) => ({ ...p, State: 'Gujarat' }), 'State', /two-digit GST state code/],
    ['no phone', (p) => ({ ...p, Phones: [] }), 'Phones', /at least one phone/],
    ['a phone with letters', (p) => ({ ...p, Phones: ['call me'] }), 'Phones', /only digits/],
    ['an invalid e-mail', (p) => ({ ...p, Emails: ['sales.rpw.co.in'] }), 'Emails', /valid email/],
    ['half a bank account', (p) => ({ ...p, Bank: { ...p.Bank, AccountNumber: '' } }), 'Bank', /account number is required/],
    [
      'a validity of 0 days',
      (p) => ({ ...p, QuotationDefaults: { ...p.QuotationDefaults, ValidityDays: 0 } }),
      'QuotationDefaults',
      /at least 1 day/,
    ],
    [
      'a GST rate of 15 %',
      (p) => ({ ...p, QuotationDefaults: { ...p.QuotationDefaults, CategoryDefaults: [{ Category: 'shafts', HSN: '8483', GstRate: 15 }] } }),
      'QuotationDefaults',
      /Shafts: GST rate must be one of the company's rates \(0, 5, 18, 40 %\)/,
    ],
    [
      'a 5-digit HSN code',
      (p) => ({ ...p, QuotationDefaults: { ...p.QuotationDefaults, CategoryDefaults: [{ Category: 'shafts', HSN: '84831', GstRate: 18 }] } }),
      'QuotationDefaults',
      /HSN code must be 4, 6 or 8 digits/,
    ],
    ['no legal name', (p) => ({ ...p, LegalName: '  ' }), 'LegalName', /Legal name is required/],
  ];

  it.each(bad)('answers 400 with a clear message for %s', async (_name, change, field, message) => {
    const res = await save(ownerToken, change(realProfile()));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.errors[field]).toMatch(message);
    expect(body.message).toMatch(message);
  });

  it('answers 400 for a body that is not a profile at all', async () => {
    const res = await save(ownerToken, { TradeName: 'Only this' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Please correct these fields/);
  });
});
