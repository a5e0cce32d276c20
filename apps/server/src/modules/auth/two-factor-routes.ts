import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { authCall } from './auth-call.js';
import type { AuthRoutesOptions } from './routes.js';
import { beginTwoFactorSetup, disableTwoFactor, enableTwoFactor } from './two-factor-service.js';

/** Setting up, confirming and turning off two-factor sign-in (TOTP) for the caller's own account. */
export default async function twoFactorRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  // Guessing codes is limited exactly like guessing passwords.
  const limited = { config: { rateLimit: { max: opts.loginRateLimit, timeWindow: 15 * 60_000, groupId: 'two-factor' } } };

  route(app, endpoints.auth.twoFactor.setup, {}, async (request) => {
    const { secret, uri, qrCode } = await beginTwoFactorSetup(app.db, request.admin!);
    return {
      success: true as const,
      message: 'Scan the QR code with your authenticator app, then enter the code it shows.',
      data: { Secret: secret, Uri: uri, QrCode: qrCode },
    };
  });

  route(app, endpoints.auth.twoFactor.enable, limited, async (request) => {
    const codes = await enableTwoFactor(authCall(app, request, opts.passwords), request.admin!, request.body);
    return {
      success: true as const,
      message: 'Two-factor sign-in is on, and your other sessions were signed out. Keep the recovery codes somewhere safe: they are shown only now.',
      data: { RecoveryCodes: codes },
    };
  });

  route(app, endpoints.auth.twoFactor.disable, limited, async (request) => {
    await disableTwoFactor(authCall(app, request, opts.passwords), request.admin!, request.body, opts.requireTwoFactor);
    return { success: true as const, message: 'Two-factor sign-in is off.' };
  });
}
