import { z } from 'zod';
import { BUSINESS_HOURS } from './business-hours.js';
import { LIMITS, RECORD_STATUSES, RECORD_TYPES, RECORD_WIRE, type RecordKind } from './constants.js';
import { dayField, emailField, idField, oneLineText, optionalLine, optionalText, requiredLine, successEnvelope } from './common.js';
import { dataUrlField, drawingInfo, fileInfo } from './files.js';
import { ATTRIBUTION_LIMITS } from './lead-attribution.js';
import { QUOTATION_SOURCES, quotationSourceField } from './quotations.js';

const statusField = z.enum(RECORD_STATUSES, {
  error: `Status must be one of: ${RECORD_STATUSES.join(', ')}.`,
});

/** Fields a visitor sends, shared by quotes and inquiries. */
export const recordFields = {
  Title: requiredLine('Full name', LIMITS.nameMax),
  Description: optionalText('Description', LIMITS.descriptionMax),
  Email: emailField,
  ContactNo: oneLineText('Phone number', 'Phone number must be text.')
    .max(LIMITS.phoneMax, `Phone number must be at most ${LIMITS.phoneMax} characters.`)
    .regex(/^[0-9+()\-.\s/]*$/, 'Phone number may contain only digits, spaces and + ( ) - . /')
    .nullish()
    .transform((v) => v ?? ''),
  Message: optionalText('Message', LIMITS.messageMax),
  Status: statusField.optional(),
  /** Honeypot: people never see it, so a value means a bot. */
  Website: z.string().max(500).optional(),
};

const pagePathField = (label: string) =>
  optionalLine(label, ATTRIBUTION_LIMITS.pathMax).refine(
    (v) => v === '' || v.startsWith('/'),
    `${label} must be a path on this site, starting with /.`,
  );
const utmField = (name: string) => optionalLine(`utm_${name}`, ATTRIBUTION_LIMITS.utmMax);

/** Where a new lead came from (issue 37, ADR 082); all optional, an update ignores them. */
export const attributionFields = {
  PagePath: pagePathField('The page sent from'),
  LandingPath: pagePathField('The landing page'),
  Referrer: optionalLine('The referring site', ATTRIBUTION_LIMITS.referrerMax)
    .refine((v) => /^[a-z0-9.-]*$/i.test(v), 'The referring site must be a host name, like www.google.com.')
    .transform((v) => v.toLowerCase()),
  UtmSource: utmField('source'),
  UtmMedium: utmField('medium'),
  UtmCampaign: utmField('campaign'),
};

/** An update names its record; createdAt comes back with it and is ignored. */
const updateFields = {
  _id: idField.optional(),
  createdAt: z.string().optional(),
  /** Updates only: an active account's _id assigns the lead to that person, null unassigns it; absent leaves it. */
  AssignedTo: idField.min(1, 'AssignedTo must be an account _id or null.').nullable().optional(),
  /** Sent back as received; the server ignores it. */
  AssignedToName: z.string().optional(),
};

/** One extra drawing of a new quote. */
const drawingUpload = z.object({
  Name: requiredLine('Drawing file name', LIMITS.fileNameMax),
  Body: dataUrlField('The drawing'),
});
export type DrawingUpload = z.infer<typeof drawingUpload>;

/** POST /quote/save. Without _id: a public create (Status forced to New). With _id: an admin update. */
export const quoteSaveBody = z
  .object({
    ...recordFields,
    ...attributionFields,
    ...updateFields,
    Types: z.literal(RECORD_WIRE.quote.types, { error: `Types must be '${RECORD_WIRE.quote.types}'.` }).default(RECORD_WIRE.quote.types),
    MediaFileName: optionalLine('Drawing file name', LIMITS.fileNameMax),
    MediaFileBody: dataUrlField('The drawing').nullish(),
    /**
     * More drawings beyond MediaFileName/MediaFileBody (or all of them): each checked like the first.
     * An update (with _id) ignores it, so a client may send back a record as it got it.
     */
    Attachments: z
      .array(z.custom<DrawingUpload>(), { error: 'Attachments must be a list of { Name, Body }.' })
      .max(LIMITS.drawingMaxFiles, `At most ${LIMITS.drawingMaxFiles} drawings per quote.`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body._id) return;
    body.Attachments?.forEach((item, index) => {
      const parsed = drawingUpload.safeParse(item);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['Attachments', index, ...issue.path], message: issue.message });
    });
  });
