import type { RecordKind } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { admins } from './account-schema.js';
import { buyers } from './buyer-schema.js';

// Tables with no link to the others live in their own files (this one stays readable).
export * from './activity-schema.js';
export * from './support-schema.js';
export * from './company-schema.js';
export * from './quotation-schema.js';
export * from './order-schema.js';
export * from './content-schema.js';
export * from './buyer-schema.js';
export * from './payment-schema.js';
export * from './invoice-schema.js';
export * from './buyer-account-schema.js';
export * from './estimate-schema.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

// The team's tables (accounts, sessions, one-time links, recovery codes) live in their own file.
export * from './account-schema.js';

/** Uploaded bytes (drawings, product images) live in their own table, shared by every server process. */
export const THUMBNAIL_STATUSES = ['none', 'pending', 'ready', 'failed'] as const;

export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({
      enum: ['drawing', 'product-image', 'quotation-pdf', 'purchase-order', 'site-image', 'site-document', 'proforma-pdf', 'order-pdf'],
    }).notNull(),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Drawings: 'pending' until a thumbnail worker made the PNG ('ready') or gave up ('failed'). */
    thumbnailStatus: text({ enum: THUMBNAIL_STATUSES }).notNull().default('none'),
    thumbnail: bytea(),
    /** A thumbnail worker's claim: while in the future, no other worker takes the file. */
    thumbnailLockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('files_thumbnail_status_idx').on(t.thumbnailStatus)],
);

/** An uploaded product image's resized copies (400 and 800 wide, AVIF and WebP); the original stays in `files`. */
export const imageVariants = pgTable(
  'image_variants',
  {
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    format: text({ enum: ['avif', 'webp'] }).notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    size: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.format, t.width] })],
);

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: text().notNull(),
    title: text().notNull(),
    stn: text().notNull(),
    description: text().notNull().default(''),
    material: text().notNull().default(''),
    tolerance: text().notNull().default(''),
    application: text().notNull().default(''),
    finish: text().notNull().default(''),
    imagesType: text({ enum: ['URL', 'UploadImage'] }).notNull(),
    imageUrl: text(),
    imageFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    mediaFileName: text().notNull().default(''),
    category: text().notNull().default(''),
    tags: jsonb().$type<string[]>().notNull().default([]),
    specSheetUrl: text().notNull().default(''),
    dateAdded: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('products_created_idx').on(t.createdAt)],
);

// Written out, not imported: drizzle-kit loads this file through require(), which the contract does not offer.
const RECORD_KINDS = ['quote', 'inquiry'] as const satisfies readonly RecordKind[];

/** Quote requests and inquiries share one table, told apart by `kind` (the API's 'Types'). */
export const records = pgTable(
  'records',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: RECORD_KINDS }).notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** The buyer's company as the request gave it ('' for none); the Description keeps it too, for the mails. */
    company: text().notNull().default(''),
    /** The buyer record the request belongs to (linked at once when it is made; see modules/buyers). */
    buyerId: uuid().references(() => buyers.id, { onDelete: 'set null' }),
    email: text().notNull(),
    contactNo: text().notNull().default(''),
    message: text().notNull().default(''),
    status: text().notNull().default('New'),
    mediaFileName: text().notNull().default(''),
    /** Q-2026-00042 / I-2026-00017, from reference_counters (see modules/documents). */
    reference: text().notNull().unique(),
    /** SHA-256 of the buyer's status-page key; the key itself is only in the acknowledgement mail. */
    statusKeyHash: text(),
    /** Lower-cased text the admin search matches (name, company and details, e-mail, phone, reference, message). */
    searchText: text().generatedAlwaysAs(
      sql`lower(reference || ' ' || title || ' ' || email || ' ' || contact_no || ' ' || description || ' ' || message)`,
    ),
    /** When the retention rule (DRAWING_RETENTION_DAYS) deleted the drawings' bytes. */
    drawingsRemovedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Where the lead came from: 'Website' for the site's forms; staff log the others by hand (issue 33). */
    source: text().notNull().default('Website'),
    /** A repeat order from the buyer's desk (issue 49): the earlier order (no foreign key: orders refer to records). */
    repeatOfOrderId: uuid(),
    /** A repeat order's lines as the buyer asked for them: the earlier order line and the new quantity (quote-again reads them). */
    repeatLines: jsonb().$type<{ LineId: string; QuantityThousandths: number }[]>(),
    /** The team member the lead is assigned to (null: nobody); an account is deactivated, never deleted. */
    assignedTo: uuid().references(() => admins.id, { onDelete: 'set null' }),
    /** Where the lead came from (issue 37, ADR 082): the pages as paths, the referring host, the visit's utm_*. */
    pagePath: text().notNull().default(''),
    landingPath: text().notNull().default(''),
    referrer: text().notNull().default(''),
    utmSource: text().notNull().default(''),
    utmMedium: text().notNull().default(''),
    utmCampaign: text().notNull().default(''),
    /** The origin the lists filter on and the dashboard counts: utm_source, else the referrer, else Direct (or the hand-logged source). */
    origin: text().generatedAlwaysAs(
      sql`case when utm_source <> '' then lower(utm_source) when referrer <> '' then referrer when source = 'Website' then 'Direct' else source end`,
    ),
    ...timestamps,
  },
  (t) => [
    index('records_kind_created_idx').on(t.kind, t.createdAt),
    index('records_kind_status_created_idx').on(t.kind, t.status, t.createdAt),
    index('records_created_idx').on(t.createdAt),
    index('records_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('records_kind_assigned_created_idx').on(t.kind, t.assignedTo, t.createdAt),
    // The buyer's desk (issue 49): the requests of a signed-in address.
    index('records_email_lower_idx').on(sql`lower(${t.email})`),
    // Trigram index (pg_trgm): serves LIKE '%term%' for terms of 3 characters or more.
    index('records_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * How many records of each kind have each status, kept by statement triggers on `records` (migration 0005),
 * so the status chips and the dashboard count without scanning 100,000 rows.
 */
export const recordStatusCounts = pgTable(
  'record_status_counts',
  {
    kind: text({ enum: RECORD_KINDS }).notNull(),
    status: text().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status] })],
);

