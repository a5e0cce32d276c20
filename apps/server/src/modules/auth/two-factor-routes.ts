import { eq } from 'drizzle-orm';
import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { admins } from '../../db/schema.js';
import { actorOf, recordActivity } from '../activity/index.js';
import { badRequest } from '../../lib/http-errors.js';
import { route } from '../../lib/route.js';
import { afterFailedAttempt } from './failed-attempt.js';
import type { AuthRoutesOptions } from './routes.js';
import { revokeAllSessions } from './sessions.js';
import { clearFailures, releaseAttempt, startAttempt } from './sign-in-limit.js';
import { disable, enable, startSetup, verifySecondFactor } from './two-factor.js';

const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set up a new app.';
const WRONG_CODE = 'That code is not right. Enter the current 6-digit code from your authenticator app.';
const WRONG_PASSWORD = 'Your password is not right.';

/** Setting up, confirming and turning off two-factor sign-in (TOTP) for the caller's own account. */
export default async function twoFactorRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  // Guessing codes is limited exactly like guessing passwords.
  const limited = { config: { rateLimit: { max: opts.loginRateLimit, timeWindow: 15 * 60_000, groupId: 'two-factor' } } };
  const accountOf = async (id: string) => (await app.db.select().from(admins).where(eq(admins.id, id)).limit(1))[0]!;

  route(app, endpoints.auth.twoFactor.setup, {}, async (request) => {
    const account = await accountOf(request.admin!.id);
    if (account.totpEnabledAt) throw badRequest(ALREADY_ON);
    const { secret, uri, qrCode } = await startSetup(app.db, account);
    return {
      success: true as const,
      message: 'Scan the QR code with your authenticator app, then enter the code it shows.',
      data: { Secret: secret, Uri: uri, QrCode: qrCode },
    };
  });

  route(app, endpoints.auth.twoFactor.enable, limited, async (request) => {
    const account = await accountOf(request.admin!.id);
    if (account.totpEnabledAt) throw badRequest(ALREADY_ON);
    if (!account.totpPendingSecret) throw badRequest('Start the set-up first: no authenticator app is waiting to be confirmed.');
    // The password again, so a session left open somewhere cannot tie the account to someone else's phone.
    const attempt = await startAttempt(app.db, account, account.email);
    if (!account.passwordHash || !(await opts.passwords.verify(request.body.Password, account.passwordHash))) {
      afterFailedAttempt(app, request, attempt);
      throw badRequest(WRONG_PASSWORD, { Password: WRONG_PASSWORD });
    }
    const codes = await enable(app.db, account, request.body.Code);
    if (!codes) {
      // A mistyped code of the app being set up guesses nothing: its secret was just shown to this session.
      await releaseAttempt(app.db, attempt);
      throw badRequest(WRONG_CODE, { Code: WRONG_CODE });
    }
    await clearFailures(app.db, account.id);
    // Whoever else was signed in to the account now needs the code too: their sessions end.
    await revokeAllSessions(app.db, account.id, request.admin!.sessionId);
    request.log.info({ event: 'two_factor_enabled', adminId: account.id }, 'two-factor sign-in turned on');
    await recordActivity(app.db, { ...actorOf(request, account), kind: '2fa-enabled', subject: account.email });
    return {
      success: true as const,
      message: 'Two-factor sign-in is on, and your other sessions were signed out. Keep the recovery codes somewhere safe: they are shown only now.',
      data: { RecoveryCodes: codes },
    };
  });

  route(app, endpoints.auth.twoFactor.disable, limited, async (request) => {
    const account = await accountOf(request.admin!.id);
    if (!account.totpEnabledAt) throw badRequest('Two-factor sign-in is not on.');
    if (opts.requireTwoFactor) throw badRequest('This site requires two-factor sign-in for every account: it cannot be turned off.');
    const { Password, Code } = request.body;
    const attempt = await startAttempt(app.db, account, account.email);
    if (!account.passwordHash || !(await opts.passwords.verify(Password, account.passwordHash))) {
      afterFailedAttempt(app, request, attempt);
      throw badRequest(WRONG_PASSWORD, { Password: WRONG_PASSWORD });
    }
    if (!(await verifySecondFactor(app.db, account, Code))) {
      afterFailedAttempt(app, request, attempt);
      const message = 'That code is not right, or was already used.';
      throw badRequest(message, { Code: message });
    }
    await clearFailures(app.db, account.id);
    await app.db.transaction(async (tx) => {
      await disable(tx, account.id);
      await recordActivity(tx, { ...actorOf(request, account), kind: '2fa-disabled', subject: account.email });
    });
    request.log.info({ event: 'two_factor_disabled', adminId: account.id }, 'two-factor sign-in turned off');
    return { success: true as const, message: 'Two-factor sign-in is off.' };
  });
}
