import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneExpired } from './prune.js';

export interface MaintenanceOptions {
  /** How often expired rows are pruned (one process of all on the database prunes each turn). */
  pruneIntervalMs: number;
}

/** Prunes expired sessions and rate-limit counters as a job of the shared scheduler. */
function maintenancePlugin(app: FastifyInstance, opts: MaintenanceOptions) {
  app.scheduler.add({
    name: 'prune',
    everyMs: opts.pruneIntervalMs,
    async run() {
      const pruned = await pruneExpired(app.db);
      app.log.info({ event: 'pruned', ...pruned }, 'expired sessions and rate-limit counters pruned');
    },
  });
}

export default fp(maintenancePlugin, { name: 'maintenance', dependencies: ['database', 'scheduler'] });
