import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, recordAttachments } from '../../db/schema.js';
import type { StoredDrawing } from './attachments.js';

type Tx = Pick<Db, 'insert' | 'select'>;

/**
 * The drawings of an earlier request carried to a new one (a repeat order, issue 49): each still stored file is
 * copied in the database (bytes and thumbnail, never through the process), so the new lead keeps its drawings when
 * the earlier lead's are purged under DRAWING_RETENTION_DAYS or the earlier lead is deleted. Drawings already
 * removed (no file) stay behind. Appended after `startPosition` drawings of the new lead.
 */
export async function copyDrawings(tx: Tx, earlier: StoredDrawing[], toRecordId: string, startPosition = 0): Promise<StoredDrawing[]> {
  const copied: StoredDrawing[] = [];
  for (const [i, drawing] of earlier.filter((d) => d.fileId).entries()) {
    // Every column of `files`, in the table's order (drizzle's insert-select checks it).
    const [file] = await tx
      .insert(files)
      .select(
        // The transaction's own builder: it knows the snake_case column names (a bare QueryBuilder does not).
        tx
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            kind: files.kind,
            name: files.name,
            mimeType: files.mimeType,
            size: files.size,
            sha256: files.sha256,
            data: files.data,
            createdAt: sql<Date>`now()`.as('created_at'),
            thumbnailStatus: files.thumbnailStatus,
            thumbnail: files.thumbnail,
            thumbnailLockedUntil: sql<Date | null>`null`.as('thumbnail_locked_until'),
          })
          .from(files)
          .where(eq(files.id, drawing.fileId!)),
      )
      .returning({ id: files.id });
    if (!file) continue;
    const meta = { name: drawing.name, mimeType: drawing.mimeType, size: drawing.size };
    const [row] = await tx
      .insert(recordAttachments)
      .values({ recordId: toRecordId, fileId: file.id, position: startPosition + i, ...meta })
      .returning({ id: recordAttachments.id });
    copied.push({ id: row!.id, recordId: toRecordId, fileId: file.id, ...meta, thumbnailReady: drawing.thumbnailReady });
  }
  return copied;
}
