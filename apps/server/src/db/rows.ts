import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

type Executor = Pick<Db, 'execute'>;

/** Runs raw SQL and returns its rows on both drivers (postgres-js answers an array, PGlite `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
