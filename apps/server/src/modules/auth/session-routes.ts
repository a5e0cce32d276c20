import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../db/schema.js';
import { browserName } from '../../lib/browser-name.js';
import { notFound } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import type { AuthRoutesOptions } from './routes.js';
import { revokeAllSessions, revokeSession } from './sessions.js';

/** The caller's signed-in devices, and signing one of them (or all the others) out. */
export default async function sessionRoutes(app: FastifyInstance, opts: Pick<AuthRoutesOptions, 'sessionIdleMinutes'>) {
  const liveSessionsOf = (adminId: string) =>
    and(
      eq(sessions.adminId, adminId),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, new Date()),
      gt(sessions.lastSeenAt, new Date(Date.now() - opts.sessionIdleMinutes * 60_000)),
    );

  route(app, endpoints.auth.sessions, {}, async (request) => {
    const me = request.admin!;
    const rows = await app.db.select().from(sessions).where(liveSessionsOf(me.id)).orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    const data = rows.map((row) => ({
      _id: row.id,
      Browser: browserName(row.userAgent),
      Ip: row.ip,
      CreatedAt: row.createdAt.toISOString(),
      LastSeenAt: row.lastSeenAt.toISOString(),
      Current: row.id === me.sessionId,
    }));
    return { success: true as const, message: 'Signed-in devices loaded.', data };
  });

  route(app, endpoints.auth.revokeSession, {}, async (request) => {
    const me = request.admin!;
    // Only the caller's own live sessions: anyone else's id answers exactly like an unknown one.
    const [row] = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, request.body._id), liveSessionsOf(me.id)))
      .limit(1);
    if (!row) throw notFound('That session does not exist or has already ended.');
    await revokeSession(app.db, row.id);
    const current = row.id === me.sessionId;
    request.log.info({ event: 'session_revoked', adminId: me.id, current }, 'session signed out');
    return { success: true as const, message: current ? 'You have been signed out.' : 'That device was signed out.', SignedOut: current };
  });

  route(app, endpoints.auth.revokeOtherSessions, {}, async (request) => {
    const me = request.admin!;
    await revokeAllSessions(app.db, me.id, me.sessionId);
    request.log.info({ event: 'other_sessions_revoked', adminId: me.id }, 'other sessions signed out');
    return { success: true as const, message: 'Every other device was signed out.' };
  });
}
