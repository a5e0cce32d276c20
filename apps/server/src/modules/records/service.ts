import { and, eq, inArray } from 'drizzle-orm';
import { RECORD_WIRE, type RecordItem, type RecordKind, type RecordStatus } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { files, recordEvents, records, type RecordRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import type { DecodedUpload } from '../../lib/uploads.js';
import { deleteFile, saveFile, toFileInfo } from '../files/store.js';

type FileMeta = { id: string; name: string; mimeType: string; size: number };

export function toRecord(row: RecordRow, file: FileMeta | null): RecordItem {
  return {
    _id: row.id,
    Reference: row.reference,
    Title: row.title,
    Description: row.description,
    Email: row.email,
    ContactNo: row.contactNo,
    Message: row.message,
    Types: RECORD_WIRE[row.kind].types,
    Status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    MediaFileName: row.mediaFileName,
    Attachment: file ? toFileInfo(file) : null,
  };
}

const fileColumns = { id: files.id, name: files.name, mimeType: files.mimeType, size: files.size };

export async function attachmentsFor(db: Db, rows: RecordRow[]): Promise<Map<string, FileMeta>> {
  const ids = rows.map((r) => r.attachmentFileId).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return new Map();
  const metas = await db.select(fileColumns).from(files).where(inArray(files.id, ids));
  return new Map(metas.map((m) => [m.id, m]));
}

/** Rows as the API shows them, each with its drawing's metadata. */
export async function toRecords(db: Db, rows: RecordRow[]): Promise<RecordItem[]> {
  const metas = await attachmentsFor(db, rows);
  return rows.map((row) => toRecord(row, row.attachmentFileId ? (metas.get(row.attachmentFileId) ?? null) : null));
}

export interface NewRecord {
  kind: RecordKind;
  title: string;
  description: string;
  email: string;
  contactNo: string;
  message: string;
  drawing?: DecodedUpload | null;
  reference: string;
  statusKeyHash: string;
}

type Tx = Pick<Db, 'insert' | 'select' | 'delete'>;

/** A public submission, inside the caller's transaction (modules/leads): status New, the drawing in files. */
export async function createRecord(tx: Tx, input: NewRecord): Promise<RecordItem> {
  const fileId = input.drawing ? await saveFile(tx, 'drawing', input.drawing) : null;
  const [row] = await tx
    .insert(records)
    .values({
      kind: input.kind,
      title: input.title,
      description: input.description,
      email: input.email,
      contactNo: input.contactNo,
      message: input.message,
      status: 'New',
      mediaFileName: input.drawing?.name ?? '',
      attachmentFileId: fileId,
      reference: input.reference,
      statusKeyHash: input.statusKeyHash,
    })
    .returning();
  const file = fileId && input.drawing ? { id: fileId, name: input.drawing.name, mimeType: input.drawing.mimeType, size: input.drawing.bytes.length } : null;
  return toRecord(row!, file);
}

/** One record as the API shows it, or null. */
export async function getRecord(db: Db, kind: RecordKind, id: string): Promise<RecordItem | null> {
  const row = await findRow(db, kind, id);
  if (!row) return null;
  const metas = await attachmentsFor(db, [row]);
  return toRecord(row, row.attachmentFileId ? (metas.get(row.attachmentFileId) ?? null) : null);
}

async function findRow(db: Db, kind: RecordKind, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(records).where(and(eq(records.id, id), eq(records.kind, kind))).limit(1);
  return row ?? null;
}

export const NOT_FOUND: Record<RecordKind, string> = { quote: 'Quote request not found.', inquiry: 'Inquiry not found.' };

/** Admin update: only the status changes (who, when, from and to go in the timeline); the buyer's words are never overwritten. */
export async function updateStatus(db: Db, kind: RecordKind, id: string, status: RecordStatus, actor: string): Promise<RecordItem> {
  const existing = await findRow(db, kind, id);
  if (!existing) throw notFound(NOT_FOUND[kind]);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(records).set({ status, updatedAt: new Date() }).where(eq(records.id, id)).returning();
    if (existing.status !== status) {
      await tx.insert(recordEvents).values({ recordId: id, type: 'status', actor, fromStatus: existing.status, toStatus: status });
    }
    return updated!;
  });
  const metas = await attachmentsFor(db, [row]);
  return toRecord(row, row.attachmentFileId ? (metas.get(row.attachmentFileId) ?? null) : null);
}

export async function removeRecord(db: Db, kind: RecordKind, id: string): Promise<RecordRow> {
  const row = await findRow(db, kind, id);
  if (!row) throw notFound(NOT_FOUND[kind]);
  await db.transaction(async (tx) => {
    await tx.delete(records).where(eq(records.id, row.id));
    if (row.attachmentFileId) await deleteFile(tx, row.attachmentFileId);
  });
  return row;
}
