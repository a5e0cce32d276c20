import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The activity log: who did what, when and from where. Append-only: the app only inserts and reads.
 * No foreign key to admins: an entry outlives any change to its account, and a failed sign-in of an
 * unknown address has no account at all (actor_id null, actor_email as typed).
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid(),
    actorEmail: text().notNull(),
    ip: text().notNull().default(''),
    kind: text().notNull(),
    /** A product title, lead reference or team member's e-mail; never a password or token. */
    subject: text().notNull().default(''),
    details: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index('activity_events_at_idx').on(t.at),
    index('activity_events_actor_at_idx').on(t.actorId, t.at),
    index('activity_events_kind_at_idx').on(t.kind, t.at),
  ],
);

export type ActivityEventRow = typeof activityEvents.$inferSelect;
