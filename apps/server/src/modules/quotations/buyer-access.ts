import { and, desc, eq, exists, isNotNull, sql } from 'drizzle-orm';
import { REFERENCE_PATTERN } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { orderEvents, orders, quotations, recordEvents, records, type QuotationRow, type RecordRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { sha256Hex } from '../../lib/tokens.js';

type Reader = Pick<Db, 'select'>;

/** One answer for an unknown reference, a wrong key and a lead without a sent quotation: nothing to find. */
export const NO_SUCH_REQUEST = 'No such request. Please open the link from our mail again.';

/** Stands in for the lead's id when the reference is unknown, so the key lookups below run all the same. */
const NO_LEAD = '00000000-0000-0000-0000-000000000000';

/**
 * The lead behind a buyer's status link, or null. The key is the lead's own (from the acknowledgement), the
 * one mailed with any of its quotations, one staff shared (WhatsApp) or one mailed about its order (issue 34);
 * an unknown reference and a wrong or missing key are both null.
 *
 * One statement does the same work for both (issue 45): the reference is looked up beside a one-row list, so
 * an unknown one still yields its row, and every place a key may be stored is searched with the lead's id, or
 * a dummy one. A stranger cannot tell by the time of the answer which references exist. Only SHA-256 hashes of
 * the 256-bit keys are compared, so the comparison's own timing tells nothing about a key.
 */
export async function findLeadByKey(db: Reader, reference: string, key: string): Promise<RecordRow | null> {
  if (!REFERENCE_PATTERN.test(reference) || !key || key.length > 200) return null;
  const hash = sha256Hex(key);
  const leadId = sql`coalesce(${records.id}, ${NO_LEAD}::uuid)`;
  const mailed = db
    .select({ one: sql`1` })
    .from(quotations)
    .where(and(eq(quotations.recordId, leadId), eq(quotations.buyerKeyHash, hash)));
  const shared = db
    .select({ one: sql`1` })
    .from(recordEvents)
    .where(and(eq(recordEvents.recordId, leadId), eq(recordEvents.buyerKeyHash, hash)));
  const orderMails = db
    .select({ one: sql`1` })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(eq(orders.recordId, leadId), eq(orderEvents.buyerKeyHash, hash)));
  const probe = db
    .select({
      id: sql<string>`${leadId}`.as('lead_id'),
      matches:
        sql<boolean>`coalesce(${records.statusKeyHash} = ${hash}, false) or ${exists(mailed)} or ${exists(shared)} or ${exists(orderMails)}`.as(
          'matches',
        ),
    })
    .from(sql`(values (${reference})) as wanted (reference)`)
    .leftJoin(records, eq(records.reference, sql`wanted.reference`))
    .as('probe');
  // The lead's row itself is read only when a key matched: a wrong key brings back no more than an unknown reference.
  const [found] = await db
    .select({ lead: records })
    .from(probe)
    .leftJoin(records, and(eq(records.id, probe.id), probe.matches))
    .limit(1);
  return found?.lead ?? null;
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
