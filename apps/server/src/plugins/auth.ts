import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSession, type SessionAdmin } from '../modules/auth/index.js';
import { HttpError, unauthorized } from '../lib/http-errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that rejects the request with 401 unless it carries a live admin session. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** requireAdmin, then 403 unless the account is an Owner. */
    requireOwner: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    admin: SessionAdmin | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const MISSING = 'Please log in to continue.';
/** One answer for an unknown, expired or revoked token: the client learns nothing about which it was. */
const INVALID = 'Your session has expired. Please log in again.';

export const OWNER_ONLY = 'Only an Owner can do this. Ask an Owner of your team.';
export const ENROL_FIRST = 'Set up two-factor sign-in first: this site requires it for every account.';

export interface AuthPluginOptions {
  /** REQUIRE_2FA: a session of an account without two-factor sign-in reaches only the enrolment calls. */
  requireTwoFactor?: boolean;
  /** SESSION_IDLE_MINUTES: a session unused this long no longer counts. */
  sessionIdleMinutes: number;
}

function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  app.decorateRequest('admin', null);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || token.length > 200) throw unauthorized(MISSING);
    const session = await findSession(app.db, token, opts.sessionIdleMinutes);
    if (!session.ok) {
      request.log.info({ event: 'session_refused', reason: session.reason }, 'session refused');
      throw unauthorized(INVALID);
    }
    request.admin = session.admin;
    if (opts.requireTwoFactor && !session.admin.twoFactor && !request.routeOptions.config.beforeEnrolment) {
      throw new HttpError(403, ENROL_FIRST, undefined, undefined, { TwoFactorEnrolmentRequired: true });
    }
  });
  app.decorate('requireOwner', async (request: FastifyRequest) => {
    await app.requireAdmin(request);
    if (request.admin?.role !== 'Owner') throw new HttpError(403, OWNER_ONLY);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });
