import { eq } from 'drizzle-orm';
import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { admins } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { passwordWeakness } from '../../lib/password-strength.js';
import { route } from '../../lib/route.js';
import { actorOf, recordActivity } from '../activity/index.js';
import { accountOfLink, LINK_USED_ERROR, sendAccountLink, useLink } from './account-links.js';
import { findAdminByEmail } from './admins.js';
import type { AuthRoutesOptions } from './routes.js';
import { originOf } from './routes.js';
import { afterFailedAttempt } from './failed-attempt.js';
import { createSession, revokeAllSessions } from './sessions.js';
import { clearFailures, SIGN_IN_LIMIT_CLEARED, startAttempt } from './sign-in-limit.js';

const FORGOT_ANSWER = 'If that address has an account, a link to reset its password is on its way. It works for one hour.';

function assertStrong(password: string, field: string, context: string[]) {
  const weakness = passwordWeakness(password, context);
  if (weakness) throw badRequest(weakness, { [field]: weakness });
}

/** Invitations, forgotten and changed passwords. */
export default async function passwordRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const limited = (groupId: string) => ({ config: { rateLimit: { max: opts.loginRateLimit, timeWindow: 15 * 60_000, groupId } } });

  route(app, endpoints.auth.acceptInvite, limited('account-link'), async (request) => {
    const { Token, Name, Password } = request.body;
    const account = await accountOfLink(app.db, Token, 'invite');
    assertStrong(Password, 'Password', [account.email, Name]);
    const passwordHash = await opts.passwords.hash(Password);
    await app.db.transaction(async (tx) => {
      if (!(await useLink(tx, Token))) throw LINK_USED_ERROR();
      await tx.update(admins).set({ name: Name, passwordHash, status: 'active', updatedAt: new Date() }).where(eq(admins.id, account.id));
      await recordActivity(tx, { ...actorOf(request, account), kind: 'invite-accepted', subject: account.email });
    });
    const session = await createSession(app.db, account.id, opts.sessionTtlHours, originOf(request));
    request.log.info({ event: 'invite_accepted', adminId: account.id }, 'invitation accepted');
    return { success: true as const, message: 'Welcome to the team.', Token: session.token, expiresAt: session.expiresAt.toISOString() };
  });

  route(app, endpoints.auth.forgotPassword, limited('forgot-password'), async (request) => {
    const email = request.body.Email;
    // The work happens after the answer, so neither the answer nor its timing tells whether the address exists.
    setImmediate(() => {
      void (async () => {
        const account = await findAdminByEmail(app.db, email);
        if (!account || account.status !== 'active') return;
        await app.db.transaction((tx) => sendAccountLink(tx, app.mail.settings.siteUrl, account, 'reset'));
        app.mail.wake();
        request.log.info({ event: 'password_reset_requested', adminId: account.id }, 'password reset link sent');
      })().catch((err: unknown) => request.log.error({ err }, 'could not queue a password reset mail'));
    });
    return { success: true as const, message: FORGOT_ANSWER };
  });

  route(app, endpoints.auth.resetPassword, limited('account-link'), async (request) => {
    const { Token, Password } = request.body;
    const account = await accountOfLink(app.db, Token, 'reset');
    assertStrong(Password, 'Password', [account.email, account.name]);
    const passwordHash = await opts.passwords.hash(Password);
    await app.db.transaction(async (tx) => {
      if (!(await useLink(tx, Token))) throw LINK_USED_ERROR();
      // The mailed link proves the mailbox: a run of failed sign-ins ends with the new password.
      await tx
        .update(admins)
        .set({ passwordHash, ...SIGN_IN_LIMIT_CLEARED, updatedAt: new Date() })
        .where(eq(admins.id, account.id));
      await revokeAllSessions(tx, account.id);
      await recordActivity(tx, { ...actorOf(request, account), kind: 'password-reset', subject: account.email });
    });
    request.log.info({ event: 'password_reset', adminId: account.id }, 'password reset');
    return { success: true as const, message: 'Your password was changed and every session was signed out. Sign in with the new password.' };
  });

  route(app, endpoints.auth.changePassword, limited('change-password'), async (request) => {
    const me = request.admin!;
    const { CurrentPassword, NewPassword } = request.body;
    const account = await findAdminByEmail(app.db, me.email);
    // Checking the current password is one more way to guess it: counted like a sign-in.
    const attempt = await startAttempt(app.db, account, me.email);
    if (!account?.passwordHash || !(await opts.passwords.verify(CurrentPassword, account.passwordHash))) {
      afterFailedAttempt(app, request, attempt);
      throw badRequest('Your current password is not right.', { CurrentPassword: 'Your current password is not right.' });
    }
    await clearFailures(app.db, me.id);
    if (CurrentPassword === NewPassword)
      throw badRequest('Choose a password different from the current one.', { NewPassword: 'Choose a password different from the current one.' });
    assertStrong(NewPassword, 'NewPassword', [me.email, me.name]);
    const passwordHash = await opts.passwords.hash(NewPassword);
    await app.db.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, me.id));
    await revokeAllSessions(app.db, me.id, me.sessionId);
    await recordActivity(app.db, { ...actorOf(request), kind: 'password-changed', subject: me.email });
    request.log.info({ event: 'password_changed', adminId: me.id }, 'password changed');
    return { success: true as const, message: 'Your password was changed. Your other sessions were signed out.' };
  });
}
