import { HttpError } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import { findAdminByEmail } from './admins.js';
import type { AuthCall } from './auth-call.js';
import { upgradePasswordHash } from './password-upgrade.js';
import { createSession, revokeSession } from './sessions.js';
import { releaseAttempt, startAttempt } from './sign-in-limit.js';
import { verifySecondFactor } from './two-factor.js';

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
const CODE_WRONG = 'That code is not right, or was already used. Enter the current code from your authenticator app.';
const secondFactorError = (message: string) => new HttpError(401, message, { Code: message }, undefined, { TwoFactorRequired: true });

export interface SignInBody {
  Email: string;
  Password: string;
  Code?: string;
}

/**
 * A sign-in: password, then the second factor when the account has one, then a new session. Every attempt
 * is counted before the check (429 while the account's attempts are blocked), for known and unknown addresses
 * alike, and an invited or deactivated account answers exactly like a wrong password.
 */
export async function signIn(call: AuthCall, body: SignInBody, sessionTtlHours: number) {
  const { db, passwords, log } = call;
  const { Email, Password, Code } = body;
  const admin = await findAdminByEmail(db, Email);
  const attempt = await startAttempt(db, admin, Email);
  const valid = await passwords.verify(Password, admin?.passwordHash ?? (await passwords.dummyHash()));
  if (!admin || !valid || admin.status !== 'active') {
    log.info({ event: 'login_failed' }, 'login failed');
    await recordActivity(db, { ...call.actor(admin, Email), kind: 'sign-in-failed' });
    call.failed(attempt);
    throw new HttpError(401, 'Invalid email or password.');
  }
  await upgradePasswordHash(db, passwords, admin, Password);
  if (admin.totpEnabledAt) {
    if (!Code) {
      await releaseAttempt(db, attempt);
      throw secondFactorError(CODE_NEEDED);
    }
    if (!(await verifySecondFactor(db, admin, Code))) {
      log.info({ event: 'login_code_failed', adminId: admin.id }, 'second factor refused');
      await recordActivity(db, { ...call.actor(admin), kind: 'sign-in-failed', details: { reason: 'second factor' } });
      call.failed(attempt);
      throw secondFactorError(CODE_WRONG);
    }
  }
  const session = await createSession(db, admin.id, sessionTtlHours, call.origin);
  log.info({ event: 'login', adminId: admin.id }, 'admin logged in');
  await recordActivity(db, { ...call.actor(admin), kind: 'sign-in' });
  return session;
}

/** Signing out ends the caller's own session only. */
export async function signOut(call: AuthCall, sessionId: string) {
  await revokeSession(call.db, sessionId);
  await recordActivity(call.db, { ...call.actor(), kind: 'sign-out' });
}
