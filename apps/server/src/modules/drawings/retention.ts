import { and, eq, gte, inArray, isNotNull, isNull, lt, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, recordAttachments, records } from '../../db/schema.js';
import { deleteDrawingBytes } from './attachments.js';

/** Lead statuses after which drawings may be deleted under DRAWING_RETENTION_DAYS. */
export const FINISHED_STATUSES = ['Done', 'Resolved', 'Closed'] as const;

/** Order stages after which the request's drawings are no longer needed: until then the works may still make parts from them. */
export const ORDER_FINISHED_STAGES = ['Delivered', 'Cancelled'] as const;

/**
 * Deletes the drawing bytes and thumbnails of finished leads whose last change is older than `days`, never
 * those of a lead with an order not yet Delivered or Cancelled (an accepted request is Done while its parts
 * are still being made, issue 44), nor before the order's last change is as old. Names stay; the lead
 * records when its drawings were removed. Returns the leads purged.
 */
export async function purgeExpiredDrawings(db: Db, days: number): Promise<number> {
  const cutoff = sql`now() - ${days} * interval '1 day'`;
  const expired = await db
    .selectDistinct({ id: records.id })
    .from(records)
    .innerJoin(recordAttachments, eq(recordAttachments.recordId, records.id))
    .where(
      and(
        inArray(records.status, [...FINISHED_STATUSES]),
        lt(records.updatedAt, cutoff),
        isNull(records.drawingsRemovedAt),
        isNotNull(recordAttachments.fileId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(and(eq(orders.recordId, records.id), or(notInArray(orders.stage, [...ORDER_FINISHED_STAGES]), gte(orders.updatedAt, cutoff)))),
        ),
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
