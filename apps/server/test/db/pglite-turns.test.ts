// @database-agnostic: the embedded database's query turns (the PGlite pass only)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../src/db/client.js';

// The embedded database only: PostgreSQL answers over a socket, so the event loop turns anyway.
describe('PGlite queries under load', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  it('lets timers (and so sockets) run between queued queries instead of after the whole queue', async () => {
    let done = 0;
    const queries = Array.from({ length: 20 }, () => database.db.execute(sql`select 1`).then(() => done++));
    const doneWhenTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    await Promise.all(queries);
    expect(done).toBe(20);
    expect(doneWhenTimerRan).toBeLessThan(20);
  });

  it('answers queued queries in order, and one that fails does not hold up the next', async () => {
    const order: number[] = [];
    const results = await Promise.allSettled(
      [sql`select 1 as n`, sql`select no_such_column`, sql`select 3 as n`].map((query, i) => database.db.execute(query).finally(() => order.push(i))),
    );
    expect(order).toEqual([0, 1, 2]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(rowsOf<{ n: number }>((results[2] as PromiseFulfilledResult<unknown>).value)).toEqual([{ n: 3 }]);
  });

  it('still runs a transaction as one unit between other queries', async () => {
    await database.db.execute(sql`create table turns_probe (n int)`);
    const [txResult] = await Promise.all([
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into turns_probe values (1)`);
        await tx.execute(sql`insert into turns_probe values (2)`);
        return rowsOf<{ c: number }>(await tx.execute(sql`select count(*)::int as c from turns_probe`));
      }),
      database.db.execute(sql`insert into turns_probe values (3)`),
    ]);
    expect(txResult).toEqual([{ c: 2 }]);
    expect(rowsOf<{ c: number }>(await database.db.execute(sql`select count(*)::int as c from turns_probe`))).toEqual([{ c: 3 }]);
  });
});
