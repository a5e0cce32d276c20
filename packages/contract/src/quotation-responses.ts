import { estimateWire } from './estimates.js';
import { z } from 'zod';
import { dayField, plainText, successEnvelope } from './common.js';
import { fileInfo } from './files.js';
import { orderLink } from './order-stages.js';
import { paiseToRupees } from './money.js';
import { CHARGE_KINDS, TAX_MODES, type QuotationTotals, type TaxRateSummary, type TotalsPaise } from './quotation-totals.js';
import { CURRENCIES, GST_REGISTRATIONS, GST_TREATMENTS, INCOTERMS, ZERO_RATED_OPTIONS } from './gst-law.js';
import { PAGE_SIZE_MAX, RECORD_SORTS, SEARCH_MAX } from './records.js';
import { DECLINE_REASONS } from './buyer-status-page.js';
import { QUOTATION_SOURCES, QUOTATION_STATES, QUOTATION_UNITS, quotationSourceField, quotationStateField } from './quotations.js';

/**
 * What the quotation calls answer. Amounts are rupees as JSON numbers (at most 2 decimals), quantities units
 * (at most 3), discounts percents; the server turns its integers into these with paiseToRupees and friends.
 */

const gstRate = z.number();

/** Totals in rupees, as every answer carries them. */
export const quotationTotalsWire = z.object({
  Taxable: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  /** Grand total minus (taxable + taxes): from -0.49 to 0.50. */
  RoundOff: z.number(),
  GrandTotal: z.number(),
  AmountInWords: z.string(),
});
export type QuotationTotalsWire = z.infer<typeof quotationTotalsWire>;

export const taxRateSummaryWire = z.object({ GstRate: gstRate, Taxable: z.number(), CGST: z.number(), SGST: z.number(), IGST: z.number() });
export type TaxRateSummaryWire = z.infer<typeof taxRateSummaryWire>;

/** computeQuotationTotals' paise as the wire's rupees. */
export function totalsToWire(totals: TotalsPaise, amountInWords: string): QuotationTotalsWire {
  return {
    Taxable: paiseToRupees(totals.Taxable),
    CGST: paiseToRupees(totals.CGST),
    SGST: paiseToRupees(totals.SGST),
    IGST: paiseToRupees(totals.IGST),
    RoundOff: paiseToRupees(totals.RoundOff),
    GrandTotal: paiseToRupees(totals.GrandTotal),
    AmountInWords: amountInWords,
  };
}

export const taxSummaryToWire = (rows: TaxRateSummary[]): TaxRateSummaryWire[] =>
  rows.map((r) => ({
    GstRate: r.GstRate,
    Taxable: paiseToRupees(r.Taxable),
    CGST: paiseToRupees(r.CGST),
    SGST: paiseToRupees(r.SGST),
    IGST: paiseToRupees(r.IGST),
  }));

/** The totals part of a quotation answer, from one computeQuotationTotals result. */
export const computedTotalsToWire = (computed: QuotationTotals) => ({
  TaxMode: computed.TaxMode,
  TaxSummary: taxSummaryToWire(computed.TaxSummary),
  Totals: totalsToWire(computed.Totals, computed.AmountInWords),
});

export const quotationLineWire = z.object({
  Description: z.string(),
  DrawingNo: z.string(),
  DrawingRev: z.string(),
  Material: z.string(),
  Finish: z.string(),
  HSN: z.string(),
  Quantity: z.number(),
  Unit: z.enum(QUOTATION_UNITS),
  UnitPrice: z.number(),
  /** The unit price is for this many units (1, 100 or 1000). */
  Per: z.number().int(),
  DiscountPercent: z.number(),
  GstRate: gstRate,
  LeadTime: z.string(),
  QuantityBreaks: z.array(z.object({ Quantity: z.number(), UnitPrice: z.number() })),
  /** quantity x unit price x (1 - discount), rounded to the paisa. */
  Taxable: z.number(),
});
export type QuotationLineWire = z.infer<typeof quotationLineWire>;

