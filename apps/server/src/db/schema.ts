import type { RecordKind } from '@rp/contract';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

// Written out, not imported from the contract, for the same reason as RECORD_KINDS below.
export const ACCOUNT_ROLES = ['Owner', 'Staff'] as const;
export const ACCOUNT_STATUSES = ['invited', 'active', 'deactivated'] as const;

/** Back-office accounts (the team). An invited account has no password until the invitation is accepted. */
export const admins = pgTable('admins', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  name: text().notNull().default(''),
  role: text({ enum: ACCOUNT_ROLES }).notNull().default('Staff'),
  status: text({ enum: ACCOUNT_STATUSES }).notNull().default('active'),
  passwordHash: text(),
  lastSignInAt: timestamp({ withTimezone: true, mode: 'date' }),
  ...timestamps,
});

export const ACCOUNT_TOKEN_PURPOSES = ['invite', 'reset'] as const;

/** One-time links of invitation and password-reset mails: only the SHA-256 of the token is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text().primaryKey(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_admin_idx').on(t.adminId)],
);

/** Login sessions. The id is the SHA-256 of the bearer token, so a leaked table holds no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
    userAgent: text().notNull().default(''),
    ip: text().notNull().default(''),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_admin_idx').on(t.adminId)],
);

/** Uploaded bytes (drawings, product images) live in their own table, shared by every server process. */
export const files = pgTable('files', {
  id: uuid().primaryKey().defaultRandom(),
  kind: text({ enum: ['drawing', 'product-image'] }).notNull(),
  name: text().notNull(),
  mimeType: text().notNull(),
  size: integer().notNull(),
  sha256: text().notNull(),
  data: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
    email: text().notNull(),
    contactNo: text().notNull().default(''),
    message: text().notNull().default(''),
    status: text().notNull().default('New'),
    mediaFileName: text().notNull().default(''),
    attachmentFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    /** Q-2026-00042 / I-2026-00017, from reference_counters (see modules/references). */
    reference: text().notNull().unique(),
    /** SHA-256 of the buyer's status-page key; the key itself is only in the acknowledgement mail. */
    statusKeyHash: text(),
    ...timestamps,
  },
  (t) => [index('records_kind_created_idx').on(t.kind, t.createdAt)],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  count: integer().notNull(),
});

/** Small key/value facts about the installation (e.g. that the catalogue was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Last reference number handed out per record kind and (India-time) year; bumped with UPSERT ... RETURNING. */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    kind: text({ enum: RECORD_KINDS }).notNull(),
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
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const OUTBOX_KINDS = ['staff-notification', 'buyer-acknowledgement', 'team-invite', 'password-reset'] as const;
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
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
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_created_idx').on(t.createdAt)],
);

export type Admin = typeof admins.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type RecordRow = typeof records.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
