import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
