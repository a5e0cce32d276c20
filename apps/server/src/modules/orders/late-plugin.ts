import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runIfDue, type ScheduledJob } from '../../lib/scheduler.js';
import { mailLateOrders } from './late-job.js';

export interface OrderLateOptions {
  /** How often a run is due; one process of all on the database runs each turn (default every 15 minutes). */
  everyMs?: number;
}

export const LATE_JOB = 'order-late-mail';

/** The late-order mail job (as of `now`, else the time of the run). */
function lateMailJob(app: FastifyInstance, everyMs: number, now?: Date): ScheduledJob<string[]> {
  return {
    name: LATE_JOB,
    everyMs,
    async run() {
      const brand = (await app.companyProfile()).public.TradeName;
      const mailed = await mailLateOrders(app.db, { siteUrl: app.mail.settings.siteUrl, brand }, now ?? new Date());
      if (mailed.length) app.mail.wake();
      app.log.info({ event: 'order_late_mail', mailed: mailed.length }, 'late order check');
      return mailed;
    },
  };
}

/** One late-mail run if this process wins this period's claim; null when it did not. */
export function runLateMailIfDue(app: FastifyInstance, everyMs: number, now = new Date()): Promise<string[] | null> {
  return runIfDue(app.db, lateMailJob(app, everyMs, now));
}

/** Adds the late-order mail to the shared scheduler, like the quotation expiry. */
function orderLatePlugin(app: FastifyInstance, { everyMs = 15 * 60_000 }: OrderLateOptions) {
  app.scheduler.add(lateMailJob(app, everyMs));
}

export default fp(orderLatePlugin, { name: 'order-late-mail', dependencies: ['database', 'scheduler', 'mail', 'company-profile'] });
