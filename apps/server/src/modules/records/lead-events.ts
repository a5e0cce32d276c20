import { eq, sql } from 'drizzle-orm';
import type { RecordStatus } from '@rp/contract';
import type { Tx } from '../../db/client.js';
import { recordEvents, records } from '../../db/schema.js';
import { recordActivity } from '../activity/index.js';
import type { StaffActor } from './update.js';

/**
 * The records module owns writes to `records` and `record_events`: other modules (quotations, the lead screen)
 * change a lead's status and timeline through these two functions.
 */

/** A line in the lead's timeline (a quotation's step, a staff note); nothing without a lead. */
export async function addLeadEvent(
  tx: Tx,
  recordId: string | null,
  type: 'quotation' | 'note',
  actor: { actorEmail: string } | string,
  text: string,
): Promise<void> {
  if (!recordId) return;
  const by = typeof actor === 'string' ? actor : actor.actorEmail;
  await tx.insert(recordEvents).values({ recordId, type, actor: by, text });
}

/** Who moves a lead's status: staff (logged in the activity log too), the buyer on the status page, or a job. */
export type LeadMover = StaffActor | 'Buyer' | 'System';

/**
 * A request's status follows its quotation (ADR 089): the lead moves to `to` with a status event whose Text
 * says why ("quotation QT-2026-00042 accepted online by the buyer"); nothing when it already is there. The
 * event is stamped with the clock, not the transaction's start, so it follows the quotation's own event.
 */
export async function moveLead(tx: Tx, recordId: string | null, to: RecordStatus, by: LeadMover, why: string): Promise<void> {
  if (!recordId) return;
  const [lead] = await tx
    .select({ status: records.status, reference: records.reference })
    .from(records)
    .where(eq(records.id, recordId))
    .for('update');
  if (!lead || lead.status === to) return;
  await tx.update(records).set({ status: to, updatedAt: new Date() }).where(eq(records.id, recordId));
  const actor = typeof by === 'string' ? by : by.actorEmail;
  await tx
    .insert(recordEvents)
    .values({ recordId, type: 'status', actor, fromStatus: lead.status, toStatus: to, text: why, createdAt: sql`clock_timestamp()` });
  if (typeof by !== 'string') {
    await recordActivity(tx, { ...by, kind: 'lead-status', subject: lead.reference, details: { from: lead.status, to } });
  }
}
