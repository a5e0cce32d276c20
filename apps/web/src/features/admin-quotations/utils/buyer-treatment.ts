import { defaultGstTreatment, gstinStateCode, OUTSIDE_INDIA_CODE, ZERO_RATED_TREATMENTS, type GstTreatment, type ZeroRated } from '@rp/contract';

/** The buyer fields that decide how the quotation is taxed. */
export interface BuyerTax {
  PlaceOfSupply: string;
  GSTIN: string;
  GstTreatment: GstTreatment;
  ZeroRated: ZeroRated | null;
}

export type BuyerTaxField = 'PlaceOfSupply' | 'GSTIN' | 'GstTreatment';

/**
 * The buyer's tax fields kept consistent after staff changed one of them, as the contract's rules want them:
 * outside India ("96") is Overseas and Overseas is "96"; a valid GSTIN sets the place of supply from its first
 * two digits and makes an unregistered or overseas buyer Registered, an emptied one the reverse; zero-rating (LUT by default) only for SEZ and Overseas. The field staff
 * changed keeps their choice; the company's state stands in when Overseas is left without a GSTIN's state.
 */
export function settleBuyerTax(buyer: BuyerTax, changed: BuyerTaxField, companyState: string): BuyerTax {
  let { PlaceOfSupply, GstTreatment } = buyer;
  const abroad = PlaceOfSupply === OUTSIDE_INDIA_CODE;
  if (changed === 'PlaceOfSupply') {
    if (abroad) GstTreatment = 'Overseas';
    else if (GstTreatment === 'Overseas') GstTreatment = defaultGstTreatment(PlaceOfSupply, buyer.GSTIN);
  } else if (changed === 'GSTIN') {
    // A valid GSTIN presets the place of supply (staff may still change it, e.g. for goods shipped elsewhere).
    const code = gstinStateCode(buyer.GSTIN);
    if (code) {
      PlaceOfSupply = code;
      if (GstTreatment === 'Unregistered' || GstTreatment === 'Overseas') GstTreatment = 'Registered';
    } else if (buyer.GSTIN.trim() === '' && GstTreatment === 'Registered') GstTreatment = 'Unregistered';
  } else if (GstTreatment === 'Overseas') {
    PlaceOfSupply = OUTSIDE_INDIA_CODE;
  } else if (abroad) {
    PlaceOfSupply = gstinStateCode(buyer.GSTIN) ?? companyState;
  }
  const ZeroRated = ZERO_RATED_TREATMENTS.includes(GstTreatment) ? (buyer.ZeroRated ?? 'LUT') : null;
  return { ...buyer, PlaceOfSupply, GstTreatment, ZeroRated };
}
