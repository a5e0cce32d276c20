import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { linkUnlinkedDocuments } from './link-pass.js';

/**
 * Links the leads, quotations and orders stored before buyers existed (or by an older version), once at start,
 * before the app answers. Every start runs it: on linked data it reads nothing and returns at once; several
 * processes starting together take turns batch by batch (see linkUnlinkedDocuments).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      const started = performance.now();
      const done = await linkUnlinkedDocuments(app.db);
      if (done.linked > 0) {
        const ms = Math.round(performance.now() - started);
        app.log.info(
          { event: 'buyers_linked', linked: done.linked, created: done.buyersCreated, batches: done.batches, ms },
          'documents linked to buyers',
        );
      }
    });
  },
  { name: 'buyer-linking', dependencies: ['database'] },
);
