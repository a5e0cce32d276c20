import { gstinCheckCharacter, type CompanyProfileBody, type Quotation, type QuotationSaveBody } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../../helpers.js';
import { completeCompanyProfile } from '../../support/company-profile.js';
import { buildQuotationBody, createLead, ok, staffCalls } from '../../support/quotations.js';

/** Issue 43: the buyer's GST treatment, the supplier's registration, rates from the profile, Per and following charges. */

const ctx = await setupApp({}, { seed: false });
const staff = staffCalls(ctx, await ctx.login());

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const GUJARAT_BUYER = gstin('24AABCS1234K1Z');
const MAHARASHTRA_BUYER = gstin('27AABCM5678L1Z');

async function saveProfile(overrides: Partial<CompanyProfileBody>) {
  const res = await staff.post('/settings/company', { ...completeCompanyProfile(), ...overrides });
  expect(res.statusCode, res.body).toBe(200);
}

const buyer = (fields: Partial<QuotationSaveBody['Buyer']>) => ({ ...buildQuotationBody().Buyer, ...fields });
const oneLine = (fields: Partial<QuotationSaveBody['Lines'][number]> = {}) => ({
  Description: 'Spacer, EN8',
  HSN: '7326',
  Quantity: 100,
  Unit: 'Nos' as const,
  UnitPrice: 100,
  GstRate: 18,
  ...fields,
});

