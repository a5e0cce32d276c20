import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '../lib/ids.js';
import type { Db } from './client.js';

/** A table keyed by a uuid `id` column. */
type KeyedTable = PgTable & { id: PgColumn };

/** One row by its id, or null (also for an id that is no uuid: the query would fail on PostgreSQL). */
export async function findById<T extends KeyedTable>(db: Pick<Db, 'select'>, table: T, id: string): Promise<T['$inferSelect'] | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** The same row locked for the rest of the transaction (FOR UPDATE): changes of one row take turns. */
export async function lockById<T extends KeyedTable>(tx: Pick<Db, 'select'>, table: T, id: string): Promise<T['$inferSelect'] | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)
    .for('update');
  return (row as T['$inferSelect'] | undefined) ?? null;
}
