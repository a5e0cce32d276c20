import { createHash } from 'node:crypto';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

/** Buyer acknowledgements one address may receive per rolling 24 hours; later ones are stored as skipped. */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;
export const ACKNOWLEDGEMENT_LIMIT_REASON = `Not sent: this address already received ${ACKNOWLEDGEMENTS_PER_DAY} acknowledgements in the last 24 hours.`;

/** First key of the two-key advisory locks this module takes (the second is the address's hash). */
const LOCK_SPACE = 724_032;

type Tx = Pick<Db, 'execute' | 'select'>;

/**
 * Whether one more acknowledgement may go to `address` (case-insensitive), to be asked inside the lead's
 * transaction. A transaction-level advisory lock on the address's hash makes concurrent submissions to one
 * address, in any number of processes, count one after another: each sees the others' committed mails.
 */
export async function mayAcknowledge(tx: Tx, address: string): Promise<boolean> {
  const normalized = address.trim().toLowerCase();
  const key = createHash('sha256').update(normalized).digest().readInt32BE(0);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${key})`);
  const [row] = await tx
    .select({ sent: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'buyer-acknowledgement'),
        ne(outbox.status, 'skipped'),
        // The last day's rows through outbox_created_idx; lower() because buyers type addresses in any case.
        gt(outbox.createdAt, sql`now() - interval '24 hours'`),
        sql`lower(${outbox.to}) = ${normalized}`,
      ),
    );
  return (row?.sent ?? 0) < ACKNOWLEDGEMENTS_PER_DAY;
}
