import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_WINDOW_HOURS, type RecordKind } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';

type Tx = Pick<Db, 'insert' | 'update' | 'delete'>;

const expired = lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_WINDOW_HOURS} * interval '1 hour'`);

/**
 * Takes the key for a new create, inside its transaction. 'taken' when another create holds it: a
 * concurrent create with the same key waits here until the first commits (or rolls back and frees it).
 */
export async function reserveKey(tx: Tx, scope: RecordKind, key: string): Promise<'reserved' | 'taken'> {
  await tx.delete(idempotencyKeys).where(expired);
  const inserted = await tx.insert(idempotencyKeys).values({ scope, key }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length > 0 ? 'reserved' : 'taken';
}

export async function bindKey(tx: Tx, scope: RecordKind, key: string, recordId: string): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ recordId })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** The record a live key belongs to, if any. */
export async function recordIdForKey(db: Db, scope: RecordKind, key: string): Promise<string | null> {
  const [row] = await db
    .select({ recordId: idempotencyKeys.recordId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), sql`not ${expired}`))
    .limit(1);
  return row?.recordId ?? null;
}
