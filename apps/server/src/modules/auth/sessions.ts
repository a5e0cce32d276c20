import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AccountRole } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { sessions, admins } from '../../db/schema.js';
import { browserName } from '../../lib/browser-name.js';
import { notFound } from '../../lib/http-errors.js';
import { generateToken, sha256Hex } from '../../lib/tokens.js';
import { SIGN_IN_LIMIT_CLEARED } from './sign-in-limit.js';

export interface SessionAdmin {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  sessionId: string;
  /** Two-factor sign-in is on for the account. */
  twoFactor: boolean;
}

export type SessionLookup = { ok: true; admin: SessionAdmin } | { ok: false; reason: 'unknown' | 'expired' | 'idle' | 'revoked' };

/** Where a session was started from, shown in the sessions list. */
export interface SessionOrigin {
  userAgent?: string;
  ip?: string;
}

export async function createSession(db: Db, adminId: string, ttlHours: number, origin: SessionOrigin = {}) {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db.insert(sessions).values({
    id: sha256Hex(token),
    adminId,
    expiresAt,
    userAgent: (origin.userAgent ?? '').slice(0, 300),
    ip: (origin.ip ?? '').slice(0, 64),
  });
  // A new session ends the account's run of failed sign-ins (the per-account limit).
  await db
    .update(admins)
    .set({ lastSignInAt: new Date(), ...SIGN_IN_LIMIT_CLEARED })
    .where(eq(admins.id, adminId));
  return { token, expiresAt };
}

/**
 * The session lookup that every admin call makes, built once per database: Drizzle then skips turning the
 * query into SQL on each call (about half a millisecond of a signed-in call on the embedded database).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      id: admins.id,
      email: admins.email,
      name: admins.name,
      role: admins.role,
      status: admins.status,
      totpEnabledAt: admins.totpEnabledAt,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('find_session');
}

/**
 * A session counts only while its account is active (deactivating an account ends its sessions at once), and
 * ends after `idleMinutes` without a call (last seen is kept to the minute, so up to a minute sooner).
 */
export async function findSession(db: Db, token: string, idleMinutes: number): Promise<SessionLookup> {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ sessionId: sha256Hex(token) });
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt || row.status !== 'active') return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  if (row.lastSeenAt.getTime() <= Date.now() - idleMinutes * 60_000) return { ok: false, reason: 'idle' };
  // Last seen to the minute is enough, and spares a write on every call.
  if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  const admin = { id: row.id, email: row.email, name: row.name, role: row.role, sessionId: row.sessionId, twoFactor: row.totpEnabledAt !== null };
  return { ok: true, admin };
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the account, or every one but `keepSessionId`. */
export async function revokeAllSessions(db: Pick<Db, 'update'>, adminId: string, keepSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

/** The account's sessions that still count: not revoked, not expired, not idle. */
const liveSessionsOf = (adminId: string, idleMinutes: number) =>
  and(
    eq(sessions.adminId, adminId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date()),
    gt(sessions.lastSeenAt, new Date(Date.now() - idleMinutes * 60_000)),
  );

/** The caller's signed-in devices, most recently seen first, the current one marked. */
export async function listOwnSessions(db: Db, me: SessionAdmin, idleMinutes: number) {
  const rows = await db
    .select()
    .from(sessions)
    .where(liveSessionsOf(me.id, idleMinutes))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    _id: row.id,
    Browser: browserName(row.userAgent),
    Ip: row.ip,
    CreatedAt: row.createdAt.toISOString(),
    LastSeenAt: row.lastSeenAt.toISOString(),
    Current: row.id === me.sessionId,
  }));
}

/** Signs out one of the caller's own live sessions; anyone else's id answers exactly like an unknown one. */
export async function revokeOwnSession(db: Db, me: SessionAdmin, sessionId: string, idleMinutes: number): Promise<{ current: boolean }> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), liveSessionsOf(me.id, idleMinutes)))
    .limit(1);
  if (!row) throw notFound('That session does not exist or has already ended.');
  await revokeSession(db, row.id);
  return { current: row.id === me.sessionId };
}
