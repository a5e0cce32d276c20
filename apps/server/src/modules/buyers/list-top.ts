import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

/** Beyond this many rows (offset + page), the top of the list is read the long way (a grouped pass). */
export const TOP_ROWS_MAX = 500;

const newest = (table: string, n: number, extra = '') =>
  sql`select buyer_id as id, created_at as at from ${sql.raw(table)} where buyer_id is not null ${sql.raw(extra)} order by created_at desc limit ${n}`;
const floorOf = (name: string, n: number) => sql`select case when count(*) = ${n} then min(at) end as f from ${sql.raw(name)}`;

/**
 * The ids of the first `rows` buyers by last activity (newest first), read from the newest `4 × rows` entries of each
 * document table (their created_at indexes) instead of every buyer's: a threshold algorithm. A buyer's last
 * activity is exact when its newest entry is newer than the floor (the oldest entry read of a table read to its
 * limit), and no buyer outside can come before one whose activity is newer than the floor; buyers without documents
 * are read where their own change is newer than it. null when the answer cannot be proved (the caller reads it the long way).
 */
export async function newestBuyerIds(db: Db, rows: number): Promise<string[] | null> {
  if (rows > TOP_ROWS_MAX) return null;
  const n = rows * 4;
  const found = rowsOf<{ id: string; at: number; floor: number | null }>(
    await db.execute(sql`
      with r as (${newest('records', n)}), q as (${newest('quotations', n)}), o as (${newest('orders', n)}),
        p as (${newest('payments', n, 'and removed_at is null')}),
        floors as (select max(f) as floor from (${floorOf('r', n)} union all ${floorOf('q', n)} union all ${floorOf('o', n)}
          union all ${floorOf('p', n)}) each),
        docs as (select id, max(at) as at from (select * from r union all select * from q union all select * from o union all select * from p) u group by id),
        bare as (select b.id, b.updated_at as at from buyers b
          where b.merged_into_id is null and b.updated_at > coalesce((select floor from floors), '-infinity'::timestamptz)
            and not exists (select 1 from records where buyer_id = b.id) and not exists (select 1 from quotations where buyer_id = b.id)
            and not exists (select 1 from orders where buyer_id = b.id)
            and not exists (select 1 from payments where buyer_id = b.id and removed_at is null))
      select c.id, extract(epoch from c.at)::float8 as at, extract(epoch from (select floor from floors))::float8 as floor
      from (select * from docs union all select * from bare) c
      order by c.at desc, c.id desc limit ${rows}`),
  );
  const floor = found[0]?.floor ?? null;
  if (floor === null) return found.map((f) => f.id);
  // Strictly newer than the floor: an entry as old as it might have company outside what was read.
  if (found.length < rows || !(Number(found[rows - 1]!.at) > Number(floor))) return null;
  return found.map((f) => f.id);
}
