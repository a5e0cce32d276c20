import { and, inArray, lt } from 'drizzle-orm';
import { indiaDay } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { quotations } from '../../db/schema.js';
import { dayLabel } from '../../lib/days.js';
import { closeLead, quotationEvent } from './lead.js';

/** Who the timeline credits with an expiry. */
const SYSTEM = 'System';

/**
 * Sent and Viewed quotations whose last valid day (India time) is before today become Expired, each with a
 * timeline line, and their leads Closed (issue 44). The UPDATE's row locks make this safe to run in several processes at once: a row is
 * changed, and its line written, by exactly one of them. Returns the numbers expired.
 */
export async function expireQuotations(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(quotations)
      .set({ state: 'Expired', expiredAt: now, updatedAt: now })
      .where(and(inArray(quotations.state, ['Sent', 'Viewed']), lt(quotations.validUntil, indiaDay(now))))
      .returning({ number: quotations.number, recordId: quotations.recordId, validUntil: quotations.validUntil });
    for (const q of expired) {
      await quotationEvent(tx, q.recordId, SYSTEM, `Quotation ${q.number} expired: it was valid until ${dayLabel(q.validUntil!)}.`);
      await closeLead(tx, q.recordId, SYSTEM, `quotation ${q.number} expired`, now);
    }
    return expired.map((q) => q.number);
  });
}
