import { eq } from 'drizzle-orm';
import { buildDescription, type QuotationBuyer, type QuotationSource } from '@rp/contract';
import type { Tx } from '../../db/client.js';
import { lockById } from '../../db/find-by-id.js';
import { quotations, records, type RecordRow } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import { addLeadEvent, createRecord, moveLead, newStatusKey, type LeadMover, type StaffActor } from '../records/index.js';
import { nextDocumentNumber } from '../documents/index.js';
import { isPastValidity, OPEN_STATES } from './states.js';

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
    company: buyer.Company,
    email: buyer.Email,
    contactNo: buyer.Phone,
    message: '',
    reference: await nextDocumentNumber(tx, 'quote', now),
    // The lead's own key is never mailed; each sent quotation carries a key of its own.
    statusKeyHash: newStatusKey().hash,
    source,
  });
  return record._id;
}

/** A line in the lead's timeline about its quotation. */
export const quotationEvent = (tx: Tx, recordId: string | null, actor: { actorEmail: string } | string, text: string) =>
  addLeadEvent(tx, recordId, 'quotation', actor, text);

export { moveLead, type LeadMover };

/** Sending a quotation (a revision too) puts the lead In Progress, whatever it was: the buyer has an offer to answer. */
export const leadInProgress = (tx: Tx, recordId: string | null, actor: StaffActor, number: string) =>
  moveLead(tx, recordId, 'In Progress', actor, `quotation ${number} sent`);

/**
 * A declined, expired or withdrawn quotation closes its lead, unless another revision of it is still open
 * for the buyer (Sent or Viewed within its validity) or was accepted.
 */
export async function closeLead(tx: Tx, recordId: string | null, by: LeadMover, why: string, now: Date): Promise<void> {
  if (!recordId) return;
  const revisions = await tx
    .select({ state: quotations.state, validUntil: quotations.validUntil })
    .from(quotations)
    .where(eq(quotations.recordId, recordId));
  const alive = revisions.some((q) => q.state === 'Accepted' || (OPEN_STATES.includes(q.state) && !isPastValidity(q.validUntil, now)));
  if (!alive) await moveLead(tx, recordId, 'Closed', by, why);
}
