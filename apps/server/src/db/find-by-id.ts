import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '../lib/ids.js';
import type { Db } from './client.js';

/** A table keyed by a uuid `id` column. */
type KeyedTable = PgTable & { id: PgColumn };

/**
 * One row by its id, or null (also for an id that is no uuid: the query would fail on PostgreSQL). With
 * forUpdate, the row stays locked for the rest of the transaction, so changes of one row take turns.
 */
export async function findById<T extends KeyedTable>(
  db: Pick<Db, 'select'>,
  table: T,
  id: string,
  { forUpdate = false } = {},
): Promise<T['$inferSelect'] | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** findById, locked for the rest of the transaction (FOR UPDATE). */
export const lockById = <T extends KeyedTable>(tx: Pick<Db, 'select'>, table: T, id: string) => findById(tx, table, id, { forUpdate: true });
