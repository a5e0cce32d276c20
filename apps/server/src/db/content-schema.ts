import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Site content (issue 37, ADR 080): every saved version of each kind's document, kept. Undo marks the
 * current version undone instead of deleting it; the current version is site_content.version.
 */
export const siteContentVersions = pgTable(
  'site_content_versions',
  {
    kind: text().notNull(),
    version: integer().notNull(),
    /** The kind's whole document, as the contract's schema parsed it (images by file id only). */
    document: jsonb().$type<unknown>().notNull(),
    savedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The saving account's e-mail at the time; null for the seeded version 1. */
    savedBy: text(),
    undoneAt: timestamp({ withTimezone: true, mode: 'date' }),
    undoneBy: text(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.version] })],
);

/** One row per kind: which version is current. Saves and undos lock it, so they take turns per kind. */
export const siteContent = pgTable('site_content', {
  kind: text().primaryKey(),
  version: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
  updatedBy: text(),
});

export type SiteContentVersionRow = typeof siteContentVersions.$inferSelect;
