import { and, count, desc, eq, inArray, isNull, lte, lt, not, or, sql } from 'drizzle-orm';
import type { OutboxMessage, OutboxSummary } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { files, outbox, recordAttachments, records, type OutboxAttachment, type OutboxRow } from '../../db/schema.js';
import { embedThumbnails, markedFileIds, thumbnailCid } from './templates/thumbnails.js';
import type { OutgoingMail } from './transport.js';

export type NewOutboxMessage = typeof outbox.$inferInsert;
type Tx = Pick<Db, 'insert'>;

/** Queues messages inside the caller's transaction (with the lead they belong to). */
export async function enqueue(tx: Tx, messages: NewOutboxMessage[]): Promise<void> {
  if (messages.length) await tx.insert(outbox).values(messages);
}

/** How long a staff mail waits for its drawings' thumbnails before it goes without them. */
export const THUMBNAIL_WAIT_SECONDS = 120;

const waitsForThumbnail = sql`(${outbox.kind} = 'staff-notification'
  and ${outbox.queuedAt} > now() - ${THUMBNAIL_WAIT_SECONDS} * interval '1 second'
  and exists (select 1 from ${recordAttachments} join ${files} on ${files.id} = ${recordAttachments.fileId}
    where ${recordAttachments.recordId} = ${outbox.recordId} and ${files.thumbnailStatus} = 'pending'))`;

const isDue = and(
  eq(outbox.status, 'queued'),
  lte(outbox.nextAttemptAt, sql`now()`),
  or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
  not(waitsForThumbnail),
);

const leaseEnd = (leaseMs: number) => sql`now() + ${leaseMs} * interval '1 millisecond'`;

/**
 * Claims up to `limit` due messages for this sender: FOR UPDATE SKIP LOCKED makes concurrent senders take
 * different rows; the claim (token + lease) keeps them off the rows while the mail is on the wire.
 * A sender that dies mid-send stops renewing, so its claim lapses and another sender retries.
 */
export async function claimDue(db: Db, token: string, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(isDue)
      .orderBy(outbox.nextAttemptAt, outbox.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ claimToken: token, lockedUntil: leaseEnd(leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function renewClaims(db: Db, token: string, ids: string[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(and(eq(outbox.claimToken, token), inArray(outbox.id, ids)));
}

const released = { claimToken: null, lockedUntil: null } as const;

/** Mails that carry a one-time link: their body is wiped once sent, and they are never sent again. */
export const ONE_TIME_LINK_KINDS = ['team-invite', 'password-reset', 'buyer-sign-in'] as const;
const WIPED = '(Removed after sending: this mail held a one-time link.)';
const wipeOneTimeLinks = {
  text: sql`case when ${outbox.kind} in ('team-invite', 'password-reset', 'buyer-sign-in') then ${WIPED} else ${outbox.text} end`,
  html: sql`case when ${outbox.kind} in ('team-invite', 'password-reset', 'buyer-sign-in') then ${WIPED} else ${outbox.html} end`,
};

export async function markSent(db: Db, id: string, token: string): Promise<void> {
  await db
    .update(outbox)
    .set({ ...released, ...wipeOneTimeLinks, status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.claimToken, token)));
}

/** A failed try: due again after `retryInMs`, or failed for good when `retryInMs` is null. */
export async function markAttemptFailed(db: Db, id: string, token: string, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryInMs === null
        ? { ...released, status: 'failed', lastError: error }
        : { ...released, lastError: error, nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'` },
    )
    .where(and(eq(outbox.id, id), eq(outbox.claimToken, token)));
}

/**
 * Resend: the message is due now again, with a fresh retry window. Returns it as it stands right after the
 * requeue (one transaction, so a sender claiming it at once cannot change the answer); null when it does not exist.
 */
export async function requeue(db: Db, id: string, configured: boolean): Promise<OutboxMessage | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(outbox)
      .set({ ...released, status: 'queued', attempts: 0, lastError: null, sentAt: null, nextAttemptAt: sql`now()`, queuedAt: sql`now()` })
      .where(and(eq(outbox.id, id), isNull(outbox.bodyPrunedAt), sql`${outbox.kind} not in ('team-invite', 'password-reset', 'buyer-sign-in')`))
      .returning({ id: outbox.id });
    return rows.length > 0 ? getMessage(tx, id, configured) : null;
  });
}

/**
 * The attachments' bytes and the HTML with the drawings' thumbnails in place. A drawing deleted since the
 * mail was queued is simply left out; a drawing without a thumbnail loses its marker.
 */
export async function loadAttachments(db: Db, attachments: OutboxAttachment[], markup: string) {
  const marked = markedFileIds(markup);
  const ids = [...new Set([...attachments.map((a) => a.fileId), ...marked])];
  const rows = ids.length ? await db.select().from(files).where(inArray(files.id, ids)) : [];
  const parts: OutgoingMail['attachments'] = attachments.flatMap((a) => {
    const file = rows.find((row) => row.id === a.fileId);
    return file ? [{ filename: a.name, content: Buffer.from(file.data), contentType: file.mimeType }] : [];
  });
  const thumbnails = new Map<string, string>();
  for (const file of rows) {
    if (!file.thumbnail || !marked.includes(file.id)) continue;
    thumbnails.set(file.id, file.name);
    parts.push({ filename: `thumbnail-${file.id}.png`, content: Buffer.from(file.thumbnail), contentType: 'image/png', cid: thumbnailCid(file.id) });
  }
  return { attachments: parts, html: embedThumbnails(markup, thumbnails) };
}

const listColumns = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  kind: outbox.kind,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  sentAt: outbox.sentAt,
  nextAttemptAt: outbox.nextAttemptAt,
  createdAt: outbox.createdAt,
  bodyPrunedAt: outbox.bodyPrunedAt,
  reference: records.reference,
  recordId: records.id,
  recordKind: records.kind,
};

type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

function toMessage(row: ListRow, configured: boolean): OutboxMessage {
  const queued = row.status === 'queued';
  return {
    _id: row.id!,
    to: row.to!,
    subject: row.subject!,
    kind: row.kind!,
    status: queued && !configured ? 'not configured' : row.status!,
    attempts: row.attempts!,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: queued ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt!.toISOString(),
    bodyPrunedAt: row.bodyPrunedAt?.toISOString() ?? null,
    reference: row.reference,
    recordId: row.recordId,
    recordKind: row.recordKind,
  };
}

const selectMessages = (db: Pick<Db, 'select'>) => db.select(listColumns).from(outbox).leftJoin(records, eq(outbox.recordId, records.id));

export async function listMessages(db: Db, limit: number, configured: boolean): Promise<{ total: number; messages: OutboxMessage[] }> {
  const rows = await selectMessages(db).orderBy(desc(outbox.createdAt), desc(outbox.kind)).limit(limit);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(outbox);
  return { total, messages: rows.map((row) => toMessage(row, configured)) };
}

export async function getMessage(db: Pick<Db, 'select'>, id: string, configured: boolean): Promise<OutboxMessage | null> {
  const [row] = await selectMessages(db).where(eq(outbox.id, id)).limit(1);
  return row ? toMessage(row, configured) : null;
}

export async function summarize(db: Db, configured: boolean): Promise<OutboxSummary> {
  const rows = await db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { configured, queued: of('queued'), failed: of('failed') };
}
