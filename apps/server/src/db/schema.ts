import { bigint, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/** Quote requests and contact inquiries share one table, told apart by `type` (spec 'Types'). */
export const records = pgTable(
  'records',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text({ enum: ['Quote', 'Inquery'] }).notNull(),
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
  (t) => [index('records_type_created_idx').on(t.type, t.createdAt)],
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

/** One row per finished backup (scheduled or `npm run backup`): what the dashboard reports. */
export const backups = pgTable(
  'backups',
  {
    id: uuid().primaryKey().defaultRandom(),
    trigger: text({ enum: ['scheduled', 'manual'] }).notNull(),
    status: text({ enum: ['ok', 'failed'] }).notNull(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    fileName: text().notNull().default(''),
    sizeBytes: bigint({ mode: 'number' }).notNull().default(0),
    /** Which machine wrote the file: with several servers, each has its own BACKUP_DIR. */
    host: text().notNull().default(''),
    message: text().notNull().default(''),
  },
  (t) => [index('backups_finished_idx').on(t.finishedAt)],
);

/** When each scheduled job is next due; a process claims a run by moving the time on (UPDATE ... WHERE due). */
export const jobSchedule = pgTable('job_schedule', {
  name: text().primaryKey(),
  nextRunAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

export type Admin = typeof admins.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type RecordRow = typeof records.$inferSelect;
export type FileRow = typeof files.$inferSelect;
