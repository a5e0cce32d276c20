import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, quotationBuyerFields } from '@rp/contract';
import { settleBuyerTax, type BuyerTax } from '../../../src/features/admin-quotations/utils/buyer-treatment';

const gstinOf = (state: string) => `${state}AAACR5055K1Z${gstinCheckCharacter(`${state}AAACR5055K1Z`)}`;
const MAHARASHTRA = gstinOf('27');

const buyer = (over: Partial<BuyerTax>): BuyerTax => ({ PlaceOfSupply: '24', GSTIN: '', GstTreatment: 'Unregistered', ZeroRated: null, ...over });

/** Whether the contract's buyer rules accept the settled fields (a 400 otherwise). */
const accepted = (tax: BuyerTax) =>
  quotationBuyerFields.safeParse({ Company: 'K', Contact: 'A', Email: 'a@k.example', BillingAddress: 'Surat', ...tax }).success;

describe('the buyer’s GST treatment kept consistent in the editor', () => {
  it('makes outside India Overseas, zero-rated under LUT, and back to the derived treatment', () => {
    const abroad = settleBuyerTax(buyer({ PlaceOfSupply: '96' }), 'PlaceOfSupply', '24');
    expect(abroad).toEqual(buyer({ PlaceOfSupply: '96', GstTreatment: 'Overseas', ZeroRated: 'LUT' }));
    expect(accepted(abroad)).toBe(true);
    const home = settleBuyerTax({ ...abroad, PlaceOfSupply: '27' }, 'PlaceOfSupply', '24');
    expect(home).toEqual(buyer({ PlaceOfSupply: '27', GstTreatment: 'Unregistered', ZeroRated: null }));
    // A place in India keeps a treatment staff chose (SEZ, deemed export).
    const sez = buyer({ GSTIN: MAHARASHTRA, PlaceOfSupply: '27', GstTreatment: 'SEZ', ZeroRated: 'IGST' });
    expect(settleBuyerTax({ ...sez, PlaceOfSupply: '24' }, 'PlaceOfSupply', '24')).toEqual({ ...sez, PlaceOfSupply: '24' });
  });

  it('lets a valid GSTIN set the place and register the buyer; an emptied one unregisters them', () => {
    const typed = settleBuyerTax(buyer({ GSTIN: MAHARASHTRA }), 'GSTIN', '24');
    expect(typed).toEqual(buyer({ GSTIN: MAHARASHTRA, PlaceOfSupply: '27', GstTreatment: 'Registered' }));
    expect(accepted(typed)).toBe(true);
    // Half typed: nothing moves yet.
    expect(settleBuyerTax(buyer({ GSTIN: '27AAAC' }), 'GSTIN', '24')).toEqual(buyer({ GSTIN: '27AAAC' }));
    // An Overseas buyer given a GSTIN is in India after all.
    expect(settleBuyerTax(buyer({ GSTIN: MAHARASHTRA, PlaceOfSupply: '96', GstTreatment: 'Overseas', ZeroRated: 'LUT' }), 'GSTIN', '24')).toEqual(
      buyer({ GSTIN: MAHARASHTRA, PlaceOfSupply: '27', GstTreatment: 'Registered', ZeroRated: null }),
    );
    expect(settleBuyerTax(buyer({ PlaceOfSupply: '27', GstTreatment: 'Registered' }), 'GSTIN', '24')).toEqual(buyer({ PlaceOfSupply: '27' }));
    // An SEZ buyer keeps SEZ while its GSTIN is retyped.
    expect(settleBuyerTax(buyer({ GstTreatment: 'SEZ', ZeroRated: 'LUT' }), 'GSTIN', '24').GstTreatment).toBe('SEZ');
  });

  it('moves the place with a chosen treatment: Overseas to "96", leaving it to the GSTIN’s state or the company’s', () => {
    expect(settleBuyerTax(buyer({ GstTreatment: 'Overseas' }), 'GstTreatment', '24')).toEqual(
      buyer({ PlaceOfSupply: '96', GstTreatment: 'Overseas', ZeroRated: 'LUT' }),
    );
    expect(settleBuyerTax(buyer({ PlaceOfSupply: '96', GstTreatment: 'Unregistered', ZeroRated: 'LUT' }), 'GstTreatment', '24')).toEqual(
      buyer({ PlaceOfSupply: '24', GstTreatment: 'Unregistered' }),
    );
    const sez = settleBuyerTax(buyer({ PlaceOfSupply: '96', GSTIN: MAHARASHTRA, GstTreatment: 'SEZ', ZeroRated: 'LUT' }), 'GstTreatment', '24');
    expect(sez).toEqual(buyer({ PlaceOfSupply: '27', GSTIN: MAHARASHTRA, GstTreatment: 'SEZ', ZeroRated: 'LUT' }));
    expect(accepted(sez)).toBe(true);
    // Zero-rating goes with a treatment that is not zero-rated.
    expect(
      settleBuyerTax(buyer({ GSTIN: MAHARASHTRA, GstTreatment: 'Deemed export', ZeroRated: 'IGST' }), 'GstTreatment', '24').ZeroRated,
    ).toBeNull();
  });
});
