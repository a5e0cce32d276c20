import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The embedded database (PGlite) as this server runs it, in one place: its start settings, and the client
 * Drizzle is given. That client is PGlite's own public API (`query`, `exec`, `transaction`) with two changes
 * (ADRs 042 and 050, 076); nothing here reaches into Drizzle's files, so a Drizzle upgrade cannot break it,
 * only switch the parser shortcut off (see `withoutSharedParsers`).
 */

/**
 * PGlite's own PostgreSQL settings, with 32 MB of shared buffers instead of the 128 MB initdb picks. The
 * whole pool is resident from the start (measured: 117 MB less at 32 MB) and WebAssembly memory never
 * shrinks; 32 MB holds this site's working set, and the operating system caches the files behind it (ADR 067).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Opens the embedded database in `dir` (`memory://` for a throwaway one), optionally from a `dumpDataDir()` image. */
export function createPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  // pg_trgm backs the admin search index (migration 0005); PGlite ships it as an optional extension.
  return PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir, startParams: START_PARAMS });
}

/**
 * The parsers Drizzle passes with every PGlite query: dates, times, intervals and their arrays stay text,
 * for Drizzle to map. Set once on the database instead (ADR 050).
 */
export const DRIZZLE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
);

const PROBE = '2026-11-27 10:30:00+00';

type QueryOptions = { parsers?: Record<string, (value: string) => unknown> } & Record<string, unknown>;
type Method = (...args: unknown[]) => unknown;

/**
 * A query's arguments without its own parsers when each is for one of Drizzle's types, leaves text as it is
 * (as ours do), and the database holds ours. A Drizzle that parses differently, or a PGlite that re-created
 * its parsers, keeps the query's own: slower, never different.
 */
function withoutSharedParsers(database: PGlite, args: unknown[]): unknown[] {
  const options = args[2] as QueryOptions | undefined;
  const parsers = options?.parsers;
  const shared = (oid: string) =>
    oid in DRIZZLE_PARSERS && database.parsers[Number(oid)] === DRIZZLE_PARSERS[Number(oid)] && parsers![oid]!(PROBE) === PROBE;
  if (!parsers || !Object.keys(parsers).every(shared)) return args;
  return [args[0], args[1], { ...options, parsers: undefined }];
}

/** A transaction's own `tx`, whose queries also leave the shared parsers off (they are already in its turn). */
function transactionWithoutSharedParsers(database: PGlite, tx: Transaction): Transaction {
  return new Proxy(tx, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop !== 'query' || typeof value !== 'function') return value;
      return (...args: unknown[]) => (value as Method).apply(target, withoutSharedParsers(database, args));
    },
  });
}

/**
 * The client Drizzle gets. Two changes to PGlite's public API, nothing else:
 * - Turns (ADR 042): PGlite runs in this thread and answers each query at once, so a queue of waiting queries
 *   handed the database from one to the next in microtasks, and the event loop read no socket until the queue
 *   was empty (requests stalled a second at a time under load). Here `query`, `exec` and `transaction` run one
 *   at a time in arrival order, each in its own event-loop turn; a transaction runs as one unit (its queries
 *   go through its `tx`), and one that fails does not hold up the next. PGlite has one connection: no
 *   concurrency is lost.
 * - Parsers (ADR 050): PGlite merged a query's own parsers into its table of about 300 on every query
 *   (0.24 ms, more than a whole `select 1`). Drizzle's are written into the database's table once, here,
 *   and left off each query.
 */
export function pgliteForDrizzle(database: PGlite): PGlite {
  Object.assign(database.parsers, DRIZZLE_PARSERS);
  let tail: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const inTurn = (work: () => unknown) => {
    const run = tail.then(nextTurn).then(work);
    tail = run.catch(() => undefined);
    return run;
  };
  return new Proxy(database, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as Method;
      switch (prop) {
        case 'query':
          return (...args: unknown[]) => inTurn(() => method.apply(target, withoutSharedParsers(target, args)));
        case 'exec':
          return (...args: unknown[]) => inTurn(() => method.apply(target, args));
        case 'transaction':
          return (callback: (tx: Transaction) => unknown) =>
            inTurn(() => method.call(target, (tx: Transaction) => callback(transactionWithoutSharedParsers(target, tx))));
        default:
          return method.bind(target);
      }
    },
  });
}
