import { ACCOUNT_LINK_SENT, endpoints } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/route.js';
import { clientNetwork } from '../../lib/client-network.js';
import { clearBuyerCookie } from './cookie.js';
import { sendSignInLinkLater } from './link.js';
import { revokeBuyerSessions } from './sessions.js';

export interface BuyerDeskRoutesOptions {
  /** SUBMIT_RATE_LIMIT: link requests per client (IPv6 per /64) per hour. */
  submitRateLimit: number;
}

/** The link requests' own counter per client: a buyer who sent many forms can still sign in. */
export const ACCOUNT_LINK_LIMIT_GROUP = 'account-link';

/** The account calls: the sign-in link, sign out, and (summary-routes.ts) what the session sees. */
export default async function buyerDeskRoutes(app: FastifyInstance, opts: BuyerDeskRoutesOptions) {
  const calls = endpoints.account;
  const linkLimit = {
    max: opts.submitRateLimit,
    timeWindow: 60 * 60_000,
    groupId: ACCOUNT_LINK_LIMIT_GROUP,
    keyGenerator: (request: FastifyRequest) => clientNetwork(request.ip),
  };

  route(app, calls.link, { config: { rateLimit: linkLimit } }, async (request) => {
    sendSignInLinkLater(app.db, { siteUrl: app.mail.settings.siteUrl, wake: () => app.mail.wake() }, request.log, request.body.Email);
    return { success: true as const, message: ACCOUNT_LINK_SENT };
  });

  route(app, calls.logout, {}, async (request, reply) => {
    const everywhere = request.body?.Everywhere === true;
    const ended = await revokeBuyerSessions(app.db, request.buyer!, everywhere);
    clearBuyerCookie(request, reply);
    request.log.info({ event: 'buyer_signed_out', everywhere, sessions: ended }, 'buyer signed out');
    return { success: true as const, message: everywhere ? 'Signed out on every device.' : 'Signed out.' };
  });
}
