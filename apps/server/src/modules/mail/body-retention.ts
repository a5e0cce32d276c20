import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import type { ScheduledJob } from '../../lib/scheduler.js';

/** What a sent mail's text and HTML read once OUTBOX_KEEP_DAYS removed them. */
export const PRUNED_BODY = '(Removed after OUTBOX_KEEP_DAYS: the body of a sent mail is not kept.)';
/** Rows per UPDATE, so a first run over years of mail never holds one long lock. */
const BATCH = 500;

/**
 * Removes the text, HTML and attachment list of mails sent more than `days` ago (they hold buyer data and
 * status-link keys). Recipient, subject, status and times stay; body_pruned_at says when. Database clock.
 * Returns how many messages were pruned.
 */
export async function pruneSentBodies(db: Db, days: number): Promise<number> {
  let pruned = 0;
  for (;;) {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'sent'), isNull(outbox.bodyPrunedAt), lt(outbox.sentAt, sql`now() - ${days} * interval '1 day'`)))
      .limit(BATCH);
    const rows = await db
      .update(outbox)
      // status = 'sent' again: a Resend between the select and the update keeps its body.
      .set({ text: PRUNED_BODY, html: PRUNED_BODY, attachments: [], bodyPrunedAt: sql`now()` })
      .where(and(inArray(outbox.id, due), eq(outbox.status, 'sent')))
      .returning({ id: outbox.id });
    pruned += rows.length;
    if (rows.length < BATCH) return pruned;
  }
}

/** The job's name in job_schedule: one process of all that share the database runs each turn. */
export const BODY_RETENTION_JOB = 'outbox-body-retention';

/** Removing old mail bodies as a job of the shared scheduler: one turn every `everyMs`. */
export function bodyRetentionJob(app: FastifyInstance, days: number, everyMs: number): ScheduledJob {
  return {
    name: BODY_RETENTION_JOB,
    everyMs,
    async run() {
      const messages = await pruneSentBodies(app.db, days);
      app.log.info({ event: 'outbox_bodies_pruned', days, messages }, 'bodies of old sent mails removed');
    },
  };
}
