import { eq } from 'drizzle-orm';
import { buildDescription, type QuotationBuyer, type QuotationSource } from '@rp/contract';
import type { Tx } from '../../db/client.js';
import { lockById } from '../../db/find-by-id.js';
import { recordEvents, records, type RecordRow } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import { createRecord, newStatusKey, type StaffActor } from '../records/index.js';
import { nextReference } from '../references/index.js';

export const LEAD_NOT_FOUND = 'LeadId must be the _id of an existing quote request or inquiry.';

/** The lead a quotation is prepared from, locked for the transaction; a clear 400 when there is none. */
export async function lockLead(tx: Tx, id: string): Promise<RecordRow> {
  const row = await lockById(tx, records, id);
  if (!row) throw badRequest(LEAD_NOT_FOUND, { LeadId: LEAD_NOT_FOUND });
  return row;
}

/**
 * A lead logged by hand for a quotation made from scratch: a quote record through the records service, so
 * it gets its Q-2026-xxxxx reference and shows in the leads list with its Source. No mail goes out: the
 * buyer hears from us with the quotation, whose mail carries the status link.
 */
export async function createHandLead(tx: Tx, buyer: QuotationBuyer, source: QuotationSource, now: Date): Promise<string> {
  const record = await createRecord(tx, {
    kind: 'quote',
    title: buyer.Contact,
    description: buildDescription({ Company: buyer.Company }),
    email: buyer.Email,
    contactNo: buyer.Phone,
    message: '',
    reference: await nextReference(tx, 'quote', now),
    // The lead's own key is never mailed; each sent quotation carries a key of its own.
    statusKeyHash: newStatusKey().hash,
    source,
  });
  return record._id;
}

/** A line in the lead's timeline about its quotation. */
export async function quotationEvent(tx: Tx, recordId: string | null, actor: { actorEmail: string } | string, text: string): Promise<void> {
  if (!recordId) return;
  const by = typeof actor === 'string' ? actor : actor.actorEmail;
  await tx.insert(recordEvents).values({ recordId, type: 'quotation', actor: by, text });
}

/** Statuses a sent quotation moves on: the first answer to the buyer keeps the 24-hour promise. */
const WAITING = ['New', 'Pending'];

/** Sending a quotation puts a New or Pending lead In Progress, with its timeline event and log entry. */
export async function leadInProgress(tx: Tx, recordId: string | null, actor: StaffActor): Promise<void> {
  if (!recordId) return;
  const [lead] = await tx
    .select({ status: records.status, reference: records.reference })
    .from(records)
    .where(eq(records.id, recordId))
    .for('update');
  if (!lead || !WAITING.includes(lead.status)) return;
  await tx.update(records).set({ status: 'In Progress', updatedAt: new Date() }).where(eq(records.id, recordId));
  await tx.insert(recordEvents).values({ recordId, type: 'status', actor: actor.actorEmail, fromStatus: lead.status, toStatus: 'In Progress' });
  await recordActivity(tx, { ...actor, kind: 'lead-status', subject: lead.reference, details: { from: lead.status, to: 'In Progress' } });
}
