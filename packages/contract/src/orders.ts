import { z } from 'zod';
import { CURRENCIES } from './gst-law.js';
import { successEnvelope } from './common.js';
import { fileInfo } from './files.js';
import { ORDER_EVENT_TYPES, ORDER_STAGES, ORDER_PRODUCTION_STAGES } from './order-stage-names.js';
import { quotation, quotationChargeWire, quotationLineWire, quotationTotalsWire, taxRateSummaryWire } from './quotation-responses.js';
import { TAX_MODES } from './quotation-totals.js';
import { buyerProformaView } from './payments.js';
import { buyerInvoiceView, invoiceSummary, TRANSPORT_MODES } from './invoices.js';

/**
 * Orders (issue 34): what the order calls answer. An order is a frozen copy of the accepted quotation
 * revision (buyer, lines, charges, totals): later changes to the company profile, defaults or the quotation
 * do not change it. Amounts are rupees, quantities units, dates YYYY-MM-DD (India days) or ISO instants.
 */

const stage = z.enum(ORDER_STAGES);

/** One entry of the order's timeline, oldest first. */
export const orderEvent = z.object({
  _id: z.string(),
  Type: z.enum(ORDER_EVENT_TYPES),
  At: z.string(),
  /** The staff member's name (their e-mail when they have none); 'Buyer' when the buyer accepted online; 'System' for the late check. */
  By: z.string(),
  /**
   * Stage moves: the stages before and after. Promised date: the dates. Assignment: the names ('' for nobody).
   * Proforma: From the action ('issued', 'sent', 'cancelled'), To its number. Payment: From 'received' or
   * 'removed', To the amount and mode ("₹25,000.00 by UPI"). '' otherwise.
   */
  From: z.string(),
  To: z.string(),
  /** The note or reason given with the move, the dispatch's summary, or ''. */
  Note: z.string(),
  /** Staff ticked "Tell the buyer": the buyer sees the note on the status page and got a mail. */
  VisibleToBuyer: z.boolean(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const orderLine = quotationLineWire.extend({
  _id: z.string(),
  /** Units dispatched so far over every dispatch; Remaining is Quantity minus it and ShortClosed. */
  Dispatched: z.number(),
  Remaining: z.number(),
  /** Units left undispatched when the order was closed short (0 otherwise): they will not be sent. */
  ShortClosed: z.number(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderDispatch = z.object({
  _id: z.string(),
  InvoiceNo: z.string(),
  InvoiceDate: z.string(),
  Transporter: z.string(),
  /** The LR / docket number. */
  DocketNo: z.string(),
  DispatchDate: z.string(),
  /** '' when none was given. */
  EwayBillNo: z.string(),
  Packages: z.number().int(),
  /** '' when none was given. */
  VehicleNo: z.string(),
  TransporterId: z.string(),
  DistanceKm: z.number().int().nullable(),
  TransportMode: z.enum(TRANSPORT_MODES),
  /** The tax invoice this dispatch issued (issue 48); null when it was invoiced elsewhere (InvoiceNo given). */
  InvoiceId: z.string().nullable(),
  Lines: z.array(z.object({ LineId: z.string(), Quantity: z.number() })),
  CreatedAt: z.string(),
  CreatedBy: z.string(),
});
export type OrderDispatch = z.infer<typeof orderDispatch>;

/**
 * How much of the order has gone (issue 44), derived on the server from its lines so the orders list, the
 * order screen and the buyer's page all read one answer.
 */
export const orderDispatchProgress = z.object({
  /**
   * Part was dispatched and the rest is still to be made or sent (a production stage, not closed short): the
   * order reads "Partly dispatched" instead of its stage until the rest goes.
   */
  PartlyDispatched: z.boolean(),
  /** What the order reads as: "Partly dispatched" while it is, else its stage. */
  Label: z.string(),
  /** Dispatched of Ordered: units when every line has the same unit, else lines dispatched in full of all lines. */
  Dispatched: z.number(),
  Ordered: z.number(),
  /** The lines' unit ("Nos"), or "lines" when they differ. */
  Unit: z.string(),
  /** "600 of 1,000 Nos" or "1 of 2 lines" (in full); '' while nothing was dispatched. */
  Summary: z.string(),
});
export type OrderDispatchProgress = z.infer<typeof orderDispatchProgress>;

/** What an order and its list row both begin with: its numbers, its quotation and lead, the buyer's PO. */
const orderHead = z.object({
  _id: z.string(),
  /** SO-2026-00017. */
  Number: z.string(),
  /** The accepted quotation revision. */
  QuotationId: z.string(),
  QuotationNumber: z.string(),
  LeadId: z.string().nullable(),
  LeadReference: z.string().nullable(),
  PONumber: z.string(),
  /** The buyer record (issue 46); null only for an order whose buyer was never linked. */
  BuyerId: z.string().nullable(),
});

export const order = orderHead.extend({
  PODate: z.string().nullable(),
  /** The buyer's purchase order file (GET /quotation/po-file/:id), or null. */
  POFile: fileInfo.nullable(),
  Stage: stage,
  /** How much went; while PartlyDispatched the order reads Progress.Label, not its Stage. */
  Progress: orderDispatchProgress,
  /** While On hold: the stage it returns to; null otherwise. */
  HeldFrom: stage.nullable(),
  /** The promised dispatch day (YYYY-MM-DD, India): acceptance day + the longest line lead time, editable. */
  PromisedDate: z.string(),
  /** Not yet Dispatched, Delivered or Cancelled and its promised day is over (India time). */
  Late: z.boolean(),
  /** The account responsible, or null; AssignedToName is its name ('' when nobody). */
  AssignedTo: z.string().nullable(),
  AssignedToName: z.string(),
  Company: z.string(),
  /** The buyer's contact person and e-mail, as accepted. */
  Contact: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Buyer: quotation.shape.Buyer,
  Currency: z.enum(CURRENCIES),
  /** Rupees per unit of the currency as accepted (1 for INR). */
  ExchangeRate: z.number(),
  Lines: z.array(orderLine),
  Charges: z.array(quotationChargeWire),
  TaxMode: z.enum(TAX_MODES),
  TaxSummary: z.array(taxRateSummaryWire),
  Totals: quotationTotalsWire,
  PaymentTerms: z.string(),
  DeliveryTerms: z.string(),
  /** The quotation's notes, frozen with it. */
  Notes: z.string(),
  Dispatches: z.array(orderDispatch),
  /** The tax invoices made here for its dispatches, oldest first (cancelled ones too). */
  Invoices: z.array(invoiceSummary),
  Timeline: z.array(orderEvent),
  AcceptedAt: z.string(),
  /** Who accepted: the buyer's name on the page, or the staff member who marked it. */
  AcceptedByName: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  DispatchedAt: z.string().nullable(),
  DeliveredAt: z.string().nullable(),
  CancelledAt: z.string().nullable(),
  /** Closed short (POST /order/close-short): Dispatched with part of the lines never sent; the reason, or ''. */
  ClosedShort: z.boolean(),
  ClosedShortReason: z.string(),
  /** Rupees received against the order (payments not removed), and the grand total minus them. */
  Received: z.number(),
  Balance: z.number(),
});
export type Order = z.infer<typeof order>;

export const orderResponse = successEnvelope(order);
/** getByID: the order in data[0]. */
export const orderDetailResponse = successEnvelope(z.array(order));

/** A row of the orders list: enough for the table, never the lines. */
export const orderListItem = orderHead.extend({
  Company: z.string(),
  Contact: z.string(),
  Stage: stage,
  PromisedDate: z.string(),
  Late: z.boolean(),
  AssignedTo: z.string().nullable(),
  AssignedToName: z.string(),
  Currency: z.enum(CURRENCIES),
  GrandTotal: z.number(),
  /** Units dispatched of units ordered, over every line (0 to 1). */
  DispatchedShare: z.number(),
  /** As on the order: while PartlyDispatched the row reads Progress.Label with its Summary. */
  Progress: orderDispatchProgress,
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const orderListResponse = successEnvelope(z.array(orderListItem)).extend({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Matches of the other filters per stage (ignoring the stage filter), for the filter chips. */
  stageCounts: z.record(z.string(), z.number().int()),
  /** Matches of the other filters that are Late (ignoring the late filter). */
  lateCount: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;

/**
 * The dashboard's order figures (issue 34); amounts in rupees (an order in another currency at its frozen
 * exchange rate, rounded half up to the paisa), months in India time.
 */
export const orderFigures = z.object({
  /** Open orders per production stage, in the flow's order, plus On hold last. */
  inProductionByStage: z.array(z.object({ Stage: z.enum([...ORDER_PRODUCTION_STAGES, 'On hold']), Count: z.number().int() })),
  inProduction: z.number().int(),
  late: z.number().int(),
  /**
   * Dispatches recorded with a dispatch date this month (part dispatches included) and the taxable value of what
   * they sent, at each order's line prices.
   */
  dispatchedThisMonth: z.number().int(),
  dispatchedThisMonthValue: z.number(),
  /** Orders created (quotations accepted) this month, Cancelled ones left out, and their value, against quotations sent this month. */
  bookedThisMonth: z.number().int(),
  bookedThisMonthValue: z.number(),
  quotedThisMonthValue: z.number(),
});
export type OrderFigures = z.infer<typeof orderFigures>;

/**
 * The order as its buyer sees it on the status page: no internal notes, no assigned person, no totals
 * beyond the quotation already shown. Timeline holds stage moves (and dispatches) with notes only where
 * staff ticked "Tell the buyer".
 */
export const buyerOrderView = z.object({
  Number: z.string(),
  PONumber: z.string(),
  Stage: stage,
  /**
   * The stage in the buyer's words (ORDER_STAGE_BUYER_LABELS); while part was dispatched and the rest is still
   * to go, "Partly dispatched: 600 of 1,000 Nos" (the order's Progress).
   */
  StageLabel: z.string(),
  PromisedDate: z.string(),
  CreatedAt: z.string(),
  /** Closed short: part was dispatched and the rest will not be (StageLabel then says "Closed: N of M dispatched"). */
  ClosedShort: z.boolean(),
  Lines: z.array(z.object({ Description: z.string(), Unit: z.string(), Quantity: z.number(), Dispatched: z.number() })),
  Timeline: z.array(
    z.object({
      At: z.string(),
      Stage: stage,
      StageLabel: z.string(),
      /** '' unless staff chose to tell the buyer. */
      Note: z.string(),
    }),
  ),
  Dispatches: z.array(
    orderDispatch
      .pick({ InvoiceNo: true, InvoiceDate: true, Transporter: true, DocketNo: true, DispatchDate: true, EwayBillNo: true, Packages: true })
      .extend({
        Lines: z.array(z.object({ Description: z.string(), Unit: z.string(), Quantity: z.number() })),
      }),
  ),
  /** The proformas mailed to the buyer (issue 46), oldest first, each with its PDF behind the page's key. */
  Proformas: z.array(buyerProformaView),
  /** The tax invoices of its dispatches (issue 48), oldest first, each with its original copy behind the page's key. */
  Invoices: z.array(buyerInvoiceView),
});
export type BuyerOrderView = z.infer<typeof buyerOrderView>;
