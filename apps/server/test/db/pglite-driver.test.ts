// @database-agnostic: the embedded database's driver, its query turns and type parsers (the PGlite pass only)
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, rowsOf } from '../../src/db/client.js';
import { DRIZZLE_PARSERS } from '../../src/db/pglite-driver.js';

// The embedded database only: PostgreSQL answers over a socket, so the event loop turns anyway.
const database = await openDatabase({ pgliteDir: 'memory://' });
const plain = drizzle(await PGlite.create());
afterAll(async () => {
  await database.close();
  await plain.$client.close();
});

describe('PGlite queries under load', () => {
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

// Every type whose parsing Drizzle overrides, and its array, next to types it leaves to PGlite.
const EVERY_TYPE = sql`select
  timestamp '2026-11-27 10:30:00.123' as ts, timestamptz '2026-11-27 10:30:00.123+05:30' as tstz,
  date '2026-11-27' as d, interval '1 day 2 hours' as iv, 12.50::numeric as num,
  array[1.5, 2.25]::numeric[] as nums, array[timestamp '2026-11-27 10:30:00']::timestamp[] as tss,
  array[timestamptz '2026-11-27 10:30:00+00']::timestamptz[] as tstzs, array[interval '3 minutes'] as ivs,
  array[date '2026-11-27'] as ds, 42::int as n, true as b, '{"a":1}'::jsonb as j, array['x','y'] as texts`;

describe('Drizzle on the embedded database, with its parsers set once', () => {
  const client = (database.db as unknown as { $client: PGlite }).$client;

  it('holds Drizzle’s parsers on the database itself', () => {
    for (const oid of Object.keys(DRIZZLE_PARSERS).map(Number)) expect(client.parsers[oid]).toBe(DRIZZLE_PARSERS[oid]);
  });

  it('reads every type exactly as Drizzle with its own per-query parsers does, in and out of a transaction', async () => {
    const expected = await plain.execute(EVERY_TYPE);
    expect(expected.rows[0]).toMatchObject({ ts: '2026-11-27 10:30:00.123', iv: '1 day 02:00:00', n: 42 });
    expect((await database.db.execute(EVERY_TYPE)) as unknown).toMatchObject({ rows: expected.rows });
    expect(await database.db.transaction((tx) => tx.execute(EVERY_TYPE))).toMatchObject({ rows: expected.rows });
  });

  it('sends Drizzle’s queries to PGlite without their own parsers', async () => {
    const query = vi.spyOn(client, 'query');
    try {
      await database.db.execute(sql`select now() as at`);
      expect(query.mock.calls.map((call) => (call[2] as { parsers?: unknown }).parsers)).toEqual([undefined]);
    } finally {
      query.mockRestore();
    }
  });
});
