import { isGstStateCode, ZERO_RATED_TREATMENTS, type Buyer } from '@rp/contract';
import { newQuotationValues, type QuotationFormValues, type QuotationProfile } from './quotation-form';

type PlaceOfSupply = QuotationFormValues['Buyer']['PlaceOfSupply'];

/** "Plot 12, GIDC\nRajkot 360003": the address with its city and PIN code, as a quotation prints it. */
const addressText = (address: string, city: string, pinCode: string) =>
  [address, [city, pinCode].filter(Boolean).join(' ')].filter(Boolean).join('\n');

/**
 * A new quotation for a buyer record (?buyer=<id>): its company, first contact, addresses, GSTIN, state and GST
 * treatment. Saving it links the quotation to the same buyer (by GSTIN, else the contact's e-mail).
 */
export function valuesFromBuyer(buyer: Buyer, profile: QuotationProfile, today?: string): QuotationFormValues {
  const base = newQuotationValues(profile, today);
  const contact = buyer.Contacts[0];
  const shipping = buyer.ShippingAddresses[0];
  const place = (isGstStateCode(buyer.StateCode) ? buyer.StateCode : base.Buyer.PlaceOfSupply) as PlaceOfSupply;
  return {
    ...base,
    Buyer: {
      Company: buyer.Company,
      Contact: contact?.Name ?? '',
      Email: contact?.Email ?? '',
      Phone: contact?.Phone ?? '',
      BillingAddress: addressText(buyer.BillingAddress, buyer.City, buyer.PinCode),
      ShippingAddress: shipping ? addressText(shipping.Address, shipping.City, shipping.PinCode) : '',
      GSTIN: buyer.GSTIN,
      PlaceOfSupply: place,
      GstTreatment: buyer.GstTreatment,
      ZeroRated: ZERO_RATED_TREATMENTS.includes(buyer.GstTreatment) ? 'LUT' : null,
    },
  };
}
