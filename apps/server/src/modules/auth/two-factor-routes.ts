import { eq } from 'drizzle-orm';
import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { admins } from '../../db/schema.js';
import { actorOf, recordActivity } from '../activity/record-activity.js';
import { badRequest } from '../../lib/http-errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { route } from '../../lib/route.js';
import type { AuthRoutesOptions } from './routes.js';
import { disable, enable, startSetup, verifySecondFactor } from './two-factor.js';

const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to set up a new app.';
const WRONG_CODE = 'That code is not right. Enter the current 6-digit code from your authenticator app.';

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
    const codes = await enable(app.db, account, request.body.Code);
    if (!codes) throw badRequest(WRONG_CODE, { Code: WRONG_CODE });
    request.log.info({ event: 'two_factor_enabled', adminId: account.id }, 'two-factor sign-in turned on');
    await recordActivity(app.db, { ...actorOf(request, account), kind: '2fa-enabled', subject: account.email });
    return {
      success: true as const,
      message: 'Two-factor sign-in is on. Keep the recovery codes somewhere safe: they are shown only now.',
      data: { RecoveryCodes: codes },
    };
  });

  route(app, endpoints.auth.twoFactor.disable, limited, async (request) => {
    const account = await accountOf(request.admin!.id);
    if (!account.totpEnabledAt) throw badRequest('Two-factor sign-in is not on.');
    if (opts.requireTwoFactor) throw badRequest('This site requires two-factor sign-in for every account: it cannot be turned off.');
    const { Password, Code } = request.body;
    if (!account.passwordHash || !(await verifyPassword(Password, account.passwordHash))) {
      throw badRequest('Your password is not right.', { Password: 'Your password is not right.' });
    }
    if (!(await verifySecondFactor(app.db, account, Code))) {
      const message = 'That code is not right, or was already used.';
      throw badRequest(message, { Code: message });
    }
    await app.db.transaction(async (tx) => {
      await disable(tx, account.id);
      await recordActivity(tx, { ...actorOf(request, account), kind: '2fa-disabled', subject: account.email });
    });
    request.log.info({ event: 'two_factor_disabled', adminId: account.id }, 'two-factor sign-in turned off');
    return { success: true as const, message: 'Two-factor sign-in is off.' };
  });
}
