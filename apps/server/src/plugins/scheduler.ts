import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Scheduler, type ScheduledJob, type SchedulerOptions } from '../lib/scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: {
      /** Adds a periodic job (before the app is ready): one process of all on the database runs each turn. */
      add(job: ScheduledJob): void;
    };
  }
}

/** This process's one scheduler (ADR 075): it claims the turns due as the app gets ready, and close waits for those in hand. */
function schedulerPlugin(app: FastifyInstance, opts: SchedulerOptions) {
  const scheduler = new Scheduler(app.db, app.log, opts);
  app.decorate('scheduler', { add: (job: ScheduledJob) => scheduler.add(job) });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}

export default fp(schedulerPlugin, { name: 'scheduler', dependencies: ['database'] });
