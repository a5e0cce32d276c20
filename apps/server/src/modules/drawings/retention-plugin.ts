import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredDrawings } from './retention.js';

export interface RetentionPluginOptions {
  /** DRAWING_RETENTION_DAYS; undefined keeps drawings forever (no job is added). */
  days?: number;
  /** How often a run is due (default hourly). */
  everyMs?: number;
}

/** The job's name in job_schedule. */
export const RETENTION_JOB = 'drawing-retention';

/** Drawing retention as a job of the shared scheduler: one process of all on the database runs each turn. */
function retentionPlugin(app: FastifyInstance, { days, everyMs = 60 * 60_000 }: RetentionPluginOptions) {
  if (days === undefined) return;
  app.scheduler.add({
    name: RETENTION_JOB,
    everyMs,
    async run() {
      const purged = await purgeExpiredDrawings(app.db, days);
      app.log.info({ event: 'drawing_retention', days, leads: purged }, 'drawing retention run');
    },
  });
}

export default fp(retentionPlugin, { name: 'drawing-retention', dependencies: ['database', 'scheduler'] });
