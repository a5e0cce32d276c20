import { endpoints, OUTBOX_LIST_LIMIT } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { route } from '../../lib/route.js';
import { getMessage, listMessages, ONE_TIME_LINK_KINDS, requeue, summarize } from './outbox.js';
import { getMessageDetail } from './outbox-detail.js';

/** The back office's view of the outbox (signed-in accounts; one mail's text for Owners only). */
export default async function outboxRoutes(app: FastifyInstance) {
  route(app, endpoints.outbox.list, {}, async () => {
    const summary = await summarize(app.db, app.mail.configured);
    const { total, messages } = await listMessages(app.db, OUTBOX_LIST_LIMIT, app.mail.configured);
    return { success: true as const, message: `${total} messages.`, data: { summary, total, messages } };
  });

  route(app, endpoints.outbox.summary, {}, async () => ({
    success: true as const,
    message: 'Outbox summary.',
    data: await summarize(app.db, app.mail.configured),
  }));

  // Owners only (the contract's access): the text holds buyers' details and their status links.
  route(app, endpoints.outbox.get, {}, async (request) => {
    const id = request.body._id;
    const data = isUuid(id) ? await getMessageDetail(app.db, id, app.mail.configured) : null;
    if (!data) throw notFound('That message is not in the outbox.');
    const message = data.bodyHidden === 'removed' ? 'The text of this mail was removed after OUTBOX_KEEP_DAYS.' : 'Message.';
    return { success: true as const, message, data };
  });

  route(app, endpoints.outbox.resend, {}, async (request) => {
    const id = request.body._id;
    const existing = isUuid(id) ? await getMessage(app.db, id, app.mail.configured) : null;
    if (!existing) throw notFound('That message is not in the outbox.');
    if ((ONE_TIME_LINK_KINDS as readonly string[]).includes(existing.kind)) {
      throw badRequest('This mail held a one-time link and cannot be sent again: send a new invitation or reset link instead.');
    }
    if (existing.bodyPrunedAt) {
      throw badRequest('The text of this mail was removed after OUTBOX_KEEP_DAYS, so it cannot be sent again.');
    }
    const data = await requeue(app.db, id, app.mail.configured);
    if (!data) throw notFound('That message is not in the outbox.');
    app.mail.wake();
    const message = app.mail.configured ? 'Message queued to be sent again.' : 'Message queued; it goes out once SMTP_URL is set.';
    return { success: true as const, message, data };
  });
}
