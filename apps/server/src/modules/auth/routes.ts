import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { authCall } from './auth-call.js';
import { signIn, signOut } from './sign-in.js';

export interface AuthRoutesOptions {
  loginRateLimit: number;
  sessionTtlHours: number;
  sessionIdleMinutes: number;
  /** REQUIRE_2FA (see the auth plugin). */
  requireTwoFactor: boolean;
  /** Hashes and checks passwords at PASSWORD_HASH_COST, a few at a time. */
  passwords: PasswordHasher;
}

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
      const session = await signIn(authCall(app, request, opts.passwords), request.body, opts.sessionTtlHours);
      return { success: true as const, message: 'Login successful.', Token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
  );

  route(app, endpoints.auth.logout, {}, async (request) => {
    await signOut(authCall(app, request, opts.passwords), request.admin!.sessionId);
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
