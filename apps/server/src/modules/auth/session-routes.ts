import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import type { AuthRoutesOptions } from './routes.js';
import { listOwnSessions, revokeAllSessions, revokeOwnSession } from './sessions.js';

/** The caller's signed-in devices, and signing one of them (or all the others) out. */
export default async function sessionRoutes(app: FastifyInstance, opts: Pick<AuthRoutesOptions, 'sessionIdleMinutes'>) {
  route(app, endpoints.auth.sessions, {}, async (request) => {
    const data = await listOwnSessions(app.db, request.admin!, opts.sessionIdleMinutes);
    return { success: true as const, message: 'Signed-in devices loaded.', data };
  });

  route(app, endpoints.auth.revokeSession, {}, async (request) => {
    const me = request.admin!;
    const { current } = await revokeOwnSession(app.db, me, request.body._id, opts.sessionIdleMinutes);
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
