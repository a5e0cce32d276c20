import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referenceCounters } from '../../db/schema.js';
import { indiaYear } from '../references/index.js';

type Tx = Pick<Db, 'insert'>;

/** QT-2026-00042: the year in India time, at least five digits. */
export const formatQuotationNumber = (year: number, value: number) => `QT-${year}-${String(value).padStart(5, '0')}`;

/** QT-2026-00042 for revision 0, QT-2026-00042-R1 for the first revision, and so on. */
export const revisionNumber = (base: string, revision: number) => (revision === 0 ? base : `${base}-R${revision}`);

/**
 * The next quotation number of the India-time year. Like lead references, one UPSERT ... RETURNING on
 * reference_counters (kind 'quotation'): its row lock lasts until the caller's transaction ends, so
 * concurrent creates in any number of processes get distinct numbers, and a rolled-back one gives its number back.
 */
export async function nextQuotationNumber(tx: Tx, now: Date): Promise<string> {
  const year = indiaYear(now);
  const [row] = await tx
    .insert(referenceCounters)
    .values({ kind: 'quotation', year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.kind, referenceCounters.year],
      set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
    })
    .returning({ lastValue: referenceCounters.lastValue });
  return formatQuotationNumber(year, row!.lastValue);
}
