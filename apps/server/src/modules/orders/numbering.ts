import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referenceCounters } from '../../db/schema.js';
import { indiaYear } from '../references/index.js';

type Tx = Pick<Db, 'insert'>;

/** SO-2026-00017: the year in India time, at least five digits. */
export const formatOrderNumber = (year: number, value: number) => `SO-${year}-${String(value).padStart(5, '0')}`;

/**
 * The next order number of the India-time year, on the counters the quotations and leads use (kind 'order'):
 * the UPSERT's row lock lasts until the acceptance's transaction ends, so acceptances in any number of
 * processes get distinct numbers, and a rolled-back acceptance gives its number back.
 */
export async function nextOrderNumber(tx: Tx, now: Date): Promise<string> {
  const year = indiaYear(now);
  const [row] = await tx
    .insert(referenceCounters)
    .values({ kind: 'order', year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.kind, referenceCounters.year],
      set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
    })
    .returning({ lastValue: referenceCounters.lastValue });
  return formatOrderNumber(year, row!.lastValue);
}
