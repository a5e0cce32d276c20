import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { BUYER_ACCOUNT } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { buyerSessions } from '../../db/schema.js';
import { generateToken, sha256Hex } from '../../lib/tokens.js';

export interface SessionBuyer {
  /** SHA-256 of the cookie's token (buyer_sessions.id). */
  sessionId: string;
  /** Lower-cased. */
  email: string;
}

/** A buyer session for the address the link was mailed to; only the token's SHA-256 is stored. */
export async function createBuyerSession(db: Pick<Db, 'insert'>, email: string) {
  const token = generateToken();
  await db.insert(buyerSessions).values({
    id: sha256Hex(token),
    email: email.toLowerCase(),
    expiresAt: sql`now() + ${BUYER_ACCOUNT.sessionDays} * interval '1 day'`,
  });
  return token;
}

/** The live (not revoked, not expired) session of the token, its last use noted; null otherwise. */
export async function findBuyerSession(db: Db, token: string): Promise<SessionBuyer | null> {
  const id = sha256Hex(token);
  const [row] = await db
    .update(buyerSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(buyerSessions.id, id), isNull(buyerSessions.revokedAt), gt(buyerSessions.expiresAt, sql`now()`)))
    .returning({ sessionId: buyerSessions.id, email: buyerSessions.email });
  return row ?? null;
}

/** Ends this session, or every live session of its address (sign out everywhere); how many ended. */
export async function revokeBuyerSessions(db: Db, session: SessionBuyer, everywhere: boolean): Promise<number> {
  const which = everywhere ? eq(buyerSessions.email, session.email) : eq(buyerSessions.id, session.sessionId);
  const rows = await db
    .update(buyerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(which, isNull(buyerSessions.revokedAt)))
    .returning({ id: buyerSessions.id });
  return rows.length;
}
