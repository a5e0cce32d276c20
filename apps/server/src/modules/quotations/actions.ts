import { asc, eq } from 'drizzle-orm';
import { type PoFileUpload, type PublicCompanyProfile } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { quotations, type QuotationRow } from '../../db/schema.js';
import { recordActivity } from '../activity/index.js';
import { createOrderForAcceptance } from '../orders/index.js';
import { newStatusKey, type StaffActor } from '../records/index.js';
import { storeAcceptance, type QuantityChoices } from './acceptance.js';
import { closeLead, moveLead, quotationEvent } from './lead.js';
import { enqueueStaffAcceptanceMail } from './mails.js';
import { revisionNumber } from '../documents/index.js';
import { decodePoFile } from './po-file.js';
import { lockQuotation as lockRow } from './read.js';
import { assertRevisable, assertWithdrawable } from './states.js';

/**
 * POST /quotation/revise: a new Draft copy (-R1, -R2, ...) of the latest revision. The one it replaces
 * stays as it is (the buyer may still answer it) until the new one is sent, which supersedes it (ADR 064).
 */
export async function reviseQuotation(db: Db, id: string, actor: StaffActor): Promise<QuotationRow> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    // Every revision locked: two concurrent revises wait in turn, and the second sees the first's Draft.
    const all = await tx.select().from(quotations).where(eq(quotations.numberBase, row.numberBase)).orderBy(asc(quotations.revision)).for('update');
    assertRevisable(row, all.at(-1)!);
    const revision = all.at(-1)!.revision + 1;
    const number = revisionNumber(row.numberBase, revision);
    const [copy] = await tx
      .insert(quotations)
      .values({
        numberBase: row.numberBase,
        revision,
        number,
        state: 'Draft',
        recordId: row.recordId,
        buyerId: row.buyerId,
        source: row.source,
        buyer: row.buyer,
        lines: row.lines,
        charges: row.charges,
        paymentTerms: row.paymentTerms,
        deliveryTerms: row.deliveryTerms,
        notes: row.notes,
        // A new validity from its own sending.
        validUntil: null,
        companyStateCode: row.companyStateCode,
        taxablePaise: row.taxablePaise,
        cgstPaise: row.cgstPaise,
        sgstPaise: row.sgstPaise,
        igstPaise: row.igstPaise,
        roundOffPaise: row.roundOffPaise,
        grandTotalPaise: row.grandTotalPaise,
        createdBy: actor.actorId,
      })
      .returning();
    await quotationEvent(tx, row.recordId, actor, `Revision ${number} of ${row.number} drafted.`);
    await recordActivity(tx, { ...actor, kind: 'quotation-revised', subject: number, details: { from: row.number } });
    return copy!;
  });
}

/** POST /quotation/withdraw: a Draft, Sent or Viewed quotation is taken back; the buyer can no longer accept it. */
export async function withdrawQuotation(db: Db, id: string, actor: StaffActor): Promise<QuotationRow> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    assertWithdrawable(row);
    const now = new Date();
    const [withdrawn] = await tx
      .update(quotations)
      .set({ state: 'Withdrawn', withdrawnAt: now, updatedAt: now })
      .where(eq(quotations.id, id))
      .returning();
    await quotationEvent(tx, row.recordId, actor, `Quotation ${row.number} withdrawn (was ${row.state}).`);
    await recordActivity(tx, { ...actor, kind: 'quotation-withdrawn', subject: row.number, details: { from: row.state } });
    // A Draft the buyer never saw leaves the request as it was; taking back one they had closes it.
    if (row.state !== 'Draft') await closeLead(tx, row.recordId, actor, `quotation ${row.number} withdrawn`, now);
    return withdrawn!;
  });
}

export interface StaffAcceptance {
  PONumber: string;
  PODate?: string | null;
  POFile?: PoFileUpload | null;
  Quantities?: QuantityChoices;
}

/** What the buyer's confirmation needs: the links' origin and the company as the mail signs it. */
export interface AcceptanceMailContext {
  siteUrl: string;
  us: PublicCompanyProfile;
}

/**
 * POST /quotation/accept: staff record an acceptance received by mail or phone, with the PO if they have it.
 * The buyer gets one confirmation of the order, as after an online acceptance.
 */
export async function markAccepted(
  db: Db,
  ctx: AcceptanceMailContext,
  id: string,
  input: StaffAcceptance,
  actor: StaffActor,
  now = new Date(),
): Promise<QuotationRow> {
  // Checked before the transaction: a bad file is a 400 without holding any lock.
  const poFile = input.POFile ? decodePoFile(input.POFile) : null;
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    const fields = {
      acceptedByName: actor.name || actor.actorEmail,
      acceptedByDesignation: '',
      acceptedBy: actor.actorId,
      poNumber: input.PONumber,
      poDate: input.PODate ?? null,
    };
    const accepted = await storeAcceptance(tx, row, fields, poFile, now, input.Quantities);
    const po = input.PONumber ? ` PO ${input.PONumber}.` : '';
    await quotationEvent(tx, row.recordId, actor, `Quotation ${row.number} marked accepted (received by mail or phone).${po}`);
    await recordActivity(tx, {
      ...actor,
      kind: 'quotation-accepted',
      subject: row.number,
      details: { poNumber: input.PONumber || null, poFile: Boolean(poFile) },
    });
    // The order comes with the acceptance or not at all (issue 34).
    // The mail's status link has a key of its own (ADR 064), its hash on the order's first event.
    const key = row.recordId ? newStatusKey() : null;
    const order = await createOrderForAcceptance(tx, accepted, { by: actor.name || actor.actorEmail, actor, buyerKeyHash: key?.hash }, now);
    await quotationEvent(tx, row.recordId, actor, `Order ${order.number} created from ${row.number}.`);
    await enqueueStaffAcceptanceMail(tx, { row: accepted, order, statusKey: key?.key ?? null, ...ctx });
    await moveLead(tx, row.recordId, 'Done', actor, `quotation ${row.number} marked accepted`);
    return accepted;
  });
}
