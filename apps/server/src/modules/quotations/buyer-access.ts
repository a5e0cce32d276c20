import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { REFERENCE_PATTERN } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { orderEvents, orders, quotations, recordEvents, records, type QuotationRow, type RecordRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { statusKeyMatches } from '../records/index.js';

type Reader = Pick<Db, 'select'>;

/** One answer for an unknown reference, a wrong key and a lead without a sent quotation: nothing to find. */
export const NO_SUCH_REQUEST = 'No such request. Please open the link from our mail again.';

/**
 * The lead behind a buyer's status link, or null. The key is the lead's own (from the acknowledgement), the
 * one mailed with any of its quotations, one staff shared (WhatsApp) or one mailed about its order (issue 34);
 * an unknown reference and a wrong or missing key are both null.
 */
export async function findLeadByKey(db: Reader, reference: string, key: string): Promise<RecordRow | null> {
  if (!REFERENCE_PATTERN.test(reference) || !key || key.length > 200) return null;
  const [lead] = await db.select().from(records).where(eq(records.reference, reference)).limit(1);
  if (!lead) return null;
  if (statusKeyMatches(key, lead.statusKeyHash)) return lead;
  const mailed = await db
    .select({ hash: quotations.buyerKeyHash })
    .from(quotations)
    .where(and(eq(quotations.recordId, lead.id), isNotNull(quotations.buyerKeyHash)));
  if (mailed.some((q) => statusKeyMatches(key, q.hash))) return lead;
  const shared = await db
    .select({ hash: recordEvents.buyerKeyHash })
    .from(recordEvents)
    .where(and(eq(recordEvents.recordId, lead.id), isNotNull(recordEvents.buyerKeyHash)));
  if (shared.some((e) => statusKeyMatches(key, e.hash))) return lead;
  const orderMails = await db
    .select({ hash: orderEvents.buyerKeyHash })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(eq(orders.recordId, lead.id), isNotNull(orderEvents.buyerKeyHash)));
  return orderMails.some((e) => statusKeyMatches(key, e.hash)) ? lead : null;
}

/** The revision the buyer sees and answers: the newest one that was sent (a Draft revision stays with staff). */
export async function latestSentRevision(db: Reader, recordId: string, lock = false): Promise<QuotationRow | null> {
  const query = db
    .select()
    .from(quotations)
    .where(and(eq(quotations.recordId, recordId), isNotNull(quotations.sentAt)))
    .orderBy(desc(quotations.revision))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The lead and its latest sent quotation for a buyer's call, or 404 with one message for every miss. */
export async function buyerQuotation(db: Reader, reference: string, key: string, lock = false): Promise<{ lead: RecordRow; row: QuotationRow }> {
  const lead = await findLeadByKey(db, reference, key);
  const row = lead ? await latestSentRevision(db, lead.id, lock) : null;
  if (!lead || !row) throw notFound(NO_SUCH_REQUEST);
  return { lead, row };
}
