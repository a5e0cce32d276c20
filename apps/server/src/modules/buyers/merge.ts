import { asc, eq } from 'drizzle-orm';
import { BUYER_LIMITS } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { buyerContacts, buyers, orders, payments, proformas, quotations, records, type BuyerRow } from '../../db/schema.js';
import { recordActivity, type ActivityActor } from '../activity/index.js';
import { holdLinkGate } from './link.js';
import { liveBuyerOr404 } from './read.js';

/**
 * POST /buyer/merge: every lead, quotation, order, proforma and payment of `_id` moves to `IntoId`; its contacts
 * join IntoId's (an e-mail IntoId has already is not repeated; at most 20 in all); the merged row stays with
 * merged_into_id set (so it answers 404 and the log can name it). Behind the link gate, so no request links to the
 * merged buyer meanwhile; both rows locked in id order, so two merges of one pair wait for each other.
 */
export async function mergeBuyers(db: Db, id: string, intoId: string, actor: ActivityActor): Promise<{ into: BuyerRow; merged: BuyerRow }> {
  return db.transaction(async (tx) => {
    await holdLinkGate(tx);
    const [first, second] = [id, intoId].sort();
    const locked = new Map<string, BuyerRow>();
    for (const key of [first!, second!]) locked.set(key, await liveBuyerOr404(tx, key, { forUpdate: true }));
    const merged = locked.get(id)!;
    const into = locked.get(intoId)!;

    for (const table of [records, quotations, orders, proformas, payments]) {
      await tx.update(table).set({ buyerId: intoId }).where(eq(table.buyerId, id));
    }

    const kept = await tx.select().from(buyerContacts).where(eq(buyerContacts.buyerId, intoId)).orderBy(asc(buyerContacts.position));
    const moving = await tx.select().from(buyerContacts).where(eq(buyerContacts.buyerId, id)).orderBy(asc(buyerContacts.position));
    const emails = new Set(kept.map((c) => c.email).filter(Boolean));
    let position = Math.max(-1, ...kept.map((c) => c.position)) + 1;
    let room = BUYER_LIMITS.contactsMax - kept.length;
    for (const contact of moving) {
      if (room <= 0) break;
      if (contact.email && emails.has(contact.email)) continue;
      if (contact.email) emails.add(contact.email);
      // Moved, not copied: the e-mail links the next request to the buyer it now belongs to.
      await tx.update(buyerContacts).set({ buyerId: intoId, position }).where(eq(buyerContacts.id, contact.id));
      position += 1;
      room -= 1;
    }

    // Its GSTIN stays on the merged row: the partial unique index only counts live buyers.
    const [gone] = await tx.update(buyers).set({ mergedIntoId: intoId, updatedAt: new Date() }).where(eq(buyers.id, id)).returning();
    const [kept2] = await tx
      .update(buyers)
      .set({
        updatedAt: new Date(),
        // A buyer without a GSTIN takes the merged one's (freed by the merge above).
        ...(into.gstin === '' && merged.gstin !== '' ? { gstin: merged.gstin, gstTreatment: merged.gstTreatment, stateCode: merged.stateCode } : {}),
      })
      .where(eq(buyers.id, intoId))
      .returning();
    await recordActivity(tx, {
      ...actor,
      kind: 'buyer-merged',
      subject: `${merged.company} into ${into.company}`,
      details: { from: merged.company, fromId: id, into: into.company, intoId },
    });
    return { into: kept2!, merged: gone! };
  });
}