export const quotationChargeWire = z.object({
  Kind: z.enum(CHARGE_KINDS),
  Amount: z.number(),
  /** null: follows the goods ("as goods"). */
  GstRate: gstRate.nullable(),
  /** The charge's taxable value per rate: one part with its own rate, a part per line rate when it follows. */
  Parts: z.array(z.object({ GstRate: gstRate, Amount: z.number() })),
});
export type QuotationChargeWire = z.infer<typeof quotationChargeWire>;

export const QUOTATION_WARNING_CODES = ['GSTIN_STATE_DIFFERS'] as const;
export const quotationWarning = z.object({ Code: z.enum(QUOTATION_WARNING_CODES), Message: z.string() });
export type QuotationWarning = z.infer<typeof quotationWarning>;

/** One revision of the quotation's lead, for the editor's and the detail's revision list (oldest first). */
export const quotationRevisionSummary = z.object({
  _id: z.string(),
  Number: z.string(),
  Revision: z.number().int(),
  State: z.enum(QUOTATION_STATES),
  Currency: z.enum(CURRENCIES),
  GrandTotal: z.number(),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
});
export type QuotationRevisionSummary = z.infer<typeof quotationRevisionSummary>;

/** What a quotation and its list row both begin with: which revision, its state, source and lead. */
const quotationHead = z.object({
  _id: z.string(),
  /** QT-2026-00042, and QT-2026-00042-R1, -R2 for revisions. */
  Number: z.string(),
  /** 0 for the first quotation, 1 for -R1, ... */
  Revision: z.number().int(),
  State: z.enum(QUOTATION_STATES),
  Source: z.enum(QUOTATION_SOURCES),
  LeadId: z.string().nullable(),
  /** The lead's Q-2026-00042 / I-2026-00017, or null for a quotation without a lead. */
  LeadReference: z.string().nullable(),
  /** The buyer record (issue 46); the frozen Buyer below is what the document says. */
  BuyerId: z.string().nullable(),
});

export const quotation = quotationHead.extend({
  Buyer: z.object({
    Company: z.string(),
    Contact: z.string(),
    Email: z.string(),
    Phone: z.string(),
    BillingAddress: z.string(),
    ShippingAddress: z.string(),
    GSTIN: z.string(),
    PlaceOfSupply: z.string(),
    /** "Gujarat", "Outside India". */
    PlaceOfSupplyName: z.string(),
    GstTreatment: z.enum(GST_TREATMENTS),
    /** LUT or IGST for SEZ and Overseas buyers, else null. */
    ZeroRated: z.enum(ZERO_RATED_OPTIONS).nullable(),
  }),
  /** The company's registration the quotation was computed for. */
  SupplierRegistration: z.enum(GST_REGISTRATIONS),
  BuyerReference: z.string(),
  BuyerReferenceDate: z.string().nullable(),
  Currency: z.enum(CURRENCIES),
  /** Rupees per unit of the currency (1 for INR). */
  ExchangeRate: z.number(),
  Incoterm: z.enum(INCOTERMS).nullable(),
  IncotermPlace: z.string(),
  /** What staff should look at before sending (never a refusal): e.g. GSTIN_STATE_DIFFERS. */
  Warnings: z.array(quotationWarning),
  ValidUntil: z.string().nullable(),
  PaymentTerms: z.string(),
  DeliveryTerms: z.string(),
  Notes: z.string(),
  Lines: z.array(quotationLineWire.extend({ Estimate: estimateWire.nullable() })),
  Charges: z.array(quotationChargeWire),
  TaxMode: z.enum(TAX_MODES),
  TaxSummary: z.array(taxRateSummaryWire),
  Totals: quotationTotalsWire,
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  SentAt: z.string().nullable(),
  ViewedAt: z.string().nullable(),
  AcceptedAt: z.string().nullable(),
  DeclinedAt: z.string().nullable(),
  /** Who accepted: the buyer's name and designation on the page, or the staff member who marked it. */
  AcceptedByName: z.string(),
  AcceptedByDesignation: z.string(),
  PONumber: z.string(),
  PODate: z.string().nullable(),
  POFile: fileInfo.nullable(),
  DeclineReason: z.enum(DECLINE_REASONS).nullable(),
  DeclineComment: z.string(),
  /** Every revision of this quotation's lead (this one included), oldest first. */
  Revisions: z.array(quotationRevisionSummary),
  /** The order made from this revision when it was accepted (issue 34), or null. */
  Order: orderLink.nullable(),
});
export type Quotation = z.infer<typeof quotation>;

