import { endpoints } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { actorOf, recordActivity } from '../activity/record-activity.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findAdminByEmail } from './admins.js';
import { createSession, revokeSession } from './sessions.js';
import { verifySecondFactor } from './two-factor.js';

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
const CODE_WRONG = 'That code is not right, or was already used. Enter the current code from your authenticator app.';
const secondFactorError = (message: string) => new HttpError(401, message, { Code: message }, undefined, { TwoFactorRequired: true });

// A real hash to compare against when the e-mail is unknown, so both paths take the same time.
export const DUMMY_HASH =
  'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$8yqcsNYGQ7z3j9F6x4YXlbSyBqX8x4pBbuH8o1vZx9LZr0kqkZxvQ5a1R4bVt8yFQb7xq1yU6dN0m3r2c5p9Lw==';

export interface AuthRoutesOptions {
  loginRateLimit: number;
  sessionTtlHours: number;
  /** REQUIRE_2FA (see the auth plugin). */
  requireTwoFactor: boolean;
}

/** Where a new session comes from, for the sessions list. */
export const originOf = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'] ?? '', ip: request.ip });

export default async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  route(
    app,
    endpoints.auth.login,
    { config: { rateLimit: { max: opts.loginRateLimit, timeWindow: 15 * 60_000, groupId: 'login' } } },
    async (request) => {
      const { Email, Password, Code } = request.body;
      const admin = await findAdminByEmail(app.db, Email);
      const valid = await verifyPassword(Password, admin?.passwordHash ?? DUMMY_HASH);
      // An invited or deactivated account answers exactly like a wrong password.
      if (!admin || !valid || admin.status !== 'active') {
        request.log.info({ event: 'login_failed' }, 'login failed');
        await recordActivity(app.db, { ...actorOf(request, admin, Email), kind: 'sign-in-failed' });
        throw new HttpError(401, 'Invalid email or password.');
      }
      if (admin.totpEnabledAt) {
        if (!Code) throw secondFactorError(CODE_NEEDED);
        if (!(await verifySecondFactor(app.db, admin, Code))) {
          request.log.info({ event: 'login_code_failed', adminId: admin.id }, 'second factor refused');
          await recordActivity(app.db, { ...actorOf(request, admin), kind: 'sign-in-failed', details: { reason: 'second factor' } });
          throw secondFactorError(CODE_WRONG);
        }
      }
      const session = await createSession(app.db, admin.id, opts.sessionTtlHours, originOf(request));
      request.log.info({ event: 'login', adminId: admin.id }, 'admin logged in');
      await recordActivity(app.db, { ...actorOf(request, admin), kind: 'sign-in' });
      return { success: true as const, message: 'Login successful.', Token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
  );

  route(app, endpoints.auth.logout, {}, async (request) => {
    await revokeSession(app.db, request.admin!.sessionId);
    await recordActivity(app.db, { ...actorOf(request), kind: 'sign-out' });
    return { success: true as const, message: 'You have been logged out.' };
  });

  route(app, endpoints.auth.me, {}, async (request) => {
    const { id, email, name, role, twoFactor } = request.admin!;
    const data = {
      _id: id,
      Email: email,
      Name: name,
      Role: role,
      TwoFactor: twoFactor,
      TwoFactorEnrolmentRequired: opts.requireTwoFactor && !twoFactor,
    };
    return { success: true as const, message: 'Signed in.', data };
  });
}
