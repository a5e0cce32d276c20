// @database-agnostic: the embedded database's type parsers (the PGlite pass only)
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { DRIZZLE_PARSERS } from '../../src/db/pglite-parsers.js';

// Every type whose parsing Drizzle overrides, and its array, next to types it leaves to PGlite.
const EVERY_TYPE = sql`select
  timestamp '2026-11-27 10:30:00.123' as ts, timestamptz '2026-11-27 10:30:00.123+05:30' as tstz,
  date '2026-11-27' as d, interval '1 day 2 hours' as iv, 12.50::numeric as num,
  array[1.5, 2.25]::numeric[] as nums, array[timestamp '2026-11-27 10:30:00']::timestamp[] as tss,
  array[timestamptz '2026-11-27 10:30:00+00']::timestamptz[] as tstzs, array[interval '3 minutes'] as ivs,
  array[date '2026-11-27'] as ds, 42::int as n, true as b, '{"a":1}'::jsonb as j, array['x','y'] as texts`;

const plain = drizzle(await PGlite.create());
const ours = await openDatabase({ pgliteDir: 'memory://' });
afterAll(async () => {
  await ours.close();
  await plain.$client.close();
});

describe('Drizzle on the embedded database, with its parsers set once', () => {
  it('holds Drizzle’s parsers on the database itself', () => {
    const client = (ours.db as unknown as { $client: PGlite }).$client;
    for (const oid of Object.keys(DRIZZLE_PARSERS).map(Number)) expect(client.parsers[oid]).toBe(DRIZZLE_PARSERS[oid]);
  });

  it('reads every type exactly as Drizzle with its own per-query parsers does, in and out of a transaction', async () => {
    const expected = await plain.execute(EVERY_TYPE);
    expect(expected.rows[0]).toMatchObject({ ts: '2026-11-27 10:30:00.123', iv: '1 day 02:00:00', n: 42 });
    expect((await ours.db.execute(EVERY_TYPE)) as unknown).toMatchObject({ rows: expected.rows });
    expect(await ours.db.transaction((tx) => tx.execute(EVERY_TYPE))).toMatchObject({ rows: expected.rows });
  });

  it('sends Drizzle’s queries to PGlite without their own parsers', async () => {
    const client = (ours.db as unknown as { $client: PGlite }).$client;
    const query = vi.spyOn(client, 'query');
    try {
      await ours.db.execute(sql`select now() as at`);
      expect(query.mock.calls.map((call) => (call[2] as { parsers?: unknown }).parsers)).toEqual([undefined]);
    } finally {
      query.mockRestore();
    }
  });
});