export const quotationResponse = successEnvelope(quotation);
/** POST /quotation/share-link: a new status link for the buyer (WhatsApp), with a key of its own. */
export const quotationShareLinkResponse = successEnvelope(z.object({ StatusLink: z.string() }));
/** getByID: the record in data[0]. */
export const quotationDetailResponse = successEnvelope(z.array(quotation));

/** A row of the quotations list: enough for the table, never the lines. */
export const quotationListItem = quotationHead.extend({
  Company: z.string(),
  Contact: z.string(),
  Email: z.string(),
  PlaceOfSupply: z.string(),
  Currency: z.enum(CURRENCIES),
  GrandTotal: z.number(),
  ValidUntil: z.string().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  SentAt: z.string().nullable(),
  AcceptedAt: z.string().nullable(),
  /** The order made from this revision when it was accepted, or null. */
  Order: orderLink.nullable(),
});
export type QuotationListItem = z.infer<typeof quotationListItem>;

const fromBeforeTo = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const FROM_AFTER_TO = { message: 'From must be on or before To.', path: ['from'] };

/** Filters shared by the paged list (JSON body) and the CSV export (query string); dates are creation days, India time. */
export const quotationFilterFields = {
  /** Matches the number, the buyer's company or e-mail. */
  search: plainText('Search', 'Search must be text.').trim().max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters.`).optional(),
  state: z.array(quotationStateField, { error: 'State must be a list of quotation states.' }).max(QUOTATION_STATES.length).optional(),
  source: z.array(quotationSourceField, { error: 'Source must be a list of sources.' }).max(QUOTATION_SOURCES.length).optional(),
  sort: z.enum(RECORD_SORTS, { error: "Sort must be 'newest' or 'oldest'." }).optional(),
  from: dayField('From').optional(),
  to: dayField('To').optional(),
};

const pageMessage = 'Page must be a whole number from 1.';
const pageSizeMessage = `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`;

/** POST /quotation/list: one page (default 1, PAGE_SIZE_DEFAULT rows) and the total of matches. */
export const quotationListBody = z
  .object({
    page: z.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).optional(),
    pageSize: z.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(PAGE_SIZE_MAX, pageSizeMessage).optional(),
    ...quotationFilterFields,
  })
  .refine(fromBeforeTo, FROM_AFTER_TO)
  .optional();
export type QuotationListBody = z.input<typeof quotationListBody>;

export const quotationListResponse = successEnvelope(z.array(quotationListItem)).extend({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Matches of the search, sources and dates per state (ignoring the state filter), for the filter chips. */
  stateCounts: z.record(z.string(), z.number().int()).optional(),
});
export type QuotationListResponse = z.infer<typeof quotationListResponse>;

/** A query-string value may come once (a string) or repeated (an array). */
const asList = (v: unknown) => (v === undefined || Array.isArray(v) ? v : [v]);

/** GET /quotation/export: the list's filters as query parameters; every match as CSV. */
export const quotationExportQuery = z
  .object({
    ...quotationFilterFields,
    state: z.preprocess(asList, quotationFilterFields.state),
    source: z.preprocess(asList, quotationFilterFields.source),
  })
  .refine(fromBeforeTo, FROM_AFTER_TO);
export type QuotationExportQuery = z.input<typeof quotationExportQuery>;

/** The buyer's answer to accept or decline (JSON callers; the plain form gets a page). */
export const quotationBuyerAnswerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ Number: z.string(), State: z.enum(QUOTATION_STATES) }),
});
