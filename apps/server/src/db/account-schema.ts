import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

// Written out, not imported from the contract, for the same reason as RECORD_KINDS in schema.ts.
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
  /** Base32 TOTP secret while two-factor sign-in is on (the server must read it to check codes). */
  totpSecret: text(),
  /** Set up but not yet confirmed with a code: not asked at sign-in. */
  totpPendingSecret: text(),
  totpEnabledAt: timestamp({ withTimezone: true, mode: 'date' }),
  /** The time step of the last accepted code: a code of that step or an earlier one is a replay. */
  totpLastStep: integer(),
  /** Consecutive failed sign-in or two-factor attempts (any client): the per-account limit's count. */
  failedSignIns: integer().notNull().default(0),
  /** While in the future, this account's sign-in and two-factor attempts are refused (per-account limit). */
  signInBlockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
  /** When the owner of the account was last mailed that its sign-in is being slowed (once per run). */
  throttleMailedAt: timestamp({ withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/** Two-factor recovery codes: only the SHA-256 of each is kept; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text().primaryKey(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_admin_idx').on(t.adminId)],
);

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

export type Admin = typeof admins.$inferSelect;
