import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, type Admin } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import type { AuthCall } from './auth-call.js';
import { revokeAllSessions, type SessionAdmin } from './sessions.js';
import { clearFailures, releaseAttempt, startAttempt } from './sign-in-limit.js';
import { disable, enable, startSetup, verifySecondFactor } from './two-factor.js';

/** Setting up, confirming and turning off two-factor sign-in (TOTP) for the caller's own account. */

const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set up a new app.';
const WRONG_CODE = 'That code is not right. Enter the current 6-digit code from your authenticator app.';
const WRONG_PASSWORD = 'Your password is not right.';

const accountOf = async (db: Db, id: string): Promise<Admin> => (await db.select().from(admins).where(eq(admins.id, id)).limit(1))[0]!;

/** The password again, counted like a sign-in, so a session left open somewhere cannot change the second factor. */
async function checkPassword(call: AuthCall, account: Admin, password: string) {
  const attempt = await startAttempt(call.db, account, account.email);
  if (!account.passwordHash || !(await call.passwords.verify(password, account.passwordHash))) {
    call.failed(attempt);
    throw badRequest(WRONG_PASSWORD, { Password: WRONG_PASSWORD });
  }
  return attempt;
}

/** A new secret waiting to be confirmed, with its QR code. */
export async function beginTwoFactorSetup(db: Db, me: SessionAdmin) {
  const account = await accountOf(db, me.id);
  if (account.totpEnabledAt) throw badRequest(ALREADY_ON);
  return startSetup(db, account);
}

/** Confirms the app being set up; answers the recovery codes, shown only now. Whoever else was signed in now needs the code too: their sessions end. */
export async function enableTwoFactor(call: AuthCall, me: SessionAdmin, body: { Password: string; Code: string }): Promise<string[]> {
  const account = await accountOf(call.db, me.id);
  if (account.totpEnabledAt) throw badRequest(ALREADY_ON);
  if (!account.totpPendingSecret) throw badRequest('Start the set-up first: no authenticator app is waiting to be confirmed.');
  const attempt = await checkPassword(call, account, body.Password);
  const codes = await enable(call.db, account, body.Code);
  if (!codes) {
    // A mistyped code of the app being set up guesses nothing: its secret was just shown to this session.
    await releaseAttempt(call.db, attempt);
    throw badRequest(WRONG_CODE, { Code: WRONG_CODE });
  }
  await clearFailures(call.db, account.id);
  await revokeAllSessions(call.db, account.id, me.sessionId);
  call.log.info({ event: 'two_factor_enabled', adminId: account.id }, 'two-factor sign-in turned on');
  await recordActivity(call.db, { ...call.actor(account), kind: '2fa-enabled', subject: account.email });
  return codes;
}

/** Turns two-factor sign-in off with the password and a current code, unless the site requires it (REQUIRE_2FA). */
export async function disableTwoFactor(call: AuthCall, me: SessionAdmin, body: { Password: string; Code: string }, requireTwoFactor: boolean) {
  const account = await accountOf(call.db, me.id);
  if (!account.totpEnabledAt) throw badRequest('Two-factor sign-in is not on.');
  if (requireTwoFactor) throw badRequest('This site requires two-factor sign-in for every account: it cannot be turned off.');
  const attempt = await checkPassword(call, account, body.Password);
  if (!(await verifySecondFactor(call.db, account, body.Code))) {
    call.failed(attempt);
    const message = 'That code is not right, or was already used.';
    throw badRequest(message, { Code: message });
  }
  await clearFailures(call.db, account.id);
  await call.db.transaction(async (tx) => {
    await disable(tx, account.id);
    await recordActivity(tx, { ...call.actor(account), kind: '2fa-disabled', subject: account.email });
  });
  call.log.info({ event: 'two_factor_disabled', adminId: account.id }, 'two-factor sign-in turned off');
}
