import { sql } from 'drizzle-orm';
import type { RecordKind } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { referenceCounters } from '../../db/schema.js';

/** A transaction or the database itself. */
type Tx = Pick<Db, 'insert'>;

const PREFIX: Record<RecordKind, string> = { quote: 'Q', inquiry: 'I' };

const indiaYearFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });

/** The company works in India time: a quote sent at 1 am IST on 1 January belongs to the new year. */
export const indiaYear = (date: Date) => Number(indiaYearFormat.format(date));

/** Q-2026-00042: kind letter, year, at least five digits. */
export function formatReference(kind: RecordKind, year: number, value: number): string {
  return `${PREFIX[kind]}-${year}-${String(value).padStart(5, '0')}`;
}

/**
 * Hands out the next number of this kind and year. The UPSERT takes a row lock until the caller's
 * transaction ends, so concurrent creates (in any number of processes) get distinct numbers, and a
 * rolled-back create gives its number back.
 */
export async function nextReference(tx: Tx, kind: RecordKind, now: Date): Promise<string> {
  const year = indiaYear(now);
  const [row] = await tx
    .insert(referenceCounters)
    .values({ kind, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.kind, referenceCounters.year],
      set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
    })
    .returning({ lastValue: referenceCounters.lastValue });
  return formatReference(kind, year, row!.lastValue);
}
