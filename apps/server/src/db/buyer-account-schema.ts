import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * The buyer's desk (issue 49): a sign-in link mailed to an address. Only the token's SHA-256 is kept; a link
 * works once (used_at) until expires_at. The rows of an address in the last hour are its link limit.
 */
export const buyerSignInLinks = pgTable(
  'buyer_sign_in_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('buyer_sign_in_links_email_idx').on(t.email, t.createdAt)],
);

/** A buyer session (its own cookie, never a staff session): 30 days from sign-in, ended by sign-out. */
export const buyerSessions = pgTable(
  'buyer_sessions',
  {
    /** SHA-256 of the cookie's token. */
    id: text().primaryKey(),
    /** Lower-cased: the address the link was mailed to; the session sees what belongs to it. */
    email: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    revokedAt: at(),
    lastSeenAt: at().notNull().defaultNow(),
  },
  (t) => [index('buyer_sessions_email_idx').on(t.email)],
);

export type BuyerSignInLinkRow = typeof buyerSignInLinks.$inferSelect;
export type BuyerSessionRow = typeof buyerSessions.$inferSelect;
