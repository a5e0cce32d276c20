import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema.js';

const isWaiting = and(eq(files.thumbnailStatus, 'pending'), or(isNull(files.thumbnailLockedUntil), lt(files.thumbnailLockedUntil, sql`now()`)));

/**
 * Claims up to `limit` drawings waiting for a thumbnail (SKIP LOCKED: concurrent workers in other
 * processes take other files). The lease lapses if this process dies, and another worker retries.
 */
export async function claimPending(db: Db, limit: number, leaseMs: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: files.id })
      .from(files)
      .where(isWaiting)
      .orderBy(files.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(files)
      .set({ thumbnailLockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
      .where(
        inArray(
          files.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: files.id, mimeType: files.mimeType, data: files.data });
  });
}

export async function saveThumbnail(db: Db, id: string, png: Buffer | null): Promise<void> {
  await db
    .update(files)
    .set(png ? { thumbnailStatus: 'ready', thumbnail: png, thumbnailLockedUntil: null } : { thumbnailStatus: 'failed', thumbnailLockedUntil: null })
    .where(eq(files.id, id));
}

/** Keeps this worker's claim while it renders; a dead worker stops renewing and its claim soon lapses. */
export async function renewClaim(db: Db, id: string, leaseMs: number): Promise<void> {
  await db
    .update(files)
    .set({ thumbnailLockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(and(eq(files.id, id), eq(files.thumbnailStatus, 'pending')));
}
