import { rfqStatusPath } from '@rp/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordEvents, records } from '../../db/schema.js';
import { conflict } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import { newStatusKey, type StaffActor } from '../records/index.js';
import { requireQuotationRow } from './read.js';

/**
 * POST /quotation/share-link: the buyer's status link for staff to send themselves ("Share on WhatsApp").
 * Keys are kept only as hashes, so the mailed one cannot be shown again: each share gets a key of its own,
 * stored with the lead's timeline entry that records who shared it. A Draft has nothing for the buyer to see.
 */
export async function shareStatusLink(db: Db, id: string, siteUrl: string, actor: StaffActor): Promise<string> {
  const row = await requireQuotationRow(db, id);
  if (!row.sentAt) throw conflict(`${row.number} is a Draft: send it first, then share the buyer's link.`);
  if (!row.recordId) throw conflict(`The lead of ${row.number} was deleted, so the buyer has no status page to open.`);
  const recordId = row.recordId;
  const key = newStatusKey();
  const reference = await db.transaction(async (tx) => {
    const [lead] = await tx.select({ reference: records.reference }).from(records).where(eq(records.id, recordId));
    if (!lead) throw conflict(`The lead of ${row.number} was deleted, so the buyer has no status page to open.`);
    await tx.insert(recordEvents).values({
      recordId,
      type: 'quotation',
      actor: actor.actorEmail,
      text: `Status link of ${row.number} shared with the buyer by ${actor.name}.`,
      buyerKeyHash: key.hash,
    });
    await recordActivity(tx, { ...actor, kind: 'quotation-shared', subject: row.number, details: { state: row.state } });
    return lead.reference;
  });
  return `${siteUrl}${rfqStatusPath(reference, key.key)}`;
}
