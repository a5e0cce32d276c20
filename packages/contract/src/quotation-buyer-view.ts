import { z } from 'zod';
import { API_BASE } from './constants.js';
import { quotation } from './quotation-responses.js';

/**
 * The latest sent revision of a lead's quotation as its buyer sees it on the status page (issue 33):
 * lines, totals, validity and terms, never staff-only data (who sent it, the lead's notes, earlier revisions).
 */
export const quotationBuyerView = quotation
  .pick({
    Number: true,
    Revision: true,
    State: true,
    ValidUntil: true,
    PaymentTerms: true,
    DeliveryTerms: true,
    Notes: true,
    Lines: true,
    Charges: true,
    TaxMode: true,
    TaxSummary: true,
    Totals: true,
    SentAt: true,
    AcceptedAt: true,
    DeclinedAt: true,
    AcceptedByName: true,
    PONumber: true,
    DeclineReason: true,
  })
  .extend({
    Buyer: quotation.shape.Buyer.pick({
      Company: true,
      Contact: true,
      BillingAddress: true,
      ShippingAddress: true,
      GSTIN: true,
      PlaceOfSupply: true,
      PlaceOfSupplyName: true,
    }),
    /** The company profile's export note, for a place of supply outside India; '' otherwise. */
    ExportNote: z.string(),
    /** True while the buyer may accept or decline (Sent or Viewed, not past its validity). */
    CanAnswer: z.boolean(),
    /** Why it cannot be answered any more, in the buyer's words; null while it can. */
    ClosedReason: z.string().nullable(),
    /** GET path of the PDF, key included (below API_BASE). */
    PdfPath: z.string(),
  });
export type QuotationBuyerView = z.infer<typeof quotationBuyerView>;

/** The buyer's PDF link: the status page's key authorises it. */
export const rfqQuotationPdfPath = (reference: string, key: string) =>
  `${API_BASE}/rfq/${encodeURIComponent(reference)}/quotation.pdf?key=${encodeURIComponent(key)}`;
