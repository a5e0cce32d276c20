import { z } from 'zod';
import { API_BASE, LIMITS } from './constants.js';
import { dayField, emailField, idField, optionalLine, optionalText, plainText, requiredLine, successEnvelope } from './common.js';
import { dataUrlField } from './files.js';
import { CURRENCIES } from './gst-law.js';
import { quantityField } from './money.js';
import { ORDER_STAGES } from './order-stage-names.js';
import { INVOICE_STATES } from './invoices.js';
import { PROFORMA_STATES } from './payments.js';
import { QUOTATION_STATES, QUOTATION_UNITS } from './quotations.js';

/**
 * The buyer's own desk (issue 49): a password-less sign-in by a mailed link, a buyer session of its own (a cookie,
 * never a staff session) and, behind it, every request, quotation, order and document of the address (or of its
 * buyer record, for a contact that sees the company's documents), with "Order again".
 */
export const BUYER_ACCOUNT = {
  /** A sign-in link works once, for this long. */
  linkMinutes: 20,
  sessionDays: 30,
  /** Links mailed per address per hour. */
  linksPerAddressPerHour: 3,
  /** The buyer session's cookie. */
  cookieName: 'rp_buyer',
  pageSize: 20,
  noteMax: 2000,
  reorderLinesMax: 50,
} as const;

/** The one answer to POST /account/link, whether or not we know the address (same page, same timing). */
export const ACCOUNT_LINK_SENT = 'If we know this address, a link is on its way.';

/** POST /api/v1/account/link. */
export const accountLinkBody = z.object({ Email: emailField });
export type AccountLinkBody = z.input<typeof accountLinkBody>;

/** POST /api/v1/account/logout: this session, or every session of the address (Everywhere). */
export const accountLogoutBody = z.object({ Everywhere: z.boolean({ error: 'Everywhere must be true or false.' }).optional() }).optional();

/** GET /account/signin?token=: the mailed link (sets the session, redirects to /account). */
export const accountSigninQuery = z.object({
  token: z.string({ error: 'This sign-in link is not valid.' }).max(200, 'This sign-in link is not valid.'),
});

const pageMessage = 'Page must be a whole number from 1.';
/** GET /api/v1/account/summary?search=&page=: newest first, paged per list. */
export const accountSummaryQuery = z.object({
  /** Matches a reference, a PO number or a drawing number. */
  search: plainText('Search', 'Search must be text.').trim().max(100, 'Search must be at most 100 characters.').optional(),
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).optional(),
});
export type AccountSummaryQuery = z.input<typeof accountSummaryQuery>;

export const accountRequest = z.object({
  _id: z.string(),
  Reference: z.string(),
  Date: z.string(),
  /** The product or the first line of the description. */
  Product: z.string(),
  Status: z.string(),
  /** A repeat order's earlier order number, or ''. */
  RepeatOf: z.string(),
});

export const accountQuotation = z.object({
  _id: z.string(),
  Number: z.string(),
  Revision: z.number().int(),
  Date: z.string(),
  Currency: z.enum(CURRENCIES),
  Value: z.number(),
  State: z.enum(QUOTATION_STATES),
  /** Sent and within its validity: Accept and Decline are offered (on the request's status page). */
  Open: z.boolean(),
  PdfUrl: z.string(),
  /** The request's status page, where the buyer answers it. */
  StatusUrl: z.string(),
});

export const accountOrderLine = z.object({
  _id: z.string(),
  Description: z.string(),
  DrawingNo: z.string(),
  DrawingRev: z.string(),
  Quantity: z.number(),
  Unit: z.enum(QUOTATION_UNITS),
  UnitPrice: z.number(),
  Per: z.number().int(),
});

export const accountOrder = z.object({
  _id: z.string(),
  Number: z.string(),
  PONumber: z.string(),
  Stage: z.enum(ORDER_STAGES),
  /** In the buyer's words ("In production", "Partly dispatched: 600 of 1,000 Nos"). */
  StageLabel: z.string(),
  PromisedDate: z.string(),
  Date: z.string(),
  Currency: z.enum(CURRENCIES),
  Lines: z.array(accountOrderLine),
  Dispatches: z.array(z.object({ DispatchDate: z.string(), Transporter: z.string(), DocketNo: z.string(), InvoiceNo: z.string() })),
  AcknowledgementUrl: z.string(),
  Invoices: z.array(z.object({ Number: z.string(), Date: z.string(), State: z.enum(INVOICE_STATES), GrandTotal: z.number(), PdfUrl: z.string() })),
});

