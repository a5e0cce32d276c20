import type { RateTablesData } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
