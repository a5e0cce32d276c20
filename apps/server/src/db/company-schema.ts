import type { CompanyProfileData } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The company profile (issue 33): one row (id 1), the whole profile as one JSON document validated by the
 * contract's schema on every write, so a new field needs no migration. Read through the content-version cache.
 */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: integer().primaryKey().default(1),
    profile: jsonb().$type<CompanyProfileData>().notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The staff account's e-mail at the time; null while the profile is the seeded one. */
    updatedBy: text(),
  },
  (t) => [check('company_profile_single_row', sql`${t.id} = 1`)],
);

export type CompanyProfileRow = typeof companyProfile.$inferSelect;