export type QuoteSaveBody = z.input<typeof quoteSaveBody>;

/** POST /inquery/save (an inquiry), same rules as quotes but no drawing. */
export const inquirySaveBody = z.object({
  ...recordFields,
  ...attributionFields,
  ...updateFields,
  Types: z.literal(RECORD_WIRE.inquiry.types, { error: `Types must be '${RECORD_WIRE.inquiry.types}'.` }).default(RECORD_WIRE.inquiry.types),
});
export type InquirySaveBody = z.input<typeof inquirySaveBody>;

export const RECORD_SORTS = ['newest', 'oldest'] as const;
export const PAGE_SIZE_MAX = 200;
export const PAGE_SIZE_DEFAULT = 50;
export const SEARCH_MAX = 200;
export const RECORD_ASSIGNED_FILTERS = ['me', 'unassigned'] as const;
export type RecordAssignedFilter = (typeof RECORD_ASSIGNED_FILTERS)[number];

/** Filters shared by the paged list (JSON body) and the CSV export (query string). */
export const recordFilterFields = {
  search: oneLineText('Search', 'Search must be text.').max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters.`).optional(),
  status: z.array(statusField, { error: 'Status must be a list of statuses.' }).max(RECORD_STATUSES.length).optional(),
  sort: z.enum(RECORD_SORTS, { error: "Sort must be 'newest' or 'oldest'." }).optional(),
  from: dayField('From').optional(),
  to: dayField('To').optional(),
  /** Only records still New past the 24-business-hour promise (see business-hours.ts). */
  overdue: z.boolean({ error: 'Overdue must be true or false.' }).optional(),
  /** 'me': assigned to the signed-in account; 'unassigned': assigned to nobody. */
  assigned: z.enum(RECORD_ASSIGNED_FILTERS, { error: "Assigned must be 'me' or 'unassigned'." }).optional(),
  /** Where the leads came from (issue 33): Website, or what staff chose when logging one by hand. */
  source: z.array(quotationSourceField, { error: 'Source must be a list of sources.' }).max(QUOTATION_SOURCES.length).optional(),
  /** The lead's origin (ADR 082): a utm_source, a referring host or 'Direct'; matched whole, ignoring case. */
  origin: oneLineText('Origin', 'Origin must be text.')
    .max(ATTRIBUTION_LIMITS.referrerMax, `Origin must be at most ${ATTRIBUTION_LIMITS.referrerMax} characters.`)
    .optional(),
};

const fromBeforeTo = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const FROM_AFTER_TO = { message: 'From must be on or before To.', path: ['from'] };

/** POST /quote/list and /inquery/list. With `page` the answer is one page and the totals; without, every record. */
export const recordListBody = z
  .object({
    Types: z.string().optional(),
    page: z
      .number({ error: 'Page must be a whole number from 1.' })
      .int('Page must be a whole number from 1.')
      .min(1, 'Page must be a whole number from 1.')
      .optional(),
    pageSize: z
      .number({ error: `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.` })
      .int(`Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`)
      .min(1, `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`)
      .max(PAGE_SIZE_MAX, `Page size must be a whole number from 1 to ${PAGE_SIZE_MAX}.`)
      .optional(),
    ...recordFilterFields,
  })
  .refine(fromBeforeTo, FROM_AFTER_TO)
  .optional();
export type RecordListBody = z.input<typeof recordListBody>;
export type RecordFilters = Pick<
  NonNullable<z.output<typeof recordListBody>>,
  'search' | 'status' | 'sort' | 'from' | 'to' | 'overdue' | 'assigned' | 'source' | 'origin'
>;

/** A query-string value may come once (a string) or repeated (an array). */
const asList = (v: unknown) => (v === undefined || Array.isArray(v) ? v : [v]);

/** GET /quote/export and /inquery/export: the same filters as query parameters. */
export const recordExportQuery = z
  .object({
    ...recordFilterFields,
    status: z.preprocess(asList, recordFilterFields.status),
    source: z.preprocess(asList, recordFilterFields.source),
    overdue: z
      .enum(['true', 'false'], { error: 'Overdue must be true or false.' })
      .transform((v) => v === 'true')
      .optional(),
  })
  .refine(fromBeforeTo, FROM_AFTER_TO);
export type RecordExportQuery = z.input<typeof recordExportQuery>;

export const record = z.object({
  _id: z.string(),
  /** Q-2026-00042 / I-2026-00017 (see rfq-status.ts). */
  Reference: z.string(),
  Title: z.string(),
  Description: z.string(),
  /** The buyer's company as the request gave it ('' for none). */
  Company: z.string(),
  /** The buyer record the request is linked to (issue 46). */
  BuyerId: z.string().nullable(),
  Email: z.string(),
  ContactNo: z.string(),
  Message: z.string(),
  Types: z.enum(RECORD_TYPES),
  Status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  MediaFileName: z.string(),
  /** The first stored drawing, when there is one: fetch `url` with the bearer token. */
  Attachment: fileInfo.nullable(),
  /** Every drawing of the quote, in the order sent (also after the retention purge, without bytes). */
  Attachments: z.array(drawingInfo),
  /** The account the lead is assigned to, or null. */
  AssignedTo: z.string().nullable(),
  /** That account's name (its e-mail when it has none); '' when unassigned. */
  AssignedToName: z.string(),
  /** Where the lead came from: Website for the site's forms, or what staff chose when logging it by hand. */
  Source: z.enum(QUOTATION_SOURCES),
  /**
   * A repeat order from the buyer's desk (issue 49): the earlier order, its last price of the first line and the
   * day it was accepted ("Repeat of SO-2026-00017 (last price ₹486.50 for 250 Nos, 14 March 2026)"); else null.
   */
  RepeatOf: z.object({ OrderId: z.string(), Number: z.string(), Summary: z.string() }).nullable(),
  /** Where the visit came from and the pages (ADR 082); '' when unknown. Origin: utm_source, else the referring site, else Direct. */
  Attribution: z.object({
    PagePath: z.string(),
    LandingPath: z.string(),
    Referrer: z.string(),
    UtmSource: z.string(),
    UtmMedium: z.string(),
    UtmCampaign: z.string(),
    Origin: z.string(),
  }),
});
export type RecordItem = z.infer<typeof record>;

/** Without `page`: every record. With it: that page, plus total matches and counts per status and overdue. */
export const recordListResponse = successEnvelope(z.array(record)).extend({
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
  /** Matches of the search and dates per status (ignoring the status and overdue filters), for the filter chips. */
  statusCounts: z.record(z.string(), z.number().int()).optional(),
  overdueCount: z.number().int().optional(),
});
export type RecordListResponse = z.infer<typeof recordListResponse>;
/**
 * A save's answer. A public create (201) also carries `StatusPath`, the buyer's private status page with its key
 * (`/rfq/Q-2026-00042?key=...`, rfqStatusPath), the same page and key the acknowledgement mail links to, so the
 * form can show it at once. Only the key's hash is stored, so an idempotent replay (200) and a staff update carry none.
 */
export const recordSaveResponse = successEnvelope(record).extend({ StatusPath: z.string().optional() });

/** The CSV export's file name, dated in India time: quotes-2026-11-23.csv / inquiries-2026-11-23.csv. */
export function recordExportFileName(kind: RecordKind, now = new Date()): string {
  const day = new Date(now.getTime() + BUSINESS_HOURS.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
  return `${kind === 'quote' ? 'quotes' : 'inquiries'}-${day}.csv`;
}
