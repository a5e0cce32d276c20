import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimDueJob } from '../../lib/scheduled-job.js';
import { mailLateOrders } from './late-job.js';

export interface OrderLateOptions {
  /** How often a run is due; every process checks this often and one of them runs it (default every 15 minutes). */
  everyMs?: number;
}

export const LATE_JOB = 'order-late-mail';

/** One late-mail run if this process wins this period's claim (the shared schedule in app_meta); null when it did not. */
export async function runLateMailIfDue(app: FastifyInstance, everyMs: number, now = new Date()): Promise<string[] | null> {
  if (!(await claimDueJob(app.db, LATE_JOB, everyMs))) return null;
  const brand = (await app.companyProfile()).public.TradeName;
  const mailed = await mailLateOrders(app.db, { siteUrl: app.mail.settings.siteUrl, brand }, now);
  if (mailed.length) app.mail.wake();
  app.log.info({ event: 'order_late_mail', mailed: mailed.length }, 'late order check');
  return mailed;
}

/** The late-order mail schedule, run like the quotation expiry: each process checks every period (and at start); one runs it. */
function orderLatePlugin(app: FastifyInstance, { everyMs = 15 * 60_000 }: OrderLateOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runLateMailIfDue(app, everyMs).catch((err: unknown) => app.log.error({ err }, 'late order check failed; the next period retries'));
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

export default fp(orderLatePlugin, { name: 'order-late-mail', dependencies: ['database', 'mail', 'company-profile'] });
