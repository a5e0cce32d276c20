import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.js';

/**
 * Claims one turn of a periodic job for this process, or answers false when the job is not due. The
 * next due time lives in app_meta and one upsert both checks and moves it, so however many server
 * processes share the database, exactly one of them wins each turn (a crashed winner's turn is simply
 * retried at the next one). Times come from the database clock, the same for every process.
 */
export async function claimDueJob(db: Db, job: string, everyMs: number): Promise<boolean> {
  const key = `job:${job}:due_at`;
  const seconds = everyMs / 1000;
  const result = await db.execute(sql`
    insert into app_meta (key, value, updated_at)
    values (${key}, (now() + make_interval(secs => ${seconds}::double precision))::text, now())
    on conflict (key) do update set value = excluded.value, updated_at = now()
      where app_meta.value::timestamptz <= now()
    returning key
  `);
  return rowsOf<{ key: string }>(result).length === 1;
}
