import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimRetentionRun, purgeExpiredDrawings } from './retention.js';

export interface RetentionPluginOptions {
  /** DRAWING_RETENTION_DAYS; undefined keeps drawings forever (no schedule runs). */
  days?: number;
  /** How often a process checks whether the period's run is due (default hourly). */
  everyMs?: number;
}

/** The drawing retention schedule: each process checks every period; the database lets one of them run. */
function retentionPlugin(app: FastifyInstance, { days, everyMs = 60 * 60_000 }: RetentionPluginOptions) {
  if (days === undefined) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        if (!(await claimRetentionRun(app.db, everyMs))) return;
        const purged = await purgeExpiredDrawings(app.db, days);
        app.log.info({ event: 'drawing_retention', days, leads: purged }, 'drawing retention run');
      } catch (err) {
        app.log.error({ err }, 'drawing retention run failed; the next period retries');
      }
    })();
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(retentionPlugin, { name: 'drawing-retention', dependencies: ['database'] });
