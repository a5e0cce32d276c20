import { endpoints } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { actorOf, recordActivity } from '../activity/index.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { findAdminByEmail } from './admins.js';
import { afterFailedAttempt } from './failed-attempt.js';
import { upgradePasswordHash } from './password-upgrade.js';
import { createSession, revokeSession } from './sessions.js';
import { releaseAttempt, startAttempt } from './sign-in-limit.js';
import { verifySecondFactor } from './two-factor.js';

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
const CODE_WRONG = 'That code is not right, or was already used. Enter the current code from your authenticator app.';
const secondFactorError = (message: string) => new HttpError(401, message, { Code: message }, undefined, { TwoFactorRequired: true });

export interface AuthRoutesOptions {
  loginRateLimit: number;
  sessionTtlHours: number;
  sessionIdleMinutes: number;
  /** REQUIRE_2FA (see the auth plugin). */
  requireTwoFactor: boolean;
  /** Hashes and checks passwords at PASSWORD_HASH_COST, a few at a time. */
  passwords: PasswordHasher;
}

/** Where a new session comes from, for the sessions list. */
export const originOf = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'] ?? '', ip: request.ip });

export default async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  if (opts.passwords.cost !== 'owasp')
    app.log.warn(`PASSWORD_HASH_COST=${opts.passwords.cost}: passwords are hashed cheaply. Never use this outside tests.`);
  // Made now, so the first unknown address does not pay for it (and so answer slower than the others).
  await opts.passwords.dummyHash();
  route(
    app,
    endpoints.auth.login,
    { config: { rateLimit: { max: opts.loginRateLimit, timeWindow: 15 * 60_000, groupId: 'login' } } },
    async (request) => {
      const { Email, Password, Code } = request.body;
      const admin = await findAdminByEmail(app.db, Email);
      // Counted before the check (429 while the account's attempts are blocked), for known and unknown addresses alike.
      const attempt = await startAttempt(app.db, admin, Email);
      const valid = await opts.passwords.verify(Password, admin?.passwordHash ?? (await opts.passwords.dummyHash()));
      // An invited or deactivated account answers exactly like a wrong password.
      if (!admin || !valid || admin.status !== 'active') {
        request.log.info({ event: 'login_failed' }, 'login failed');
        await recordActivity(app.db, { ...actorOf(request, admin, Email), kind: 'sign-in-failed' });
        afterFailedAttempt(app, request, attempt);
        throw new HttpError(401, 'Invalid email or password.');
      }
      await upgradePasswordHash(app.db, opts.passwords, admin, Password);
      if (admin.totpEnabledAt) {
        if (!Code) {
          await releaseAttempt(app.db, attempt);
          throw secondFactorError(CODE_NEEDED);
        }
        if (!(await verifySecondFactor(app.db, admin, Code))) {
          request.log.info({ event: 'login_code_failed', adminId: admin.id }, 'second factor refused');
          await recordActivity(app.db, { ...actorOf(request, admin), kind: 'sign-in-failed', details: { reason: 'second factor' } });
          afterFailedAttempt(app, request, attempt);
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
