import { rfqStatusPath } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { recordEvents } from '../../db/schema.js';
import { newStatusKey } from '../records/index.js';
import { sessionRequest } from './documents.js';
import { ACCOUNT_PATH } from './signin-route.js';

/**
 * GET /account/request/:id/status: a page of the site. Keys are kept only as hashes, so the request's status
 * link is minted when the buyer clicks it (a key of its own, on the lead's timeline, as "Share on WhatsApp"
 * does; ADR 064, 095) and the browser goes on to the status page. No session, or not the session's: /account.
 */
export function registerStatusRoute(app: FastifyInstance) {
  // The page accountRequestStatusPath(id) links to.
  app.get('/account/request/:id/status', async (request, reply) => {
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    try {
      await app.requireBuyer(request);
    } catch {
      return reply.redirect(ACCOUNT_PATH, 303);
    }
    const { id } = request.params as { id: string };
    const lead = await sessionRequest(app.db, { email: request.buyer!.email }, id);
    if (!lead) return reply.redirect(ACCOUNT_PATH, 303);
    const key = newStatusKey();
    await app.db.insert(recordEvents).values({
      recordId: lead.id,
      type: 'quotation',
      actor: request.buyer!.email,
      text: `Status page opened by the buyer from their account (${request.buyer!.email}).`,
      buyerKeyHash: key.hash,
    });
    return reply.redirect(rfqStatusPath(lead.reference, key.key), 303);
  });
}
