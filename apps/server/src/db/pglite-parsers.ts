import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

type QueryOptions = { parsers?: Record<number, unknown> } & Record<string, unknown>;

/**
 * The parsers Drizzle passes with every PGlite query (drizzle-orm/pglite/session.js): dates, times,
 * intervals and their arrays stay text, for Drizzle to map. Set once on the database instead.
 */
export const DRIZZLE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
);

const PROBE = '2026-11-27 10:30:00+00';

/**
 * Drops a query's own parsers when each is for one of Drizzle's types, leaves text as it is (as ours do)
 * and the database holds ours: a PGlite that re-created its array parsers, or a Drizzle that parses
 * differently, keeps the query's own parsers.
 */
function withoutSharedParsers(database: PGlite, args: unknown[]): unknown[] {
  const options = args[2] as QueryOptions | undefined;
  const parsers = options?.parsers as Record<string, (value: string) => unknown> | undefined;
  const shared = (oid: string) =>
    oid in DRIZZLE_PARSERS && database.parsers[Number(oid)] === DRIZZLE_PARSERS[Number(oid)] && parsers![oid]!(PROBE) === PROBE;
  if (!parsers || !Object.keys(parsers).every(shared)) return args;
  return [args[0], args[1], { ...options, parsers: undefined }];
}

function queriesWithoutSharedParsers<T extends PGlite | Transaction>(database: PGlite, client: T): T {
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (prop === 'query')
        return (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, withoutSharedParsers(database, args));
      if (prop === 'transaction') {
        return (callback: (tx: Transaction) => unknown) =>
          (value as (cb: (tx: Transaction) => unknown) => unknown).call(target, (tx: Transaction) =>
            callback(queriesWithoutSharedParsers(database, tx)),
          );
      }
      return value.bind(target);
    },
  });
}

/**
 * PGlite merges a query's own parsers into its table of about 300 on every query, which took 0.24 ms a
 * query (more than a whole `select 1`). The database gets Drizzle's parsers once, here, and the returned
 * client leaves them off each query: the same rows, without the merge.
 */
export function withSharedParsers(client: PGlite): PGlite {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  return queriesWithoutSharedParsers(client, client);
}
