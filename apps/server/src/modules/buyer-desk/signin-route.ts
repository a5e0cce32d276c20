import type { FastifyInstance } from 'fastify';
import { setBuyerCookie } from './cookie.js';
import { SIGN_IN_PATH, useSignInLink } from './link.js';
import { createBuyerSession } from './sessions.js';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
export const ACCOUNT_PATH = '/account';
/** The page says the link expired or was used, and offers a new one. */
export const SIGNIN_EXPIRED_PATH = '/account?signin=expired';

/**
 * GET /account/signin?token=: a page of the site, not an API call (the mailed link). A live link is used once,
 * opens a buyer session with its cookie and goes on to /account; anything else goes to the expired notice.
 * The request log never carries the token (the logger drops query strings).
 */
export function registerSignInRoute(app: FastifyInstance) {
  app.get(SIGN_IN_PATH, async (request, reply) => {
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const token = (request.query as { token?: unknown }).token;
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return reply.redirect(SIGNIN_EXPIRED_PATH, 303);
    const sessionToken = await app.db.transaction(async (tx) => {
      const email = await useSignInLink(tx, token);
      return email === null ? null : createBuyerSession(tx, email);
    });
    if (sessionToken === null) {
      request.log.info({ event: 'buyer_link_refused' }, 'buyer sign-in link unknown, used or expired');
      return reply.redirect(SIGNIN_EXPIRED_PATH, 303);
    }
    setBuyerCookie(request, reply, sessionToken);
    request.log.info({ event: 'buyer_signed_in' }, 'buyer signed in');
    return reply.redirect(ACCOUNT_PATH, 303);
  });
}
