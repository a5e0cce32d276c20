import { z } from 'zod';
import { API_BASE } from './constants.js';
import { quotation, quotationLineWire } from './quotation-responses.js';

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
    SupplierRegistration: true,
    BuyerReference: true,
    BuyerReferenceDate: true,
    Currency: true,
    ExchangeRate: true,
    Incoterm: true,
    IncotermPlace: true,
  })
  .extend({
    /** The lines without the staff's estimates. */
    Lines: z.array(quotationLineWire),
    Buyer: quotation.shape.Buyer.pick({
      Company: true,
      Contact: true,
      BillingAddress: true,
      ShippingAddress: true,
      GSTIN: true,
      PlaceOfSupply: true,
      PlaceOfSupplyName: true,
      GstTreatment: true,
      ZeroRated: true,
    }),
    /** What the quotation says about tax when it charges none: the export note, the SEZ or supplier wording; '' otherwise. */
    ExportNote: z.string(),
    /** The quantities the buyer chose when accepting at a break (per 1-based line), else empty. */
    ChosenQuantities: z.array(z.object({ Line: z.number().int(), Quantity: z.number() })),
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
