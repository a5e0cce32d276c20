import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
