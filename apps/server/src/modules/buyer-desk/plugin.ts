import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../lib/http-errors.js';
import { buyerCookieToken } from './cookie.js';
import { findBuyerSession, type SessionBuyer } from './sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest of every 'buyer' call: 401 unless the request carries a live buyer session cookie. */
    requireBuyer: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    buyer: SessionBuyer | null;
  }
}

export const BUYER_SIGN_IN_FIRST = 'Please sign in to your account first: enter your e-mail address on the account page for a sign-in link.';
const BUYER_SESSION_ENDED = 'Your sign-in has ended. Enter your e-mail address on the account page for a new sign-in link.';

/**
 * The buyer session (issue 49): only the buyer cookie counts, never a staff bearer token; staff calls
 * (requireAdmin) read only the bearer token, so the buyer cookie never counts there.
 */
function buyerSessionPlugin(app: FastifyInstance) {
  app.decorateRequest('buyer', null);
  app.decorate('requireBuyer', async (request: FastifyRequest) => {
    const token = buyerCookieToken(request);
    if (!token) throw unauthorized(BUYER_SIGN_IN_FIRST);
    const session = await findBuyerSession(app.db, token);
    if (!session) throw unauthorized(BUYER_SESSION_ENDED);
    request.buyer = session;
  });
}

export default fp(buyerSessionPlugin, { name: 'buyer-session', dependencies: ['database'] });
