import type { RecordKind } from '@rp/contract';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const admins = pgTable('admins', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  ...timestamps,
});

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

export type Admin = typeof admins.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type RecordRow = typeof records.$inferSelect;
export type FileRow = typeof files.$inferSelect;
