import { asc, eq, inArray } from 'drizzle-orm';
import type { DrawingInfo, FileInfo } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { files, recordAttachments } from '../../db/schema.js';
import type { DecodedUpload } from '../../lib/uploads.js';
import { attachmentUrl, deleteFiles, saveFile, thumbnailUrl, toFileInfo } from '../files/index.js';

type Tx = Pick<Db, 'insert' | 'select' | 'delete'>;

/** One drawing row joined with what is left of its file. */
export interface StoredDrawing {
  id: string;
  recordId: string;
  fileId: string | null;
  name: string;
  mimeType: string;
  size: number;
  thumbnailReady: boolean;
}

/** Stores the drawings of a new quote (bytes in files, order and names in record_attachments). */
export async function saveDrawings(tx: Tx, recordId: string, drawings: DecodedUpload[]): Promise<StoredDrawing[]> {
  const stored: StoredDrawing[] = [];
  for (const [position, drawing] of drawings.entries()) {
    const fileId = await saveFile(tx, 'drawing', drawing);
    const meta = { name: drawing.name, mimeType: drawing.mimeType, size: drawing.bytes.length };
    const [row] = await tx
      .insert(recordAttachments)
      .values({ recordId, fileId, position, ...meta })
      .returning({ id: recordAttachments.id });
    stored.push({ id: row!.id, recordId, fileId, ...meta, thumbnailReady: false });
  }
  return stored;
}

/** The drawings of these records, in order, grouped by record id. */
export async function drawingsFor(db: Pick<Db, 'select'>, recordIds: string[]): Promise<Map<string, StoredDrawing[]>> {
  const byRecord = new Map<string, StoredDrawing[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .select({
      id: recordAttachments.id,
      recordId: recordAttachments.recordId,
      fileId: recordAttachments.fileId,
      name: recordAttachments.name,
      mimeType: recordAttachments.mimeType,
      size: recordAttachments.size,
      thumbnailStatus: files.thumbnailStatus,
    })
    .from(recordAttachments)
    .leftJoin(files, eq(files.id, recordAttachments.fileId))
    .where(inArray(recordAttachments.recordId, recordIds))
    .orderBy(asc(recordAttachments.recordId), asc(recordAttachments.position));
  for (const { thumbnailStatus, ...row } of rows) {
    const list = byRecord.get(row.recordId) ?? [];
    list.push({ ...row, thumbnailReady: thumbnailStatus === 'ready' });
    byRecord.set(row.recordId, list);
  }
  return byRecord;
}

/** The wire form of a record's drawings: every file, and the first one still stored as `Attachment`. */
export function drawingFields(drawings: StoredDrawing[], removedAt: Date | null): { Attachment: FileInfo | null; Attachments: DrawingInfo[] } {
  const first = drawings.find((d) => d.fileId);
  return {
    Attachment: first ? toFileInfo({ id: first.fileId!, name: first.name, mimeType: first.mimeType, size: first.size }) : null,
    Attachments: drawings.map((d) => ({
      // A removed drawing keeps its own row id: there is no file any more.
      id: d.fileId ?? d.id,
      name: d.name,
      type: d.mimeType,
      size: d.size,
      url: d.fileId ? attachmentUrl(d.fileId) : null,
      thumbnailUrl: d.fileId && d.thumbnailReady ? thumbnailUrl(d.fileId) : null,
      removedAt: d.fileId ? null : (removedAt?.toISOString() ?? null),
    })),
  };
}

/** Deletes the bytes (and thumbnails) of these records' drawings; names stay in record_attachments. */
export async function deleteDrawingBytes(tx: Tx, recordIds: string[]): Promise<number> {
  if (recordIds.length === 0) return 0;
  const rows = await tx.select({ fileId: recordAttachments.fileId }).from(recordAttachments).where(inArray(recordAttachments.recordId, recordIds));
  const ids = rows.map((r) => r.fileId).filter((id): id is string => Boolean(id));
  await deleteFiles(tx, ids);
  return ids.length;
}
