import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimDueJob } from '../../lib/scheduled-job.js';
import { expireQuotations } from './expiry.js';

export interface QuotationExpiryOptions {
  /** How often a run is due; every process checks this often and one of them runs it (default hourly). */
  everyMs?: number;
}

export const EXPIRY_JOB = 'quotation-expiry';

/** One expiry run if this process wins this period's claim (the shared schedule in app_meta); null when it did not. */
export async function runExpiryIfDue(app: FastifyInstance, everyMs: number, now = new Date()): Promise<string[] | null> {
  if (!(await claimDueJob(app.db, EXPIRY_JOB, everyMs))) return null;
  const expired = await expireQuotations(app.db, now);
  app.log.info({ event: 'quotation_expiry', expired: expired.length }, 'quotation expiry run');
  return expired;
}

/** The quotation expiry schedule: each process checks every period (and at start); the database lets one of them run. */
function quotationExpiryPlugin(app: FastifyInstance, { everyMs = 60 * 60_000 }: QuotationExpiryOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runExpiryIfDue(app, everyMs).catch((err: unknown) => app.log.error({ err }, 'quotation expiry run failed; the next period retries'));
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

export default fp(quotationExpiryPlugin, { name: 'quotation-expiry', dependencies: ['database'] });
