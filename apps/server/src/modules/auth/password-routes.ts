import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { authCall } from './auth-call.js';
import { acceptInvite, changePassword, resetPassword, sendResetLinkLater } from './password-service.js';
import type { AuthRoutesOptions } from './routes.js';

const FORGOT_ANSWER = 'If that address has an account, a link to reset its password is on its way. It works for one hour.';

/** Invitations, forgotten and changed passwords. */
export default async function passwordRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const limited = (groupId: string) => ({ config: { rateLimit: { max: opts.loginRateLimit, timeWindow: 15 * 60_000, groupId } } });

  route(app, endpoints.auth.acceptInvite, limited('account-link'), async (request) => {
    const session = await acceptInvite(authCall(app, request, opts.passwords), request.body, opts.sessionTtlHours);
    return { success: true as const, message: 'Welcome to the team.', Token: session.token, expiresAt: session.expiresAt.toISOString() };
  });

  route(app, endpoints.auth.forgotPassword, limited('forgot-password'), async (request) => {
    sendResetLinkLater(app.db, { siteUrl: app.mail.settings.siteUrl, wake: () => app.mail.wake() }, request.log, request.body.Email);
    return { success: true as const, message: FORGOT_ANSWER };
  });

  route(app, endpoints.auth.resetPassword, limited('account-link'), async (request) => {
    await resetPassword(authCall(app, request, opts.passwords), request.body);
    return { success: true as const, message: 'Your password was changed and every session was signed out. Sign in with the new password.' };
  });

  route(app, endpoints.auth.changePassword, limited('change-password'), async (request) => {
    await changePassword(authCall(app, request, opts.passwords), request.admin!, request.body);
    return { success: true as const, message: 'Your password was changed. Your other sessions were signed out.' };
  });
}
