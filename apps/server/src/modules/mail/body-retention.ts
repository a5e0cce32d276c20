import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import type { ScheduledJob } from '../../lib/scheduler.js';

/** What an old mail's text and HTML read once OUTBOX_KEEP_DAYS removed them. */
export const PRUNED_BODY = '(Removed after OUTBOX_KEEP_DAYS: the body of an old mail is not kept.)';
/** Rows per UPDATE, so a first run over years of mail never holds one long lock. */
const BATCH = 500;

/**
 * A mail whose body is due to go: sent more than `days` ago, or failed or skipped with its last attempt more
 * than `days` ago (issue 45: they hold the same buyer data and status links). A failed mail's next_attempt_at
 * stays at the attempt that failed for good; a skipped one's is when it was written. Queued mails keep theirs.
 */
function dueForPruning(days: number) {
  const cutoff = sql`now() - ${days} * interval '1 day'`;
  return and(
    isNull(outbox.bodyPrunedAt),
    or(
      and(eq(outbox.status, 'sent'), lt(outbox.sentAt, cutoff)),
      and(inArray(outbox.status, ['failed', 'skipped']), lt(outbox.nextAttemptAt, cutoff)),
    ),
  );
}

/**
 * Removes the text, HTML and attachment list of the mails `dueForPruning` (they hold buyer data and
 * status-link keys). Recipient, subject, status and times stay; body_pruned_at says when, and Resend is
 * refused from then on. Database clock. Returns how many messages were pruned.
 */
export async function pruneOldBodies(db: Db, days: number): Promise<number> {
  let pruned = 0;
  for (;;) {
    const due = db.select({ id: outbox.id }).from(outbox).where(dueForPruning(days)).limit(BATCH);
    const rows = await db
      .update(outbox)
      // Checked again: a Resend between the select and the update (status queued) keeps its body.
      .set({ text: PRUNED_BODY, html: PRUNED_BODY, attachments: [], bodyPrunedAt: sql`now()` })
      .where(and(inArray(outbox.id, due), dueForPruning(days)))
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
      const messages = await pruneOldBodies(app.db, days);
      app.log.info({ event: 'outbox_bodies_pruned', days, messages }, 'bodies of old mails removed');
    },
  };
}
