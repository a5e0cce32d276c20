import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

/**
 * Deletes sessions that ended (expired or revoked) more than a day ago, and rate-limit counters whose
 * window started more than a day ago (the longest window, submissions, is an hour). Database clock.
 */
export async function pruneExpired(db: Db): Promise<{ sessions: number; rateLimits: number }> {
  const sessions = await db.execute(sql`
    delete from sessions
    where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'
    returning id
  `);
  const rateLimits = await db.execute(sql`
    delete from rate_limits where window_start < now() - interval '1 day' returning key
  `);
  return { sessions: rowsOf(sessions).length, rateLimits: rowsOf(rateLimits).length };
}
