import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { admins } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { passwordWeakness } from '../../lib/password-strength.js';
import { recordActivity } from '../activity/index.js';
import { accountOfLink, LINK_USED_ERROR, sendAccountLink, useLink } from './account-links.js';
import { findAdminByEmail } from './admins.js';
import type { AuthCall } from './auth-call.js';
import { createSession, revokeAllSessions, type SessionAdmin } from './sessions.js';
import { clearFailures, SIGN_IN_LIMIT_CLEARED, startAttempt } from './sign-in-limit.js';

/** Invitations, forgotten and changed passwords. */

function assertStrong(password: string, field: string, context: string[]) {
  const weakness = passwordWeakness(password, context);
  if (weakness) throw badRequest(weakness, { [field]: weakness });
}

/** An invited person sets their name and password through the mailed link, and is signed in. */
export async function acceptInvite(call: AuthCall, body: { Token: string; Name: string; Password: string }, sessionTtlHours: number) {
  const { db } = call;
  const { Token, Name, Password } = body;
  const account = await accountOfLink(db, Token, 'invite');
  assertStrong(Password, 'Password', [account.email, Name]);
  const passwordHash = await call.passwords.hash(Password);
  await db.transaction(async (tx) => {
    if (!(await useLink(tx, Token))) throw LINK_USED_ERROR();
    await tx.update(admins).set({ name: Name, passwordHash, status: 'active', updatedAt: new Date() }).where(eq(admins.id, account.id));
    await recordActivity(tx, { ...call.actor(account), kind: 'invite-accepted', subject: account.email });
  });
  const session = await createSession(db, account.id, sessionTtlHours, call.origin);
  call.log.info({ event: 'invite_accepted', adminId: account.id }, 'invitation accepted');
  return session;
}

/**
 * A reset link for an active account, queued after the answer (`setImmediate`), so that neither the answer
 * nor its timing tells whether the address has an account.
 */
export function sendResetLinkLater(db: Db, mail: { siteUrl: string; wake: () => void }, log: FastifyBaseLogger, email: string) {
  setImmediate(() => {
    void (async () => {
      const account = await findAdminByEmail(db, email);
      if (!account || account.status !== 'active') return;
      await db.transaction((tx) => sendAccountLink(tx, mail.siteUrl, account, 'reset'));
      mail.wake();
      log.info({ event: 'password_reset_requested', adminId: account.id }, 'password reset link sent');
    })().catch((err: unknown) => log.error({ err }, 'could not queue a password reset mail'));
  });
}

/** A new password through the mailed link: every session of the account ends. */
export async function resetPassword(call: AuthCall, body: { Token: string; Password: string }) {
  const { db } = call;
  const { Token, Password } = body;
  const account = await accountOfLink(db, Token, 'reset');
  assertStrong(Password, 'Password', [account.email, account.name]);
  const passwordHash = await call.passwords.hash(Password);
  await db.transaction(async (tx) => {
    if (!(await useLink(tx, Token))) throw LINK_USED_ERROR();
    // The mailed link proves the mailbox: a run of failed sign-ins ends with the new password.
    await tx
      .update(admins)
      .set({ passwordHash, ...SIGN_IN_LIMIT_CLEARED, updatedAt: new Date() })
      .where(eq(admins.id, account.id));
    await revokeAllSessions(tx, account.id);
    await recordActivity(tx, { ...call.actor(account), kind: 'password-reset', subject: account.email });
  });
  call.log.info({ event: 'password_reset', adminId: account.id }, 'password reset');
}

/** The signed-in admin's own password, checked first; their other sessions end. */
export async function changePassword(call: AuthCall, me: SessionAdmin, body: { CurrentPassword: string; NewPassword: string }) {
  const { db, passwords } = call;
  const { CurrentPassword, NewPassword } = body;
  const account = await findAdminByEmail(db, me.email);
  // Checking the current password is one more way to guess it: counted like a sign-in.
  const attempt = await startAttempt(db, account, me.email);
  if (!account?.passwordHash || !(await passwords.verify(CurrentPassword, account.passwordHash))) {
    call.failed(attempt);
    throw badRequest('Your current password is not right.', { CurrentPassword: 'Your current password is not right.' });
  }
  await clearFailures(db, me.id);
  if (CurrentPassword === NewPassword)
    throw badRequest('Choose a password different from the current one.', { NewPassword: 'Choose a password different from the current one.' });
  assertStrong(NewPassword, 'NewPassword', [me.email, me.name]);
  const passwordHash = await passwords.hash(NewPassword);
  await db.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, me.id));
  await revokeAllSessions(db, me.id, me.sessionId);
  await recordActivity(db, { ...call.actor(), kind: 'password-changed', subject: me.email });
  call.log.info({ event: 'password_changed', adminId: me.id }, 'password changed');
}
