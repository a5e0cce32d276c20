import { sql } from 'drizzle-orm';
import type { RecordType } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { referenceCounters } from '../../db/schema.js';

/** A transaction or the database itself. */
type Tx = Pick<Db, 'insert'>;

const PREFIX: Record<RecordType, string> = { Quote: 'Q', Inquery: 'I' };

const indiaYearFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });

/** The company works in India time: a quote sent at 1 am IST on 1 January belongs to the new year. */
export const indiaYear = (date: Date) => Number(indiaYearFormat.format(date));

/** Q-2026-00042: type letter, year, at least five digits. */
export function formatReference(type: RecordType, year: number, value: number): string {
  return `${PREFIX[type]}-${year}-${String(value).padStart(5, '0')}`;
}

/**
 * Hands out the next number of this type and year. The UPSERT takes a row lock until the caller's
 * transaction ends, so concurrent creates (in any number of processes) get distinct numbers, and a
 * rolled-back create gives its number back.
 */
export async function nextReference(tx: Tx, type: RecordType, now: Date): Promise<string> {
  const year = indiaYear(now);
  const [row] = await tx
    .insert(referenceCounters)
    .values({ type, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.type, referenceCounters.year],
      set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
    })
    .returning({ lastValue: referenceCounters.lastValue });
  return formatReference(type, year, row!.lastValue);
}
