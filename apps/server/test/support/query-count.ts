import type { Db } from '../../src/db/client.js';

/**
 * The same database seen through a copy of its session whose logger notes every statement run, so a test can
 * count the queries a call makes (drizzle logs each statement as it sends it, on PGlite and PostgreSQL alike).
 * Only calls given `db` are counted, not the app's other work.
 */
export function countingDb(db: Db): { db: Db; queries: string[] } {
  const queries: string[] = [];
  const logger = { logQuery: (query: string) => void queries.push(query) };
  // drizzle keeps the session on the instance (untyped); its prepared statements take the session's logger.
  const { session: shared } = db as unknown as { session: object };
  const session: unknown = Object.create(shared, { logger: { value: logger } });
  return { db: Object.create(db, { session: { value: session } }) as Db, queries };
}
