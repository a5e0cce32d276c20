import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimDueJob } from '../../lib/scheduled-job.js';
import { pruneExpired } from './prune.js';

export interface MaintenanceOptions {
  /** How often expired rows are pruned; each process checks this often, one of them prunes. */
  pruneIntervalMs: number;
}

/** Prunes expired sessions and rate-limit counters on a schedule shared by every server process. */
async function maintenancePlugin(app: FastifyInstance, opts: MaintenanceOptions) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        if (!(await claimDueJob(app.db, 'prune', opts.pruneIntervalMs))) return;
        const pruned = await pruneExpired(app.db);
        app.log.info({ event: 'pruned', ...pruned }, 'expired sessions and rate-limit counters pruned');
      } catch (err) {
        app.log.warn({ err }, 'pruning expired rows failed; the next turn retries');
      } finally {
        running = null;
      }
    })();
  };

  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, opts.pruneIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

export default fp(maintenancePlugin, { name: 'maintenance', dependencies: ['database'] });
