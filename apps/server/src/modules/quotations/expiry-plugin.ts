import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runIfDue, type ScheduledJob } from '../../lib/scheduler.js';
import { expireQuotations } from './expiry.js';

export interface QuotationExpiryOptions {
  /** How often a run is due; one process of all on the database runs each turn (default hourly). */
  everyMs?: number;
}

export const EXPIRY_JOB = 'quotation-expiry';

/** The expiry job: Sent and Viewed quotations past their validity become Expired (as of `now`, else the time of the run). */
function expiryJob(app: FastifyInstance, everyMs: number, now?: Date): ScheduledJob<string[]> {
  return {
    name: EXPIRY_JOB,
    everyMs,
    async run() {
      const expired = await expireQuotations(app.db, now ?? new Date());
      app.log.info({ event: 'quotation_expiry', expired: expired.length }, 'quotation expiry run');
      return expired;
    },
  };
}

/** One expiry run if this process wins this period's claim; null when it did not. */
export function runExpiryIfDue(app: FastifyInstance, everyMs: number, now = new Date()): Promise<string[] | null> {
  return runIfDue(app.db, expiryJob(app, everyMs, now));
}

/** Adds the quotation expiry to the shared scheduler. */
function quotationExpiryPlugin(app: FastifyInstance, { everyMs = 60 * 60_000 }: QuotationExpiryOptions) {
  app.scheduler.add(expiryJob(app, everyMs));
}

export default fp(quotationExpiryPlugin, { name: 'quotation-expiry', dependencies: ['database', 'scheduler'] });
