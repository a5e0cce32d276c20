import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, admins } from '../../db/schema.js';
import { generateToken, sha256Hex } from '../../lib/tokens.js';

export interface SessionAdmin {
  id: string;
  email: string;
  sessionId: string;
}

export type SessionLookup = { ok: true; admin: SessionAdmin } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' };

export async function createSession(db: Db, adminId: string, ttlHours: number) {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db.insert(sessions).values({ id: sha256Hex(token), adminId, expiresAt });
  return { token, expiresAt };
}

export async function findSession(db: Db, token: string): Promise<SessionLookup> {
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, id: admins.id, email: admins.email })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(eq(sessions.id, sha256Hex(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, admin: { id: row.id, email: row.email, sessionId: row.sessionId } };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, adminId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)));
}
