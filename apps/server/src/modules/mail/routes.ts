import { errorResponse, idBody, OUTBOX_LIST_LIMIT, outboxListResponse, outboxResendResponse, outboxSummaryResponse } from '@rp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { getMessage, listMessages, requeue, summarize } from './outbox.js';

/** The back office's view of the outbox (admin only). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox/list',
    { onRequest: app.requireAdmin, schema: { response: { 200: outboxListResponse, '4xx': errorResponse } } },
    async () => {
      const summary = await summarize(app.db, app.mail.configured);
      const { total, messages } = await listMessages(app.db, OUTBOX_LIST_LIMIT, app.mail.configured);
      return { success: true as const, message: `${total} messages.`, data: { summary, total, messages } };
    },
  );

  app.get(
    '/outbox/summary',
    { onRequest: app.requireAdmin, schema: { response: { 200: outboxSummaryResponse, '4xx': errorResponse } } },
    async () => ({ success: true as const, message: 'Outbox summary.', data: await summarize(app.db, app.mail.configured) }),
  );

  app.post(
    '/outbox/resend',
    { onRequest: app.requireAdmin, schema: { body: idBody, response: { 200: outboxResendResponse, '4xx': errorResponse } } },
    async (request) => {
      const id = request.body._id;
      if (!isUuid(id) || !(await requeue(app.db, id))) throw notFound('That message is not in the outbox.');
      const data = await getMessage(app.db, id, app.mail.configured);
      if (!data) throw notFound('That message is not in the outbox.');
      app.mail.wake();
      const message = app.mail.configured ? 'Message queued to be sent again.' : 'Message queued; it goes out once SMTP_URL is set.';
      return { success: true as const, message, data };
    },
  );
};

export default outboxRoutes;
