import { and, eq, lt, notInArray } from 'drizzle-orm';
import { formatMoney, indiaDay, type CompanyProfileData, type PublicCompanyProfile } from '@rp/contract';
import type { Db, Tx } from '../../db/client.js';
import { quotations, records, type QuotationRow } from '../../db/schema.js';
import { conflict } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import { saveFile } from '../files/index.js';
import { enqueue } from '../mail/index.js';
import { newStatusKey, type StaffActor } from '../records/index.js';
import { leadInProgress, quotationEvent } from './lead.js';
import { quotationPdfName, sentMailMessage } from './mails.js';
import { defaultValidUntil, pdfOf } from './pdf.js';
import { requireQuotationRow } from './read.js';
import { dayLabel } from '../../lib/days.js';
import { assertSendable } from './states.js';
import { totalsColumns, totalsOf } from '../quotation-lines/index.js';

export interface SendContext {
  company: CompanyProfileData;
  us: PublicCompanyProfile;
  siteUrl: string;
}

/** What a Draft becomes when sent now: its validity fixed, its totals for today's company state. Refusals are 409s. */
function sentVersion(row: QuotationRow, company: CompanyProfileData, now: Date): QuotationRow {
  assertSendable(row);
  if (row.lines.length === 0) throw conflict(`${row.number} has no lines: add at least one line before sending.`);
  if (!row.buyer.Email) throw conflict(`${row.number} has no buyer e-mail: add it before sending.`);
  if (!row.recordId) throw conflict(`The lead of ${row.number} was deleted, so the buyer has no status page to answer on.`);
  const validUntil = row.validUntil ?? defaultValidUntil(company, now);
  if (validUntil < indiaDay(now)) throw conflict(`${row.number} was valid until ${dayLabel(validUntil)}: choose a later Valid until before sending.`);
  const next = { ...row, companyStateCode: company.State, supplierRegistration: company.GstRegistration, validUntil };
  const totals = totalsColumns(totalsOf(next));
  if (totals.grandTotalPaise <= 0) throw conflict(`${row.number} has a zero total: a quotation with nothing to pay cannot be sent.`);
  checkSupplierGstin(company, totals);
  return { ...next, ...totals, state: 'Sent', sentAt: now, updatedAt: now };
}

export const GSTIN_NEEDED = "Add the company's GSTIN in Settings before sending a quotation that charges GST";
const COMPOSITION_GSTIN_NEEDED = "Add the company's GSTIN in Settings before sending a quotation: a Composition supplier is registered under GST.";

/** A supplier who charges GST, or is registered for Composition, must print its GSTIN. */
function checkSupplierGstin(company: CompanyProfileData, totals: ReturnType<typeof totalsColumns>) {
  if (company.GSTIN) return;
  const tax = totals.cgstPaise + totals.sgstPaise + totals.igstPaise;
  if (company.GstRegistration === 'Regular' && tax > 0) throw conflict(GSTIN_NEEDED);
  if (company.GstRegistration === 'Composition') throw conflict(COMPOSITION_GSTIN_NEEDED);
}

/** Earlier revisions still open or closed without acceptance become Superseded; an accepted one stops the send. */
async function supersedeEarlier(tx: Tx, row: QuotationRow, now: Date): Promise<string[]> {
  const earlier = await tx
    .select({ id: quotations.id, number: quotations.number, state: quotations.state })
    .from(quotations)
    .where(and(eq(quotations.numberBase, row.numberBase), lt(quotations.revision, row.revision)))
    .for('update');
  const accepted = earlier.find((r) => r.state === 'Accepted');
  if (accepted) throw conflict(`${accepted.number} was already accepted, so its revision ${row.number} cannot be sent.`);
  const replaced = await tx
    .update(quotations)
    .set({ state: 'Superseded', supersededAt: now, updatedAt: now })
    .where(and(eq(quotations.numberBase, row.numberBase), lt(quotations.revision, row.revision), notInArray(quotations.state, ['Superseded'])))
    .returning({ number: quotations.number });
  return replaced.map((r) => r.number);
}

/**
 * POST /quotation/send: Draft -> Sent. The PDF is drawn outside the transaction from the row as read; the
 * transaction then locks the row and goes on only if nobody changed it meanwhile. It stores the PDF as a
 * file, gives the mail a status-link key of its own (the lead's earlier key keeps working), supersedes the
 * revision it replaces, puts the lead In Progress (a revision too, after a decline closed it), and queues the buyer's mail, all at once.
 */
export async function sendQuotation(db: Db, ctx: SendContext, id: string, actor: StaffActor, now = new Date()): Promise<QuotationRow> {
  const read = await requireQuotationRow(db, id);
  const sending = sentVersion(read, ctx.company, now);
  const pdf = await pdfOf(db, sending, ctx.company);
  const key = newStatusKey();

  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
    if (!current) throw conflict(`${read.number} was removed while it was being sent.`);
    assertSendable(current);
    if (current.updatedAt.getTime() !== read.updatedAt.getTime())
      throw conflict(`${read.number} changed while it was being sent. Please send it again.`);
    const replaced = await supersedeEarlier(tx, current, now);
    const pdfFileId = await saveFile(tx, 'quotation-pdf', { name: quotationPdfName(current.number), mimeType: 'application/pdf', bytes: pdf });
    const { state, sentAt, updatedAt, validUntil, companyStateCode, supplierRegistration } = sending;
    const [sent] = await tx
      .update(quotations)
      .set({
        state,
        sentAt,
        updatedAt,
        validUntil,
        companyStateCode,
        supplierRegistration,
        ...totalsColumns(totalsOf(sending)),
        sentBy: actor.actorId,
        pdfFileId,
        buyerKeyHash: key.hash,
      })
      .where(eq(quotations.id, id))
      .returning();
    const row = sent!;
    const [lead] = await tx.select({ reference: records.reference }).from(records).where(eq(records.id, row.recordId!));
    const leadReference = lead?.reference ?? '';
    const total = formatMoney(row.grandTotalPaise, row.currency);
    const note = replaced.length ? ` It replaces ${replaced.join(', ')}.` : '';
    await quotationEvent(
      tx,
      row.recordId,
      actor,
      `Quotation ${row.number} sent to ${row.buyer.Email}: ${total}, valid until ${dayLabel(row.validUntil!)}.${note}`,
    );
    await leadInProgress(tx, row.recordId, actor, row.number);
    await recordActivity(tx, {
      ...actor,
      kind: 'quotation-sent',
      subject: row.number,
      details: { lead: leadReference, grandTotal: total, replaced: replaced.join(', ') || null },
    });
    await enqueue(tx, [
      sentMailMessage({
        row,
        leadReference,
        statusKey: key.key,
        sender: { name: actor.name, email: actor.actorEmail },
        us: ctx.us,
        siteUrl: ctx.siteUrl,
      }),
    ]);
    return row;
  });
}