async function save(body: Partial<QuotationSaveBody>) {
  const lead = await createLead(ctx);
  return staff.post('/quotation/save', buildQuotationBody({ LeadId: lead.id, ...body }));
}
async function saved(body: Partial<QuotationSaveBody>): Promise<Quotation> {
  const res = await save(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Quotation;
}
async function refusedField(body: Partial<QuotationSaveBody>, field: string): Promise<string> {
  const res = await save(body);
  expect(res.statusCode, res.body).toBe(400);
  expect(Object.keys(res.json().errors ?? {})).toContain(field);
  return res.json().message as string;
}

describe("the buyer's treatment", () => {
  it('defaults: Overseas for place 96, Registered with a GSTIN, Unregistered without', async () => {
    expect((await saved({ Buyer: buyer({ PlaceOfSupply: '96' }) })).Buyer).toMatchObject({ GstTreatment: 'Overseas', ZeroRated: 'LUT' });
    expect((await saved({ Buyer: buyer({ GSTIN: GUJARAT_BUYER }) })).Buyer).toMatchObject({ GstTreatment: 'Registered', ZeroRated: null });
    expect((await saved({ Buyer: buyer({}) })).Buyer.GstTreatment).toBe('Unregistered');
  });

  it('refuses what would be wrong in law, each a 400 naming the field', async () => {
    expect(await refusedField({ Buyer: buyer({ GstTreatment: 'Registered' }) }, 'Buyer')).toMatch(/registered buyer needs a GSTIN/);
    expect(await refusedField({ Buyer: buyer({ GstTreatment: 'SEZ' }) }, 'Buyer')).toMatch(/SEZ buyer needs a GSTIN/);
    expect(await refusedField({ Buyer: buyer({ GstTreatment: 'Deemed export' }) }, 'Buyer')).toMatch(/Deemed export buyer needs a GSTIN/);
    expect(await refusedField({ Buyer: buyer({ GstTreatment: 'Overseas', PlaceOfSupply: '27' }) }, 'Buyer')).toMatch(/"96"/);
    // The bug of the issue: a Gujarat GSTIN saved as an export with zero tax.
    expect(await refusedField({ Buyer: buyer({ GSTIN: GUJARAT_BUYER, PlaceOfSupply: '96' }) }, 'Buyer')).toMatch(/Overseas buyer has no GSTIN/);
    expect(await refusedField({ Buyer: buyer({ GstTreatment: 'Unregistered', PlaceOfSupply: '96' }) }, 'Buyer')).toMatch(/Overseas buyer only/);
    expect(await refusedField({ Buyer: buyer({ GSTIN: GUJARAT_BUYER, ZeroRated: 'IGST' }) }, 'Buyer')).toMatch(/only for an SEZ or Overseas/);
  });

  it('taxes each treatment as the law says, in Gujarat and in another state', async () => {
    const mode = async (b: Partial<QuotationSaveBody['Buyer']>) => (await saved({ Buyer: buyer(b) })).TaxMode;
    expect(await mode({ GSTIN: GUJARAT_BUYER, PlaceOfSupply: '24' })).toBe('CGST+SGST');
    expect(await mode({ GSTIN: MAHARASHTRA_BUYER, PlaceOfSupply: '27' })).toBe('IGST');
    expect(await mode({ PlaceOfSupply: '24' })).toBe('CGST+SGST');
    expect(await mode({ GSTIN: GUJARAT_BUYER, GstTreatment: 'Deemed export', PlaceOfSupply: '24' })).toBe('CGST+SGST');
    // An SEZ in Gujarat is still inter-state: no tax under LUT, IGST when paid.
    expect(await mode({ GSTIN: GUJARAT_BUYER, GstTreatment: 'SEZ', PlaceOfSupply: '24' })).toBe('SEZ');
    expect(await mode({ GSTIN: GUJARAT_BUYER, GstTreatment: 'SEZ', ZeroRated: 'IGST', PlaceOfSupply: '24' })).toBe('IGST');
    expect(await mode({ PlaceOfSupply: '96' })).toBe('Export');
    expect(await mode({ PlaceOfSupply: '96', ZeroRated: 'IGST' })).toBe('IGST');
  });

  it('warns, without refusing, when the GSTIN is of another state than the place of supply', async () => {
    const q = await saved({ Buyer: buyer({ GSTIN: MAHARASHTRA_BUYER, PlaceOfSupply: '24' }) });
    expect(q.Warnings).toEqual([{ Code: 'GSTIN_STATE_DIFFERS', Message: expect.stringMatching(/Maharashtra \(27\).*Gujarat \(24\)/) }]);
    expect((await saved({ Buyer: buyer({ GSTIN: GUJARAT_BUYER }) })).Warnings).toEqual([]);
  });
});

describe('rates, Per and charges', () => {
  it("takes a line's rate only from the profile's GstRates, listing them; 2-decimal rates are exact", async () => {
    const message = await refusedField({ Lines: [oneLine({ GstRate: 12 })] }, 'Lines');
    expect(message).toContain('0 %, 5 %, 18 %, 40 %');
    await refusedField({ Lines: [oneLine({ GstRate: 0.125 })] }, 'Lines');
    await saveProfile({ GstRates: [0, 0.25, 3, 5, 18, 40] });
    // ₹1,000 at 0.25 %: CGST and SGST 0.125 % each = ₹1.25 each.
    const q = await saved({ Lines: [oneLine({ Quantity: 10, GstRate: 0.25 })], Charges: [] });
    expect(q.TaxSummary).toEqual([{ GstRate: 0.25, Taxable: 1000, CGST: 1.25, SGST: 1.25, IGST: 0 }]);
    await saveProfile({ GstRates: [0, 5, 18, 40] });
  });

  it('prices per 100 or per 1000 units: a ₹0.385 washer', async () => {
    const q = await saved({ Lines: [oneLine({ Quantity: 25_000, UnitPrice: 385, Per: 1000, DrawingRev: 'C' })], Charges: [] });
    expect(q.Lines[0]).toMatchObject({ Per: 1000, UnitPrice: 385, Taxable: 9625, DrawingRev: 'C' });
    const bad = await save({ Lines: [oneLine({ Per: 50 as 100 })] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Per must be 1, 100 or 1000/);
  });

  it('splits a charge that follows the goods across mixed rates, parts summing exactly; a rate of its own stays', async () => {
    const q = await saved({
      Lines: [oneLine({ UnitPrice: 10, GstRate: 5 }), oneLine({ UnitPrice: 20, GstRate: 18 })],
      Charges: [
        { Kind: 'Freight', Amount: 100.01 },
        { Kind: 'Tooling', Amount: 500, GstRate: 18 },
      ],
    });
    // Lines: ₹1,000 at 5 %, ₹2,000 at 18 %: freight ₹33.34 (rounded) and ₹66.67 (the rest).
    expect(q.Charges[0]).toMatchObject({
      GstRate: null,
      Parts: [
        { GstRate: 5, Amount: 33.34 },
        { GstRate: 18, Amount: 66.67 },
      ],
    });
    expect(q.Charges[1]).toMatchObject({ GstRate: 18, Parts: [{ GstRate: 18, Amount: 500 }] });
    expect(q.TaxSummary.map((r) => [r.GstRate, r.Taxable])).toEqual([
      [5, 1033.34],
      [18, 2566.67],
    ]);
    const zero = await refusedField({ Lines: [oneLine({ UnitPrice: 0 })], Charges: [{ Kind: 'Freight', Amount: 100 }] }, 'Charges');
    expect(zero).toMatch(/follows the goods/);
  });
});

describe("the supplier's registration", () => {
  it('a Composition or unregistered supplier charges no tax whatever the lines say', async () => {
    await saveProfile({ GstRegistration: 'Composition' });
    const composition = await saved({ Buyer: buyer({ GSTIN: GUJARAT_BUYER }) });
    expect(composition).toMatchObject({ TaxMode: 'Not collected', SupplierRegistration: 'Composition', Totals: { CGST: 0, SGST: 0, IGST: 0 } });
    await saveProfile({ GstRegistration: 'Unregistered', GSTIN: '', PAN: '' });
    const unregistered = await saved({ Buyer: buyer({ PlaceOfSupply: '27' }) });
    expect(unregistered).toMatchObject({ TaxMode: 'Not collected', Totals: { IGST: 0 } });
    expect((await ok(staff, '/quotation/send', { _id: unregistered._id })).State).toBe('Sent');
    const gstinWithoutRegistration = await staff.post('/settings/company', { ...completeCompanyProfile(), GstRegistration: 'Unregistered' });
    expect(gstinWithoutRegistration.statusCode).toBe(400);
    await saveProfile({});
  });

  it('a Regular supplier without a GSTIN cannot send a quotation that charges GST (409); an export under LUT may go', async () => {
    await saveProfile({ GSTIN: '', PAN: '' });
    const taxed = await saved({});
    const res = await staff.post('/quotation/send', { _id: taxed._id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Add the company's GSTIN in Settings before sending a quotation that charges GST");
    const exported = await saved({ Buyer: buyer({ PlaceOfSupply: '96' }) });
    expect((await ok(staff, '/quotation/send', { _id: exported._id })).TaxMode).toBe('Export');
    await saveProfile({ GstRegistration: 'Composition', GSTIN: '', PAN: '' });
    const composition = await saved({});
    expect((await staff.post('/quotation/send', { _id: composition._id })).statusCode).toBe(409);
    await saveProfile({});
  });

  it('a profile may drop a rate a Draft uses; that Draft is refused at its next save', async () => {
    await saveProfile({ GstRates: [0, 5, 12, 18, 40] });
    const draft = await saved({ Lines: [oneLine({ GstRate: 12 })] });
    await saveProfile({ GstRates: [0, 5, 18, 40] });
    const again = await staff.post('/quotation/save', {
      ...buildQuotationBody({ Lines: [oneLine({ GstRate: 12 })] }),
      _id: draft._id,
      LeadId: draft.LeadId,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/one of the company's rates/);
    // Category defaults must use a rate in the list.
    const profile = completeCompanyProfile();
    const defaults = { ...profile.QuotationDefaults, CategoryDefaults: [{ Category: 'shafts', HSN: '8483', GstRate: 12 }] };
    const res = await staff.post('/settings/company', { ...profile, QuotationDefaults: defaults });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Shafts: GST rate must be one of the company's rates/);
  });
});
