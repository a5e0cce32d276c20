import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { removeUnusedUploads, UNUSED_UPLOADS_JOB } from './unused-uploads.js';

/** Removing unused site-content uploads as a job of the shared scheduler, hourly: one process of all runs each turn. */
function unusedUploadsPlugin(app: FastifyInstance) {
  app.scheduler.add({
    name: UNUSED_UPLOADS_JOB,
    everyMs: 60 * 60_000,
    async run() {
      const removed = await removeUnusedUploads(app.db);
      app.log.info({ event: 'site_content_unused_uploads', removed }, 'unused site-content uploads removed');
    },
  });
}

export default fp(unusedUploadsPlugin, { name: 'site-content-unused-uploads', dependencies: ['database', 'scheduler'] });