export const accountProforma = z.object({
  Number: z.string(),
  OrderNumber: z.string(),
  Date: z.string(),
  Amount: z.number(),
  /** What is still due of it (0 once the order's payments cover it). */
  Due: z.number(),
  State: z.enum(PROFORMA_STATES),
  PdfUrl: z.string(),
});

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ Items: z.array(item), Total: z.number().int(), Page: z.number().int(), PageSize: z.number().int() });

export const accountSummary = z.object({
  Email: z.string(),
  /** The buyer record's company when the address belongs to one, else ''. */
  Company: z.string(),
  Requests: paged(accountRequest),
  Quotations: paged(accountQuotation),
  Orders: paged(accountOrder),
  Proformas: paged(accountProforma),
});
export type AccountSummary = z.infer<typeof accountSummary>;
export const accountSummaryResponse = successEnvelope(accountSummary);

/**
 * GET /api/v1/account/{quotation,order,invoice,proforma}/:id/...pdf: the session's own documents (ADR 095); an id
 * that is not one of the session's, or no id at all, is the same 404.
 */
export const accountDocumentParams = z.object({ id: z.string({ error: 'No such document.' }).max(64, 'No such document.') });
export const accountQuotationPdfPath = (id: string) => `${API_BASE}/account/quotation/${encodeURIComponent(id)}/pdf`;
export const accountAcknowledgementPdfPath = (id: string) => `${API_BASE}/account/order/${encodeURIComponent(id)}/acknowledgement.pdf`;
export const accountInvoicePdfPath = (id: string) => `${API_BASE}/account/invoice/${encodeURIComponent(id)}/pdf`;
export const accountProformaPdfPath = (id: string) => `${API_BASE}/account/proforma/${encodeURIComponent(id)}/pdf`;
/** A page of the site (not the API): opens the request's status page with a key minted for that click. */
export const accountRequestStatusPath = (id: string) => `/account/request/${encodeURIComponent(id)}/status`;

/** POST /api/v1/account/reorder: the accepted lines of an earlier order, again. */
export const accountReorderBody = z.object({
  OrderId: idField.min(1, 'OrderId is required.'),
  Lines: z
    .array(
      z.object({ LineId: idField.min(1, 'LineId is required.'), Quantity: quantityField('Quantity') }).transform(({ LineId, Quantity }) => ({
        LineId,
        QuantityThousandths: Quantity,
      })),
      { error: 'Lines must be a list of { LineId, Quantity }.' },
    )
    .min(1, 'Choose at least one line to order again.')
    .max(BUYER_ACCOUNT.reorderLinesMax, `At most ${BUYER_ACCOUNT.reorderLinesMax} lines.`)
    .refine((lines) => new Set(lines.map((l) => l.LineId)).size === lines.length, 'Each line may appear once.'),
  PONumber: optionalLine('PO number', 60),
  RequiredBy: dayField('Required by').optional(),
  Note: optionalText('Note', BUYER_ACCOUNT.noteMax),
  /**
   * A new drawing revision (issue 49): files sent as the quote form sends its drawings ({ Name, Body: data URL }),
   * checked the same way (PDF, image, DWG/DXF or STEP/IGES by their bytes, 5 MB each, 20 MB together); stored on
   * the new lead before the earlier request's copied drawings. The desk's no-JavaScript form posts them as
   * multipart/form-data to the page, whose action sends them here.
   */
  Attachments: z
    .array(z.object({ Name: requiredLine('Drawing file name', LIMITS.fileNameMax), Body: dataUrlField('The drawing') }), {
      error: 'Attachments must be a list of { Name, Body }.',
    })
    .max(LIMITS.drawingMaxFiles, `At most ${LIMITS.drawingMaxFiles} drawings per quote.`)
    .optional(),
});
export type AccountReorderBody = z.input<typeof accountReorderBody>;
export type ParsedAccountReorderBody = z.output<typeof accountReorderBody>;
export const accountReorderResponse = successEnvelope(z.object({ Reference: z.string() }));

/** POST /quotation/quote-again { LeadId }: a Draft with the earlier order's lines, prices and terms. */
export const quoteAgainBody = z.object({ LeadId: idField.min(1, 'LeadId is required.') });
