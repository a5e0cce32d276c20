import { z } from 'zod';
import { dayField, idField, plainText, requiredText, successEnvelope } from './common.js';
import { CURRENCIES } from './gst-law.js';
import { PAGE_SIZE_MAX, SEARCH_MAX } from './records.js';
import { quotation, quotationTotalsWire, taxRateSummaryWire } from './quotation-responses.js';
import { CHARGE_KINDS, TAX_MODES } from './quotation-totals.js';
import { QUOTATION_UNITS, rfqReferenceParams } from './quotations.js';

/** Tax invoices (issue 48): made at dispatch from the order's frozen lines; e-way bill data; the Tally import. */

export const INVOICE_STATES = ['Issued', 'Cancelled'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const TRANSPORT_MODES = ['Road', 'Rail', 'Air', 'Ship'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
/** The three copies rule 48 of the CGST Rules asks for, in the PDF's order. */
export const INVOICE_COPIES = ['original', 'duplicate', 'triplicate'] as const;
export type InvoiceCopy = (typeof INVOICE_COPIES)[number];
export const INVOICE_COPY_TITLES: Record<InvoiceCopy, string> = {
  original: 'Original for Recipient',
  duplicate: 'Duplicate for Transporter',
  triplicate: 'Triplicate for Supplier',
};

export const INVOICE_LIMITS = { reasonMax: 500, idsMax: 1000, tallyDaysMax: 366, qrCodeMax: 4000, ackNoMax: 20 } as const;

const requiredId = (label: string) => idField.min(1, `${label} is required.`);
const pageMessage = 'Page must be a whole number from 1.';
const pageSizeMessage = `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`;
const monthMessage = 'Month must be a whole number from 1 to 12.';

/** Filters shared by the paged list and the CSV export; FinancialYear is "26-27", Month 1-12 (of that year). */
export const invoiceFilterFields = {
  /** Matches the invoice number, the order number or the buyer's company. */
  search: plainText('Search', 'Search must be text.').trim().max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters.`).optional(),
  financialYear: plainText('Financial year', 'Financial year must read like 26-27.')
    .regex(/^\d{2}-\d{2}$/, 'Financial year must read like 26-27.')
    .refine((v) => (Number(v.slice(0, 2)) + 1) % 100 === Number(v.slice(3)), 'Financial year must be two years in a row, like 26-27.')
    .optional(),
  month: z.coerce.number({ error: monthMessage }).int(monthMessage).min(1, monthMessage).max(12, monthMessage).optional(),
  state: z.enum(INVOICE_STATES, { error: 'State must be Issued or Cancelled.' }).optional(),
  /** Only invoices that still need their e-way bill number. */
  ewayPending: z.boolean({ error: 'EwayPending must be true or false.' }).optional(),
  BuyerId: idField.optional(),
  OrderId: idField.optional(),
};

/** POST /invoice/list: newest first, paged. */
export const invoiceListBody = z
  .object({
    page: z.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).optional(),
    pageSize: z.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(PAGE_SIZE_MAX, pageSizeMessage).optional(),
    ...invoiceFilterFields,
  })
  .refine((b) => b.month === undefined || b.financialYear !== undefined, { message: 'Choose the financial year of the month.', path: ['month'] })
  .optional();
export type InvoiceListBody = z.input<typeof invoiceListBody>;
export type InvoiceFilters = Omit<NonNullable<z.output<typeof invoiceListBody>>, 'page' | 'pageSize'>;

/** GET /invoice/export: the list's filters as query parameters; every match as CSV. */
export const invoiceExportQuery = z
  .object({
    ...invoiceFilterFields,
    ewayPending: z
      .enum(['true', 'false'], { error: 'EwayPending must be true or false.' })
      .transform((v) => v === 'true')
      .optional(),
  })
  .refine((b) => b.month === undefined || b.financialYear !== undefined, { message: 'Choose the financial year of the month.', path: ['month'] });
export type InvoiceExportQuery = z.input<typeof invoiceExportQuery>;

export const invoiceCancelBody = z.object({
  _id: requiredId('An _id'),
  Reason: requiredText('Reason', INVOICE_LIMITS.reasonMax),
});
export type InvoiceCancelBody = z.input<typeof invoiceCancelBody>;

/** POST /invoice/einvoice: what the e-invoice portal (IRP) returned for the invoice. */
export const invoiceEinvoiceBody = z.object({
  _id: requiredId('An _id'),
  IRN: plainText('IRN', 'IRN is required.')
    .trim()
    .transform((v) => v.toLowerCase())
    .refine((v) => /^[0-9a-f]{64}$/.test(v), 'IRN must be 64 hexadecimal characters.'),
  AckNo: plainText('Acknowledgement number', 'Acknowledgement number is required.')
    .trim()
    .regex(/^\d{1,20}$/, 'Acknowledgement number must be up to 20 digits.'),
  AckDate: dayField('Acknowledgement date'),
  /** The signed QR code's text (a JWT) as the portal gave it. */
  SignedQRCode: plainText('Signed QR code', 'Signed QR code is required.')
    .trim()
    .min(1, 'Signed QR code is required.')
    .max(INVOICE_LIMITS.qrCodeMax, `Signed QR code must be at most ${INVOICE_LIMITS.qrCodeMax} characters.`)
    .regex(/^[A-Za-z0-9_\-.=+/]+$/, 'Signed QR code must be the text the portal gave (letters, digits and . _ - = + /).'),
});
export type InvoiceEinvoiceBody = z.input<typeof invoiceEinvoiceBody>;

/** POST /invoice/eway: the e-way bill made on the portal for this invoice. */
export const invoiceEwayBody = z.object({
  _id: requiredId('An _id'),
  EwayBillNo: plainText('E-way bill number', 'E-way bill number is required.')
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => /^\d{12}$/.test(v), 'E-way bill number must be 12 digits.'),
  EwayBillDate: dayField('E-way bill date'),
});
export type InvoiceEwayBody = z.input<typeof invoiceEwayBody>;

/** POST /invoice/eway-json: the portal's bulk-generation file for these invoices. */
export const invoiceEwayJsonBody = z.object({
  Ids: z
    .array(requiredId('An invoice _id'), { error: 'Ids must be a list of invoice _ids.' })
    .min(1, 'Choose at least one invoice.')
    .max(INVOICE_LIMITS.idsMax, `Choose at most ${INVOICE_LIMITS.idsMax.toLocaleString('en-IN')} invoices.`),
});
export type InvoiceEwayJsonBody = z.input<typeof invoiceEwayJsonBody>;

/** POST /invoice/tally-xml: every invoice dated From to To (India days, both included). */
export const invoiceTallyBody = z
  .object({ From: dayField('From'), To: dayField('To') })
  .refine((b) => b.From <= b.To, { message: 'From must be on or before To.', path: ['From'] });
export type InvoiceTallyBody = z.input<typeof invoiceTallyBody>;

export const invoiceLine = z.object({
  /** The order line it bills. */
  LineId: z.string(),
  Description: z.string(),
  DrawingNo: z.string(),
  HSN: z.string(),
  Quantity: z.number(),
  Unit: z.enum(QUOTATION_UNITS),
  UnitPrice: z.number(),
  Per: z.number().int(),
  DiscountPercent: z.number(),
  GstRate: z.number(),
  /** Its taxable value in rupees (its share of the order line's, see invoiceAmounts). */
  Taxable: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceTransport = z.object({
  Transporter: z.string(),
  /** GSTIN or 15-character transporter id, or ''. */
  TransporterId: z.string(),
  DocketNo: z.string(),
  DispatchDate: z.string(),
  /** GJ03AB1234 ('' when none was given). */
  VehicleNo: z.string(),
  /** null when none was given. */
  DistanceKm: z.number().int().nullable(),
  TransportMode: z.enum(TRANSPORT_MODES),
  Packages: z.number().int(),
});

export const invoice = z.object({
  _id: z.string(),
  /** INV/26-27/0001. */
  Number: z.string(),
  /** The invoice date, YYYY-MM-DD (India). */
  Date: z.string(),
  OrderId: z.string(),
  OrderNumber: z.string(),
  DispatchId: z.string(),
  State: z.enum(INVOICE_STATES),
  CancelReason: z.string(),
  CancelledAt: z.string().nullable(),
  BuyerId: z.string().nullable(),
  /** The order's buyer, frozen. */
  Buyer: quotation.shape.Buyer,
  PONumber: z.string(),
  PODate: z.string().nullable(),
  Currency: z.enum(CURRENCIES),
  TaxMode: z.enum(TAX_MODES),
  Lines: z.array(invoiceLine),
  Charges: z.array(z.object({ Kind: z.enum(CHARGE_KINDS), GstRate: z.number(), Amount: z.number() })),
  TaxSummary: z.array(taxRateSummaryWire),
  Totals: quotationTotalsWire,
  /** The invoice took what remained of its order (its tax per rate is the order's minus the earlier invoices'). */
  Completes: z.boolean(),
  Transport: invoiceTransport,
  /** The total value is above the profile's EwayBillThreshold and no e-way bill number is recorded yet. */
  EwayBillRequired: z.boolean(),
  EwayBillNo: z.string(),
  EwayBillDate: z.string().nullable(),
  /** What the e-invoice portal returned, once recorded. */
  EInvoice: z.object({ IRN: z.string(), AckNo: z.string(), AckDate: z.string(), SignedQRCode: z.string() }).nullable(),
  CreatedAt: z.string(),
  CreatedBy: z.string(),
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceResponse = successEnvelope(invoice);
export const invoiceDetailResponse = successEnvelope(z.array(invoice));

export const invoiceListItem = invoice
  .pick({
    _id: true,
    Number: true,
    Date: true,
    OrderId: true,
    OrderNumber: true,
    BuyerId: true,
    State: true,
    Currency: true,
    EwayBillRequired: true,
    EwayBillNo: true,
  })
  .extend({ Company: z.string(), GSTIN: z.string(), Taxable: z.number(), GrandTotal: z.number() });
export type InvoiceListItem = z.infer<typeof invoiceListItem>;
export const invoiceListResponse = successEnvelope(z.array(invoiceListItem)).extend({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;

/** An invoice as an order or a buyer lists it. */
export const invoiceSummary = invoiceListItem.pick({ _id: true, Number: true, Date: true, State: true, GrandTotal: true, EwayBillRequired: true });
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** An invoice as the buyer's status page lists it: its original copy behind the page's key. */
export const buyerInvoiceView = z.object({
  Number: z.string(),
  Date: z.string(),
  State: z.enum(INVOICE_STATES),
  GrandTotal: z.number(),
  /** The PDF (original copy) with the page's own key (API path, under /api/v1). */
  PdfUrl: z.string(),
});
export type BuyerInvoiceView = z.infer<typeof buyerInvoiceView>;

export const rfqInvoiceParams = rfqReferenceParams.extend({
  id: z.string({ error: 'No such invoice.' }).max(64, 'No such invoice.'),
});

/** GET /rfq/:reference/invoice/:id/pdf?key=: the buyer's original copy, with the status link's key. */
export const rfqInvoicePdfPath = (reference: string, id: string, key: string) =>
  `/rfq/${encodeURIComponent(reference)}/invoice/${encodeURIComponent(id)}/pdf?key=${encodeURIComponent(key)}`;

/** GET /invoice/:id/pdf?copy=: the three copies in one PDF, or one of them. */
export const invoicePdfQuery = z.object({
  copy: z.enum(INVOICE_COPIES, { error: 'Copy must be original, duplicate or triplicate.' }).optional(),
});

const ewayItem = z.object({
  itemNo: z.number().int(),
  productName: z.string(),
  productDesc: z.string(),
  hsnCode: z.number().int(),
  quantity: z.number(),
  qtyUnit: z.enum(['NOS', 'PCS', 'SET', 'PRS', 'KGS', 'MTR', 'OTH']),
  taxableAmount: z.number(),
  cgstRate: z.number(),
  sgstRate: z.number(),
  igstRate: z.number(),
  cessRate: z.literal(0),
  cessNonAdvol: z.literal(0),
});

/** One bill of the e-way bill portal's bulk-generation JSON (its own field names). */
export const ewayBill = z.object({
  userGstin: z.string(),
  supplyType: z.literal('O'),
  subSupplyType: z.literal(1),
  docType: z.literal('INV'),
  docNo: z.string(),
  docDate: z.string(),
  fromGstin: z.string(),
  fromTrdName: z.string(),
  fromAddr1: z.string(),
  fromAddr2: z.string(),
  fromPlace: z.string(),
  fromPincode: z.number().int(),
  fromStateCode: z.number().int(),
  actFromStateCode: z.number().int(),
  toGstin: z.string(),
  toTrdName: z.string(),
  toAddr1: z.string(),
  toAddr2: z.string(),
  toPlace: z.string(),
  toPincode: z.number().int(),
  toStateCode: z.number().int(),
  actToStateCode: z.number().int(),
  transactionType: z.literal(1),
  totalValue: z.number(),
  cgstValue: z.number(),
  sgstValue: z.number(),
  igstValue: z.number(),
  cessValue: z.literal(0),
  cessNonAdvolValue: z.literal(0),
  otherValue: z.number(),
  totInvValue: z.number(),
  transMode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  transDistance: z.number().int(),
  transporterId: z.string(),
  transporterName: z.string(),
  transDocNo: z.string(),
  transDocDate: z.string(),
  vehicleNo: z.string(),
  vehicleType: z.literal('R'),
  itemList: z.array(ewayItem),
});
export type EwayBill = z.infer<typeof ewayBill>;
export const ewayBillFile = z.object({ version: z.literal('1.0.0621'), billLists: z.array(ewayBill) });
export type EwayBillFile = z.infer<typeof ewayBillFile>;