export const RECORD_EVENT_TYPES = ['status', 'note', 'assignment', 'quotation'] as const;

/** What staff did to a record: status changes (from, to), notes and assignments (assignee before, after), with who and when. */
export const recordEvents = pgTable(
  'record_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    recordId: uuid()
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    type: text({ enum: RECORD_EVENT_TYPES }).notNull(),
    /** The staff account's e-mail at the time (kept if the account is later removed). */
    actor: text().notNull(),
    text: text().notNull().default(''),
    /** Status changes: the statuses; assignments: the assignees' names ('' for nobody). */
    fromStatus: text(),
    toStatus: text(),
    /** A status link staff shared with the buyer themselves (WhatsApp): SHA-256 of its key, which only that link holds. */
    buyerKeyHash: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('record_events_record_idx').on(t.recordId, t.createdAt)],
);

/**
 * The drawings of a quote in the order sent. Name, type and size stay here when the retention rule
 * deletes the bytes (file_id becomes null).
 */
export const recordAttachments = pgTable(
  'record_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    recordId: uuid()
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    fileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    position: integer().notNull(),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
  },
  (t) => [uniqueIndex('record_attachments_record_position_idx').on(t.recordId, t.position)],
);

/** Last number handed out per record kind (and 'quotation', 'order') and India-time year; bumped with UPSERT ... RETURNING. */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    kind: text({ enum: [...RECORD_KINDS, 'quotation', 'order', 'proforma', 'invoice'] }).notNull(),
    year: integer().notNull(),
    lastValue: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** Idempotency-Key of a public create: the same key within 24 hours answers the same record. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text({ enum: RECORD_KINDS }).notNull(),
    key: text().notNull(),
    recordId: uuid().references(() => records.id, { onDelete: 'cascade' }),
    /** SHA-256 of the first request's body: a replay with another body is refused (422). */
    requestHash: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const OUTBOX_KINDS = [
  'staff-notification',
  'buyer-acknowledgement',
  'team-invite',
  'password-reset',
  'lead-assigned',
  'sign-in-throttled',
  'quotation-sent',
  'quotation-answered',
  'quotation-confirmation',
  'order-stage',
  'order-dispatched',
  'order-late',
  'order-assigned',
  'proforma-sent',
  'buyer-sign-in',
] as const;
/** `skipped`: never sent on purpose (lastError says why, e.g. the recipient's daily acknowledgement limit). */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type OutboxAttachment = { fileId: string; name: string };

/** Mails waiting to go out (durable outbox): written with the lead, sent by every process's sender. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    recordId: uuid().references(() => records.id, { onDelete: 'set null' }),
    kind: text({ enum: OUTBOX_KINDS }).notNull(),
    to: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** Drawings by file id: the bytes stay in `files`, read at send time. */
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Start of the retry window (3 days); Resend starts a new one. */
    queuedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A sender's claim: while in the future, no other sender takes the message. */
    claimToken: uuid(),
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Set when OUTBOX_KEEP_DAYS removed the body (text, html, attachments) of a sent, failed or skipped mail; the row stays. */
    bodyPrunedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_idx').on(t.createdAt),
    // The acknowledgement limit counts a recipient's mails of one kind over the last day.
    index('outbox_recipient_idx').on(t.to, t.kind, t.createdAt),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type RecordRow = typeof records.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type RecordEventRow = typeof recordEvents.$inferSelect;
export type RecordAttachmentRow = typeof recordAttachments.$inferSelect;
