import { endpoints } from '@rp/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.js';
import { submitLimitOptions } from '../records/index.js';
import { reorder } from './reorder.js';

export interface RepeatOrderRoutesOptions {
  submitRateLimit: number;
}

/** Five 5 MB drawings as base64 (4/3) plus the form, as the quote form's: the 20 MB total check answers, not the body limit. */
const REORDER_BODY_LIMIT = 36 * 1024 * 1024;

/** The buyer's "Order again" (issue 49): a 'buyer' call, so the buyer session's check runs first. */
export default async function repeatOrderRoutes(app: FastifyInstance, opts: RepeatOrderRoutesOptions) {
  // A new request like the site's forms make: the same per-client limit.
  route(
    app,
    endpoints.account.reorder,
    { bodyLimit: REORDER_BODY_LIMIT, config: { rateLimit: submitLimitOptions(opts.submitRateLimit) } },
    async (request, reply) => {
      const { record, order } = await reorder(app.db, app.mail.settings, request.buyer!.email, request.body);
      app.mail.wake();
      if (record.Attachments.length) app.thumbnails.wake();
      request.log.info(
        {
          event: 'reorder_created',
          id: record._id,
          order: order.id,
          lines: request.body.Lines.length,
          drawings: request.body.Attachments?.length ?? 0,
        },
        'repeat order stored',
      );
      void reply.status(201);
      return {
        success: true as const,
        message: `Request ${record.Reference} received: we will quote ${order.number} again.`,
        data: { Reference: record.Reference },
      };
    },
  );
}
