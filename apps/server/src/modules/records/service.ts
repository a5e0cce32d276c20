import { and, eq, inArray } from 'drizzle-orm';
import { RECORD_WIRE, type LeadAttribution, type RecordItem, type RecordKind } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { admins, records, type RecordRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { copyDrawings, deleteDrawingBytes, drawingFields, drawingsFor, saveDrawings, type StoredDrawing } from '../drawings/index.js';
import type { LeadRequest } from './idempotency.js';
import { repeatOfOrders } from './repeat-of.js';

/** An assignee as the lists show them: the name, else the e-mail. */
export const assigneeLabel = (account: { name: string; email: string }) => account.name || account.email;

export function toRecord(row: RecordRow, drawings: StoredDrawing[], assignee = '', repeatOf: RecordItem['RepeatOf'] = null): RecordItem {
  return {
    _id: row.id,
    Reference: row.reference,
    Title: row.title,
    Description: row.description,
    Company: row.company,
    BuyerId: row.buyerId,
    Email: row.email,
    ContactNo: row.contactNo,
    Message: row.message,
    Types: RECORD_WIRE[row.kind].types,
    Status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    MediaFileName: row.mediaFileName,
    ...drawingFields(drawings, row.drawingsRemovedAt),
    AssignedTo: row.assignedTo,
    AssignedToName: row.assignedTo ? assignee : '',
    Source: row.source as RecordItem['Source'],
    RepeatOf: repeatOf,
    Attribution: {
      PagePath: row.pagePath,
      LandingPath: row.landingPath,
      Referrer: row.referrer,
      UtmSource: row.utmSource,
      UtmMedium: row.utmMedium,
      UtmCampaign: row.utmCampaign,
      Origin: row.origin ?? '',
    },
  };
}

/** Rows as the API shows them, each with its drawings' metadata and its assignee's name. */
export async function toRecords(db: Db, rows: RecordRow[]): Promise<RecordItem[]> {
  const assigneeIds = [...new Set(rows.flatMap((row) => (row.assignedTo ? [row.assignedTo] : [])))];
  const [drawings, assignees, repeats] = await Promise.all([
    drawingsFor(
      db,
      rows.map((row) => row.id),
    ),
    assigneeIds.length
      ? db.select({ id: admins.id, name: admins.name, email: admins.email }).from(admins).where(inArray(admins.id, assigneeIds))
      : [],
    repeatOfOrders(
      db,
      rows.flatMap((row) => (row.repeatOfOrderId ? [row.repeatOfOrderId] : [])),
    ),
  ]);
  const names = new Map(assignees.map((a) => [a.id, assigneeLabel(a)]));
  return rows.map((row) =>
    toRecord(
      row,
      drawings.get(row.id) ?? [],
      row.assignedTo ? names.get(row.assignedTo) : '',
      row.repeatOfOrderId ? (repeats.get(row.repeatOfOrderId) ?? null) : null,
    ),
  );
}

/** A lead request (quotes: the drawings in the order sent, the first is the spec's MediaFileName) with its numbers. */
export interface NewRecord extends LeadRequest {
  reference: string;
  statusKeyHash: string;
  /** Where the lead came from; the site's forms leave it to the column's default, Website. */
  source?: RecordItem['Source'];
  /** Where a site lead came from (ADR 082); hand-logged leads have none. */
  attribution?: LeadAttribution;
  /** The buyer's company as the request gave it ('' for none): a column, not read back out of the description. */
  company?: string;
  /** The buyer it was linked to in the same transaction (modules/buyers). */
  buyerId?: string | null;
  /** A repeat order (issue 49): the earlier order and its lines with the new quantities. */
  repeatOfOrderId?: string | null;
  repeatLines?: { LineId: string; QuantityThousandths: number }[] | null;
  /** A lead whose drawings the new one carries too (copied after its own). */
  drawingsOf?: string | null;
}

const attributionColumns = (a: LeadAttribution) => ({
  pagePath: a.PagePath,
  landingPath: a.LandingPath,
  referrer: a.Referrer,
  utmSource: a.UtmSource,
  utmMedium: a.UtmMedium,
  utmCampaign: a.UtmCampaign,
});

type Tx = Pick<Db, 'insert' | 'select' | 'delete'>;

/** A public submission, inside the caller's transaction (modules/leads): status New, the drawings in files. */
export async function createRecord(tx: Tx, input: NewRecord): Promise<RecordItem> {
  const drawings = input.drawings ?? [];
  const earlier = input.drawingsOf ? ((await drawingsFor(tx, [input.drawingsOf])).get(input.drawingsOf) ?? []).filter((d) => d.fileId) : [];
  const [row] = await tx
    .insert(records)
    .values({
      kind: input.kind,
      title: input.title,
      description: input.description,
      email: input.email,
      contactNo: input.contactNo,
      message: input.message,
      company: input.company ?? '',
      buyerId: input.buyerId ?? null,
      status: 'New',
      mediaFileName: drawings[0]?.name ?? earlier[0]?.name ?? '',
      reference: input.reference,
      statusKeyHash: input.statusKeyHash,
      ...(input.source ? { source: input.source } : {}),
      repeatOfOrderId: input.repeatOfOrderId ?? null,
      repeatLines: input.repeatLines ?? null,
      ...(input.attribution ? attributionColumns(input.attribution) : {}),
    })
    .returning();
  const stored = await saveDrawings(tx, row!.id, drawings);
  const copied = await copyDrawings(tx, earlier, row!.id, stored.length);
  return toRecord(row!, [...stored, ...copied]);
}

/** One record as the API shows it, or null. */
export async function getRecord(db: Db, kind: RecordKind, id: string): Promise<RecordItem | null> {
  const row = await findRow(db, kind, id);
  if (!row) return null;
  const [record] = await toRecords(db, [row]);
  return record!;
}

export async function findRow(db: Db, kind: RecordKind, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(records)
    .where(and(eq(records.id, id), eq(records.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** A lead's reference (Q-2026-00042) for what another module shows of it; null when there is no lead or it was deleted. */
export async function leadReferenceOf(db: Pick<Db, 'select'>, recordId: string | null): Promise<string | null> {
  if (!recordId) return null;
  const [lead] = await db.select({ reference: records.reference }).from(records).where(eq(records.id, recordId)).limit(1);
  return lead?.reference ?? null;
}

export const NOT_FOUND: Record<RecordKind, string> = { quote: 'Quote request not found.', inquiry: 'Inquiry not found.' };

export async function removeRecord(db: Db, kind: RecordKind, id: string, actor: ActivityActor): Promise<RecordRow> {
  const row = await findRow(db, kind, id);
  if (!row) throw notFound(NOT_FOUND[kind]);
  await db.transaction(async (tx) => {
    await recordActivity(tx, { ...actor, kind: 'lead-deleted', subject: row.reference, details: { status: row.status } });
    // The bytes go at once with the lead (record_attachments rows follow by cascade).
    await deleteDrawingBytes(tx, [row.id]);
    await tx.delete(records).where(eq(records.id, row.id));
  });
  return row;
}
