import { and, eq } from 'drizzle-orm';
import { RECORD_WIRE, type RecordItem, type RecordKind, type RecordStatus } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { recordEvents, records, type RecordRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import type { DecodedUpload } from '../../lib/uploads.js';
import { deleteDrawingBytes, drawingFields, drawingsFor, saveDrawings, type StoredDrawing } from '../drawings/attachments.js';

export function toRecord(row: RecordRow, drawings: StoredDrawing[]): RecordItem {
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
    ...drawingFields(drawings, row.drawingsRemovedAt),
  };
}

/** Rows as the API shows them, each with its drawings' metadata. */
export async function toRecords(db: Db, rows: RecordRow[]): Promise<RecordItem[]> {
  const drawings = await drawingsFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRecord(row, drawings.get(row.id) ?? []));
}

export interface NewRecord {
  kind: RecordKind;
  title: string;
  description: string;
  email: string;
  contactNo: string;
  message: string;
  /** Quotes: the drawings in the order sent (the first is the spec's MediaFileName). */
  drawings?: DecodedUpload[];
  reference: string;
  statusKeyHash: string;
}

type Tx = Pick<Db, 'insert' | 'select' | 'delete'>;

/** A public submission, inside the caller's transaction (modules/leads): status New, the drawings in files. */
export async function createRecord(tx: Tx, input: NewRecord): Promise<RecordItem> {
  const drawings = input.drawings ?? [];
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
      mediaFileName: drawings[0]?.name ?? '',
      reference: input.reference,
      statusKeyHash: input.statusKeyHash,
    })
    .returning();
  return toRecord(row!, await saveDrawings(tx, row!.id, drawings));
}

/** One record as the API shows it, or null. */
export async function getRecord(db: Db, kind: RecordKind, id: string): Promise<RecordItem | null> {
  const row = await findRow(db, kind, id);
  if (!row) return null;
  const [record] = await toRecords(db, [row]);
  return record!;
}

async function findRow(db: Db, kind: RecordKind, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(records)
    .where(and(eq(records.id, id), eq(records.kind, kind)))
    .limit(1);
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
  const [record] = await toRecords(db, [row]);
  return record!;
}

export async function removeRecord(db: Db, kind: RecordKind, id: string): Promise<RecordRow> {
  const row = await findRow(db, kind, id);
  if (!row) throw notFound(NOT_FOUND[kind]);
  await db.transaction(async (tx) => {
    // The bytes go at once with the lead (record_attachments rows follow by cascade).
    await deleteDrawingBytes(tx, [row.id]);
    await tx.delete(records).where(eq(records.id, row.id));
  });
  return row;
}
