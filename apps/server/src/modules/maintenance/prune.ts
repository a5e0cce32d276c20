import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

/**
 * Deletes sessions (staff and buyer) that ended (expired or revoked) more than a day ago, old buyer sign-in links, and rate-limit counters whose
 * window started more than a day ago (the longest window, submissions, is an hour). Database clock.
 */
export async function pruneExpired(db: Db): Promise<{ sessions: number; rateLimits: number; buyerSessions: number; signInLinks: number }> {
  const sessions = await db.execute(sql`
    delete from sessions
    where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'
    returning id
  `);
  const rateLimits = await db.execute(sql`
    delete from rate_limits where window_start < now() - interval '1 day' returning key
  `);
  // The buyer's desk (issue 49): its sessions likewise; sign-in links once a day old (they work 20 minutes, and
  // the per-address limit counts the last hour).
  const buyerSessions = await db.execute(sql`
    delete from buyer_sessions
    where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'
    returning id
  `);
  const signInLinks = await db.execute(sql`delete from buyer_sign_in_links where created_at < now() - interval '1 day' returning id`);
  return {
    sessions: rowsOf(sessions).length,
    rateLimits: rowsOf(rateLimits).length,
    buyerSessions: rowsOf(buyerSessions).length,
    signInLinks: rowsOf(signInLinks).length,
  };
}
