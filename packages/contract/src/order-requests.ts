import { z } from 'zod';
import { dayField, idField, oneLineText, optionalLine, optionalText, plainText, requiredLine } from './common.js';
import { quantityField } from './money.js';
import { ORDER_STAGES } from './order-stage-names.js';
import { orderStageField } from './order-stages.js';
import { PAGE_SIZE_MAX, RECORD_SORTS, SEARCH_MAX } from './records.js';
import { QUOTATION_LIMITS } from './quotations.js';
import { TRANSPORT_MODES } from './invoices.js';

/** Orders (issue 34): the request bodies and the export's query. */

export const ORDER_LIMITS = {
  noteMax: 4000,
  invoiceNoMax: 60,
  transporterMax: 200,
  docketNoMax: 100,
  packagesMax: 100_000,
  dispatchLinesMax: QUOTATION_LIMITS.linesMax,
  closeShortReasonMax: 500,
  distanceKmMax: 4000,
} as const;

/** 'promised': earliest promised dispatch day first (the late screen's order). */
export const ORDER_SORTS = [...RECORD_SORTS, 'promised'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const fromBeforeTo = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const FROM_AFTER_TO = { message: 'From must be on or before To.', path: ['from'] };

/** Filters shared by the paged list (JSON body) and the CSV export (query string); from/to are creation days, India time. */
export const orderFilterFields = {
  /** Matches the order number, the PO number or the buyer's company (and the quotation number). */
  search: plainText('Search', 'Search must be text.').trim().max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters.`).optional(),
  stage: z.array(orderStageField, { error: 'Stage must be a list of order stages.' }).max(ORDER_STAGES.length).optional(),
  /** true: only Late orders; false: only orders that are not. */
  late: z.boolean({ error: 'Late must be true or false.' }).optional(),
  /** 'me': assigned to the signed-in account; 'unassigned': to nobody; or an account _id. */
  assigned: oneLineText('Assigned', "Assigned must be 'me', 'unassigned' or an account _id.")
    .min(1, "Assigned must be 'me', 'unassigned' or an account _id.")
    .max(64, "Assigned must be 'me', 'unassigned' or an account _id.")
    .optional(),
  sort: z.enum(ORDER_SORTS, { error: "Sort must be 'newest', 'oldest' or 'promised'." }).optional(),
  from: dayField('From').optional(),
  to: dayField('To').optional(),
};

const pageMessage = 'Page must be a whole number from 1.';
const pageSizeMessage = `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`;

/** POST /order/list: one page (default 1, PAGE_SIZE_DEFAULT rows) and the total of matches. */
export const orderListBody = z
  .object({
    page: z.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).optional(),
    pageSize: z.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(PAGE_SIZE_MAX, pageSizeMessage).optional(),
    ...orderFilterFields,
  })
  .refine(fromBeforeTo, FROM_AFTER_TO)
  .optional();
export type OrderListBody = z.input<typeof orderListBody>;
export type OrderFilters = Omit<NonNullable<z.output<typeof orderListBody>>, 'page' | 'pageSize'>;

/** A query-string value may come once (a string) or repeated (an array). */
const asList = (v: unknown) => (v === undefined || Array.isArray(v) ? v : [v]);

/** GET /order/export: the list's filters as query parameters; every match as CSV. */
export const orderExportQuery = z
  .object({
    ...orderFilterFields,
    stage: z.preprocess(asList, orderFilterFields.stage),
    late: z
      .enum(['true', 'false'], { error: 'Late must be true or false.' })
      .transform((v) => v === 'true')
      .optional(),
  })
  .refine(fromBeforeTo, FROM_AFTER_TO);
export type OrderExportQuery = z.input<typeof orderExportQuery>;

const orderId = idField.min(1, 'An _id is required.');
const noteField = optionalText('Note', ORDER_LIMITS.noteMax);
const notifyBuyerField = z.boolean({ error: 'NotifyBuyer must be true or false.' }).optional();

/** POST /order/stage: a move to another stage (see orderStageMoveProblem for the rules). */
export const orderStageBody = z.object({
  _id: orderId,
  Stage: orderStageField,
  /** Required to move back, cancel or hold (the reason). */
  Note: noteField,
  /** Mail the buyer the stage (in their words), the note and the status link; the note shows on their page. */
  NotifyBuyer: notifyBuyerField,
});
export type OrderStageBody = z.input<typeof orderStageBody>;

const dispatchLine = z
  .object({
    LineId: idField.min(1, 'LineId must be an order line _id.'),
    Quantity: quantityField('Dispatched quantity'),
  })
  .transform(({ LineId, Quantity }) => ({ LineId, QuantityThousandths: Quantity }));

const packagesMessage = `Packages must be a whole number from 1 to ${ORDER_LIMITS.packagesMax.toLocaleString('en-IN')}.`;

const VEHICLE_NUMBER = /^(?:[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}|[0-9]{2}BH[0-9]{4}[A-Z]{1,2})$/;
const distanceMessage = `Distance must be a whole number of kilometres from 1 to ${ORDER_LIMITS.distanceKmMax.toLocaleString('en-IN')}.`;

/**
 * POST /order/dispatch: one dispatch (part or all of the remaining quantity of some lines). Without InvoiceNo the
 * dispatch issues a tax invoice here (issue 48), dated InvoiceDate or today; with it the invoice was made elsewhere.
 */
export const orderDispatchBody = z
  .object({
    _id: orderId,
    /** '' or absent: issue a tax invoice here with the next number of the invoice series. */
    InvoiceNo: optionalLine('Invoice number', ORDER_LIMITS.invoiceNoMax),
    /** Required with an InvoiceNo; else the invoice made here is dated this day (default today). */
    InvoiceDate: dayField('Invoice date').optional(),
    Transporter: requiredLine('Transporter', ORDER_LIMITS.transporterMax),
    DocketNo: requiredLine('LR / docket number', ORDER_LIMITS.docketNoMax),
    DispatchDate: dayField('Dispatch date'),
    /** The GST e-way bill: 12 digits (spaces allowed between groups); optional. */
    EwayBillNo: optionalLine('E-way bill number', 20)
      .transform((v) => v.replace(/\s+/g, ''))
      .refine((v) => v === '' || /^\d{12}$/.test(v), 'E-way bill number must be 12 digits.'),
    /** An Indian registration (GJ03AB1234); spaces and dashes ignored, upper-cased; optional. */
    VehicleNo: optionalLine('Vehicle number', 20)
      .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
      .refine((v) => v === '' || VEHICLE_NUMBER.test(v), 'Vehicle number must be an Indian registration like GJ03AB1234.'),
    /** The transporter's GSTIN or 15-character transporter id; optional. */
    TransporterId: optionalLine('Transporter id', 15)
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || /^[0-9A-Z]{15}$/.test(v), 'Transporter id must be a GSTIN or a 15-character transporter id.'),
    DistanceKm: z
      .number({ error: distanceMessage })
      .int(distanceMessage)
      .min(1, distanceMessage)
      .max(ORDER_LIMITS.distanceKmMax, distanceMessage)
      .optional(),
    TransportMode: z.enum(TRANSPORT_MODES, { error: 'Transport mode must be Road, Rail, Air or Ship.' }).default('Road'),
    Packages: z.number({ error: packagesMessage }).int(packagesMessage).min(1, packagesMessage).max(ORDER_LIMITS.packagesMax, packagesMessage),
    Lines: z
      .array(dispatchLine, { error: 'Lines must be a list of { LineId, Quantity }.' })
      .min(1, 'A dispatch needs at least one line with a quantity.')
      .max(ORDER_LIMITS.dispatchLinesMax, `A dispatch may have at most ${ORDER_LIMITS.dispatchLinesMax} lines.`)
      .refine((lines) => new Set(lines.map((l) => l.LineId)).size === lines.length, 'Each line may appear once in a dispatch.'),
    /** Mail the buyer the dispatch (transporter, docket number, what was sent, the invoice) and the status link. */
    NotifyBuyer: notifyBuyerField,
    /** An optional note kept with the dispatch in the timeline (shown to the buyer when NotifyBuyer). */
    Note: noteField,
    /** Owners only: dispatch although the advance (DispatchNeedsAdvancePercent) is not in; Note then says why. */
    OverrideAdvance: z.boolean({ error: 'OverrideAdvance must be true or false.' }).optional(),
  })
  .refine((b) => b.InvoiceNo === '' || b.InvoiceDate !== undefined, {
    message: 'Invoice date is required with an invoice number.',
    path: ['InvoiceDate'],
  })
  .refine((b) => !b.OverrideAdvance || b.Note !== '', { message: 'Say in Note why the order goes before the advance is in.', path: ['Note'] });
export type OrderDispatchBody = z.input<typeof orderDispatchBody>;
export type ParsedOrderDispatchBody = z.output<typeof orderDispatchBody>;

/** POST /order/update: the promised dispatch day and/or the person responsible (null: nobody). */
export const orderUpdateBody = z
  .object({
    _id: orderId,
    PromisedDate: dayField('Promised date').optional(),
    AssignedTo: idField.min(1, 'AssignedTo must be an account _id or null.').nullable().optional(),
    /** Why the promise moved (kept in the timeline). */
    Note: noteField,
  })
  .refine((b) => b.PromisedDate !== undefined || b.AssignedTo !== undefined, {
    message: 'Nothing to update: send PromisedDate or AssignedTo.',
    path: ['PromisedDate'],
  });
export type OrderUpdateBody = z.input<typeof orderUpdateBody>;

/** POST /order/note: a note in the order's timeline (shown to the buyer, and mailed, when NotifyBuyer). */
export const orderNoteBody = z.object({
  _id: orderId,
  Note: plainText('A note', 'A note is required.')
    .trim()
    .min(1, 'A note is required.')
    .max(ORDER_LIMITS.noteMax, `A note must be at most ${ORDER_LIMITS.noteMax} characters.`),
  NotifyBuyer: notifyBuyerField,
});
export type OrderNoteBody = z.input<typeof orderNoteBody>;

const reasonMax = ORDER_LIMITS.closeShortReasonMax;

/** POST /order/close-short: a partly dispatched order closed without the rest, with the reason (kept in the timeline). */
export const orderCloseShortBody = z.object({
  _id: orderId,
  Reason: plainText('Reason', 'A reason is required.')
    .trim()
    .min(1, 'A reason is required.')
    .max(reasonMax, `A reason must be at most ${reasonMax} characters.`),
});
export type OrderCloseShortBody = z.input<typeof orderCloseShortBody>;

/** The CSV export's file name, dated in India time: orders-2026-11-27.csv. */
export const orderExportFileName = (indiaDay: string) => `orders-${indiaDay}.csv`;
