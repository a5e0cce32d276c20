import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAttachments, records } from '../../db/schema.js';
import { deleteDrawingBytes } from './attachments.js';

/** Lead statuses after which drawings may be deleted under DRAWING_RETENTION_DAYS. */
export const FINISHED_STATUSES = ['Done', 'Resolved', 'Closed'] as const;

/**
 * Deletes the drawing bytes and thumbnails of finished leads whose last change is older than `days`.
 * Names stay; the lead records when its drawings were removed. Returns the leads purged.
 */
export async function purgeExpiredDrawings(db: Db, days: number): Promise<number> {
  const expired = await db
    .selectDistinct({ id: records.id })
    .from(records)
    .innerJoin(recordAttachments, eq(recordAttachments.recordId, records.id))
    .where(
      and(
        inArray(records.status, [...FINISHED_STATUSES]),
        lt(records.updatedAt, sql`now() - ${days} * interval '1 day'`),
        isNull(records.drawingsRemovedAt),
        isNotNull(recordAttachments.fileId),
      ),
    );
  const ids = expired.map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.transaction(async (tx) => {
    await deleteDrawingBytes(tx, ids);
    // updatedAt stays: the purge is not a change staff made.
    await tx
      .update(records)
      .set({ drawingsRemovedAt: sql`now()` })
      .where(inArray(records.id, ids));
  });
  return ids.length;
}
