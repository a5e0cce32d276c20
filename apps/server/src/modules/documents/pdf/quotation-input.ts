import { computeQuotationTotals, type CompanyProfileData } from '@rp/contract';
import type { QuotationRow } from '../../../db/schema.js';
import { chargeOf, lineOf, partyOf, type DocumentModel } from './model.js';

/**
 * What the quotation PDF prints: the quotation's row as stored (integers: paise, thousandths, hundredths of a
 * percent; never the wire's rupees converted back), its lead's reference, and the company profile. The PDF's
 * dates come from here, never from the clock, so the same input gives the same bytes:
 * - "Date" is sentAt, or createdAt while the quotation is a Draft (set sentAt before rendering the mailed copy);
 * - the PDF's creation and modification dates are createdAt and updatedAt.
 */
export type QuotationForPdf = Pick<
  QuotationRow,
  | 'number'
  | 'revision'
  | 'state'
  | 'source'
  | 'buyer'
  | 'lines'
  | 'charges'
  | 'companyStateCode'
  | 'supplierRegistration'
  | 'currency'
  | 'exchangeRateTenThousandths'
  | 'incoterm'
  | 'incotermPlace'
  | 'validUntil'
  | 'paymentTerms'
  | 'deliveryTerms'
  | 'notes'
  | 'buyerReference'
  | 'buyerReferenceDate'
  | 'createdAt'
  | 'updatedAt'
  | 'sentAt'
> & {
  /** The lead's reference (Q-2026-00042), printed for a lead from the site; null without a lead. */
  leadReference: string | null;
};

export interface QuotationPdfInput {
  quotation: QuotationForPdf;
  company: CompanyProfileData;
}

/** The quotation's document model, and the quotation for its own parts (title rows, dates, terms). */
export interface QuotationPdfModel extends DocumentModel {
  quotation: QuotationForPdf;
}

/**
 * The PDF's figures: THE totals function over the stored lines and charges, for the company state, supplier
 * registration, buyer treatment and currency the quotation was priced with (a later change of the profile
 * does not turn a sent quotation's CGST and SGST into IGST), exactly as the API's answer computes them.
 */
export function buildQuotationModel({ quotation, company }: QuotationPdfInput): QuotationPdfModel {
  const buyer = partyOf(quotation.buyer);
  const lines = quotation.lines.map(lineOf);
  const charges = quotation.charges.map(chargeOf);
  const computed = computeQuotationTotals({
    Lines: lines,
    Charges: charges,
    CompanyStateCode: quotation.companyStateCode,
    PlaceOfSupply: buyer.PlaceOfSupply,
    SupplierRegistration: quotation.supplierRegistration,
    GstTreatment: buyer.GstTreatment,
    ZeroRated: buyer.ZeroRated ?? undefined,
    Currency: quotation.currency,
  });
  return {
    company,
    noun: 'quotation',
    currency: quotation.currency,
    exchangeRateTenThousandths: quotation.exchangeRateTenThousandths,
    supplierRegistration: quotation.supplierRegistration,
    buyer,
    incoterm: quotation.incoterm,
    incotermPlace: quotation.incotermPlace,
    lines,
    charges,
    computed,
    quotation,
  };
}
