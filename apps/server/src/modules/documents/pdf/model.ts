import {
  defaultGstTreatment,
  ZERO_RATED_TREATMENTS,
  type CompanyProfileData,
  type Currency,
  type GstRegistration,
  type Incoterm,
  type QuotationBuyer,
  type QuotationCharge,
  type QuotationLine,
  type QuotationTotals,
} from '@rp/contract';
import type { StoredQuotationBuyer } from '../../../db/schema.js';

/**
 * What every document's shared parts print (issue 46): the company, the party, the priced lines and charges
 * as stored (integers: paise, thousandths, hundredths of a percent) and their totals from the one totals
 * function. Amounts are in the document's currency, in its minor unit.
 */
export interface DocumentModel {
  company: CompanyProfileData;
  /** What the document calls itself in running text: "No GST is charged on this quotation." */
  noun: string;
  currency: Currency;
  /** Rupees per unit of the currency, in ten-thousandths (10000 for rupees). */
  exchangeRateTenThousandths: number;
  supplierRegistration: GstRegistration;
  buyer: QuotationBuyer;
  incoterm: Incoterm | null;
  incotermPlace: string;
  lines: DocumentLine[];
  charges: QuotationCharge[];
  computed: QuotationTotals;
}

/** What a line prints: the quotation line as stored, the fields older rows lack at their defaults. */
export type DocumentLine = Pick<
  QuotationLine,
  | 'Description'
  | 'DrawingNo'
  | 'DrawingRev'
  | 'Material'
  | 'Finish'
  | 'HSN'
  | 'QuantityThousandths'
  | 'Unit'
  | 'UnitPricePaise'
  | 'Per'
  | 'DiscountHundredths'
  | 'GstRate'
  | 'LeadTime'
  | 'QuantityBreaks'
>;

/** The buyer as stored, with the treatment a buyer stored before issue 43 reads as. */
export function partyOf(buyer: StoredQuotationBuyer): QuotationBuyer {
  const treatment = buyer.GstTreatment ?? defaultGstTreatment(buyer.PlaceOfSupply, buyer.GSTIN);
  return { ...buyer, GstTreatment: treatment, ZeroRated: ZERO_RATED_TREATMENTS.includes(treatment) ? (buyer.ZeroRated ?? 'LUT') : null };
}

/** A line as stored, with the fields older rows lack at their defaults. */
export const lineOf = (line: Omit<DocumentLine, 'Per' | 'DrawingRev'> & Partial<Pick<DocumentLine, 'Per' | 'DrawingRev'>>): DocumentLine => ({
  Description: line.Description,
  DrawingNo: line.DrawingNo,
  DrawingRev: line.DrawingRev ?? '',
  Material: line.Material,
  Finish: line.Finish,
  HSN: line.HSN,
  QuantityThousandths: line.QuantityThousandths,
  Unit: line.Unit,
  UnitPricePaise: line.UnitPricePaise,
  Per: line.Per ?? 1,
  DiscountHundredths: line.DiscountHundredths,
  GstRate: line.GstRate,
  LeadTime: line.LeadTime,
  QuantityBreaks: line.QuantityBreaks,
});

/** A charge as stored: charges stored before issue 43 always had a rate, never undefined on the page. */
export const chargeOf = (charge: QuotationCharge): QuotationCharge => ({ ...charge, GstRate: charge.GstRate ?? null });
