import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ThumbnailWorker, type ThumbnailWorkerOptions } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    thumbnails: {
      /** Ask this process's worker to look for new drawings now (after a quote was stored). */
      wake(): void;
    };
  }
}

export interface ThumbnailPluginOptions extends Pick<ThumbnailWorkerOptions, 'limits' | 'childEntry' | 'socketPath'> {
  pollIntervalMs?: number;
}

/** Runs this process's thumbnail worker from ready to close; each made thumbnail wakes the mail sender. */
function thumbnailPlugin(app: FastifyInstance, opts: ThumbnailPluginOptions) {
  const worker = new ThumbnailWorker(app.db, {
    pollIntervalMs: opts.pollIntervalMs ?? 5000,
    limits: opts.limits,
    childEntry: opts.childEntry,
    socketPath: opts.socketPath,
    log: app.log,
    onDone: () => app.mail.wake(),
  });
  app.decorate('thumbnails', { wake: () => worker.wake() });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}

export default fp(thumbnailPlugin, { name: 'thumbnails', dependencies: ['database', 'mail'] });
