import { describe, expect, it } from 'vitest';
import { COMPANY_PROFILE_SEED, quotationSaveBody, type Buyer } from '@rp/contract';
import { saveBodyOf } from '../../../src/features/admin-quotations/utils/quotation-form';
import { valuesFromBuyer } from '../../../src/features/admin-quotations/utils/quotation-from-buyer';

const profile = { State: '24', QuotationDefaults: COMPANY_PROFILE_SEED.QuotationDefaults, GstRates: COMPANY_PROFILE_SEED.GstRates } as Parameters<
  typeof valuesFromBuyer
>[1];

const buyer: Buyer = {
  _id: 'b1',
  Company: 'Kaveri Valves LLP',
  GSTIN: '29AAACK1234A1Z6',
  GstTreatment: 'Registered',
  BillingAddress: 'Peenya Industrial Area',
  City: 'Bengaluru',
  PinCode: '560058',
  StateCode: '29',
  ShippingAddresses: [{ Address: 'Plot 7, Bommasandra', City: 'Bengaluru', PinCode: '560099', StateCode: '29' }],
  Contacts: [
    { Name: 'Meera Nair', Email: 'meera@kaveri.example', Phone: '080 4123 4567', Designation: 'Buyer', SeesCompanyDocuments: false },
    { Name: 'Second', Email: 'second@kaveri.example', Phone: '', Designation: '', SeesCompanyDocuments: false },
  ],
  Notes: '',
  createdAt: '2026-11-01T05:00:00.000Z',
  updatedAt: '2026-11-01T05:00:00.000Z',
};

describe('a new quotation for a buyer record', () => {
  it('takes its company, first contact, addresses, GSTIN and state as the place of supply', () => {
    const values = valuesFromBuyer(buyer, profile, '2026-11-29');
    expect(values.Buyer).toEqual({
      Company: 'Kaveri Valves LLP',
      Contact: 'Meera Nair',
      Email: 'meera@kaveri.example',
      Phone: '080 4123 4567',
      BillingAddress: 'Peenya Industrial Area\nBengaluru 560058',
      ShippingAddress: 'Plot 7, Bommasandra\nBengaluru 560099',
      GSTIN: '29AAACK1234A1Z6',
      PlaceOfSupply: '29',
      GstTreatment: 'Registered',
      ZeroRated: null,
    });
    expect(values.PaymentTerms).toBe(COMPANY_PROFILE_SEED.QuotationDefaults.PaymentTerms);
  });

  it('keeps the company’s own state when the buyer’s is unknown, and LUT for an overseas buyer', () => {
    const overseas = valuesFromBuyer({ ...buyer, GSTIN: '', StateCode: '', GstTreatment: 'Overseas', ShippingAddresses: [] }, profile, '2026-11-29');
    expect(overseas.Buyer).toMatchObject({ PlaceOfSupply: '24', GstTreatment: 'Overseas', ZeroRated: 'LUT', ShippingAddress: '' });
  });

  it('makes a buyer block the contract accepts once a line is priced', () => {
    const values = valuesFromBuyer(buyer, profile, '2026-11-29');
    const body = saveBodyOf({ ...values, Lines: [{ ...values.Lines[0]!, Description: 'EN8 shaft', HSN: '8483', Quantity: 10, UnitPrice: 100 }] });
    const parsed = quotationSaveBody.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});
