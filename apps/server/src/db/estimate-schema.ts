import type { RateTablesData } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './schema.js';

/**
 * The estimating rate tables (issue 47): one row (id 1), the whole set as one JSON document validated by the
 * contract on every write, like the company profile. No row yet: the seeded Rajkot values.
 */
export const estimateRates = pgTable(
  'estimate_rates',
  {
    id: integer().primaryKey().default(1),
    rates: jsonb().$type<RateTablesData>().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The staff account's e-mail at the time. */
    updatedBy: text(),
  },
  (t) => [check('estimate_rates_single_row', sql`${t.id} = 1`)],
);

export type EstimateRatesRow = typeof estimateRates.$inferSelect;

/**
 * A drawing's measure (issue 47), kept per file once the parser answered: the geometry only (the stock
 * suggestion is worked out from today's rates at each answer), or the parser's reason it could not read the file.
 */
export const drawingMeasures = pgTable('drawing_measures', {
  fileId: uuid()
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  measure: jsonb().$type<Record<string, unknown>>(),
  error: text(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
