import { errorResponse, loginBody, loginResponse, messageResponse } from '@rp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findAdminByEmail } from './admins.js';
import { createSession, revokeSession } from './sessions.js';

// A real hash to compare against when the e-mail is unknown, so both paths take the same time.
const DUMMY_HASH =
  'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA==$8yqcsNYGQ7z3j9F6x4YXlbSyBqX8x4pBbuH8o1vZx9LZr0kqkZxvQ5a1R4bVt8yFQb7xq1yU6dN0m3r2c5p9Lw==';

export interface AuthRoutesOptions {
  loginRateLimit: number;
  sessionTtlHours: number;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  app.post(
    '/auth/login',
    {
      schema: { body: loginBody, response: { 200: loginResponse, '4xx': errorResponse } },
      config: { rateLimit: { max: opts.loginRateLimit, timeWindow: 15 * 60_000, groupId: 'login' } },
    },
    async (request) => {
      const { Email, Password } = request.body;
      const admin = await findAdminByEmail(app.db, Email);
      const valid = await verifyPassword(Password, admin?.passwordHash ?? DUMMY_HASH);
      if (!admin || !valid) {
        request.log.info({ event: 'login_failed' }, 'login failed');
        throw new HttpError(401, 'Invalid email or password.');
      }
      const session = await createSession(app.db, admin.id, opts.sessionTtlHours);
      request.log.info({ event: 'login', adminId: admin.id }, 'admin logged in');
      return { success: true as const, message: 'Login successful.', Token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: app.requireAdmin, schema: { response: { 200: messageResponse, '4xx': errorResponse } } },
    async (request) => {
      await revokeSession(app.db, request.admin!.sessionId);
      return { success: true as const, message: 'You have been logged out.' };
    },
  );
};

export default authRoutes;
