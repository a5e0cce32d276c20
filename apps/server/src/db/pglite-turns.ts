import type { PGlite } from '@electric-sql/pglite';

/** The PGlite calls Drizzle makes on the client itself (a transaction's own queries go through its `tx`). */
const QUEUED = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/**
 * PGlite runs in this thread and answers each query at once, so a queue of waiting queries hands the
 * database from one to the next in microtasks and the event loop reads no socket until the queue is empty:
 * under load, requests stalled a second at a time (issue 10). This wrapper runs the client's queries and
 * transactions one at a time in arrival order, each in its own event-loop turn, so incoming requests are
 * read between them. PGlite has one connection: serialising here costs no concurrency.
 */
export function withEventLoopTurns(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (!QUEUED.has(prop)) return value.bind(target);
      return (...args: unknown[]) => {
        const run = tail.then(nextTurn).then(() => (value as (...a: unknown[]) => unknown).apply(target, args));
        tail = run.catch(() => undefined);
        return run;
      };
    },
  });
}
