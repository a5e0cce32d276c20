import { and, eq } from 'drizzle-orm';
import { type RecordItem, type RecordKind, type RecordStatus } from '@rp/contract';
import type { Db, Tx } from '../../db/client.js';
import { admins, recordEvents, records, type Admin, type RecordRow } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { enqueue, renderLeadAssignedMail } from '../mail/index.js';
import { readCompanyProfile } from '../settings/index.js';
import { assigneeLabel, NOT_FOUND, toRecords } from './service.js';

/** What an admin update may change: the status and who the lead is assigned to (null: nobody). */
export interface RecordChange {
  status?: RecordStatus;
  assignedTo?: string | null;
}

/** The acting staff member: their log identity and the name the assignee's mail shows. */
export interface StaffActor extends ActivityActor {
  name: string;
}

export interface UpdateOutcome {
  record: RecordItem;
  statusChanged: boolean;
  assignmentChanged: boolean;
  /** A mail to the new assignee was queued (not when they assigned it to themselves). */
  mailed: boolean;
}

const NOT_ASSIGNABLE = 'AssignedTo must be the _id of an active team member.';

/** The account a lead may be given to: it exists and is active; anything else is a clear 400. */
async function assignableAccount(tx: Tx, id: string): Promise<Admin> {
  const [account] = isUuid(id) ? await tx.select().from(admins).where(eq(admins.id, id)).limit(1) : [];
  if (!account || account.status !== 'active') throw badRequest(NOT_ASSIGNABLE, { AssignedTo: NOT_ASSIGNABLE });
  return account;
}

const leadPath = (kind: RecordKind) => (kind === 'quote' ? 'quotes' : 'contacts');

/** Timeline event, log entry and (unless self-assigned) the assignee's mail of one assignment change. */
async function recordAssignment(tx: Tx, row: RecordRow, assignee: Admin | null, actor: StaffActor, siteUrl: string): Promise<boolean> {
  const [previous] = row.assignedTo ? await tx.select().from(admins).where(eq(admins.id, row.assignedTo)).limit(1) : [];
  const from = previous ? assigneeLabel(previous) : '';
  const to = assignee ? assigneeLabel(assignee) : '';
  await tx.insert(recordEvents).values({
    recordId: row.id,
    type: 'assignment',
    actor: actor.actorEmail,
    text: assignee ? `Assigned to ${to}.` : `Unassigned (was ${from}).`,
    fromStatus: from,
    toStatus: to,
  });
  await recordActivity(tx, {
    ...actor,
    kind: 'lead-assigned',
    subject: row.reference,
    details: { to: assignee?.email ?? null, from: previous?.email ?? null },
  });
  if (!assignee || assignee.id === actor.actorId) return false;
  const mail = renderLeadAssignedMail({
    assigneeName: assignee.name,
    assignedBy: actor.name || actor.actorEmail,
    reference: row.reference,
    title: row.title,
    kindNoun: row.kind === 'quote' ? 'Quote request' : 'Inquiry',
    url: `${siteUrl}/admin/${leadPath(row.kind)}?open=${row.id}`,
    brand: (await readCompanyProfile(tx)).public.TradeName,
  });
  await enqueue(tx, [{ kind: 'lead-assigned', recordId: row.id, to: assignee.email, ...mail, attachments: [] }]);
  return true;
}

/**
 * Admin update of a lead: its status and/or its assignee, each change with its timeline event and its
 * activity-log entry in one transaction. The buyer's words are never overwritten.
 */
export async function updateRecord(
  db: Db,
  siteUrl: string,
  kind: RecordKind,
  id: string,
  change: RecordChange,
  actor: StaffActor,
): Promise<UpdateOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [existing] = isUuid(id)
      ? await tx
          .select()
          .from(records)
          .where(and(eq(records.id, id), eq(records.kind, kind)))
          .limit(1)
          .for('update')
      : [];
    if (!existing) throw notFound(NOT_FOUND[kind]);
    const statusChanged = change.status !== undefined && change.status !== existing.status;
    const assignmentChanged = change.assignedTo !== undefined && change.assignedTo !== existing.assignedTo;
    const assignee = assignmentChanged && change.assignedTo ? await assignableAccount(tx, change.assignedTo) : null;

    const [updated] = await tx
      .update(records)
      .set({
        ...(statusChanged ? { status: change.status } : {}),
        ...(assignmentChanged ? { assignedTo: assignee?.id ?? null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(records.id, id))
      .returning();
    if (statusChanged) {
      await tx
        .insert(recordEvents)
        .values({ recordId: id, type: 'status', actor: actor.actorEmail, fromStatus: existing.status, toStatus: change.status });
      await recordActivity(tx, {
        ...actor,
        kind: 'lead-status',
        subject: existing.reference,
        details: { from: existing.status, to: change.status! },
      });
    }
    const mailed = assignmentChanged ? await recordAssignment(tx, existing, assignee, actor, siteUrl) : false;
    return { row: updated!, statusChanged, assignmentChanged, mailed };
  });
  const [record] = await toRecords(db, [outcome.row]);
  return { record: record!, statusChanged: outcome.statusChanged, assignmentChanged: outcome.assignmentChanged, mailed: outcome.mailed };
}
