import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta } from '../../db/schema.js';

/** The app_meta row whose value changes with every admin change that public pages show. */
export const CONTENT_VERSION_KEY = 'content_version';

type Tx = Pick<Db, 'insert'>;

/**
 * Marks the public content changed. Call it inside the transaction of the change, so the new stamp
 * and the change become visible to every process together.
 */
export async function bumpContentVersion(tx: Tx): Promise<void> {
  await tx
    .insert(appMeta)
    .values({ key: CONTENT_VERSION_KEY, value: '1' })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`(${appMeta.value}::bigint + 1)::text`, updatedAt: sql`now()` },
    });
}

const changeListeners = new WeakMap<Db, Set<() => void>>();

/** Runs the listener whenever this process commits a change to public content on this database. */
export function onPublicContentChanged(db: Db, listener: () => void): () => void {
  let listeners = changeListeners.get(db);
  if (!listeners) changeListeners.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after the transaction that bumped the content version committed. */
export function publicContentChanged(db: Db): void {
  for (const listener of changeListeners.get(db) ?? []) listener();
}

export async function readContentVersion(db: Db): Promise<string> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, CONTENT_VERSION_KEY)).limit(1);
  return row?.value ?? '0';
}

/**
 * Shares stamp reads between concurrent callers without ever answering from a read that began before
 * the caller asked: a caller that arrives during a read waits for the next one, which all the callers
 * that arrived meanwhile share. So a page requested after an admin change committed (in any process)
 * always sees the new stamp, and the database sees at most one read in flight, however many requests.
 */
export function sharedReader(read: () => Promise<string>): () => Promise<string> {
  let running: Promise<string> | null = null;
  let queued: Promise<string> | null = null;
  const ignore = () => undefined;

  const start = () => {
    const current = read();
    running = current;
    void current.then(ignore, ignore).then(() => {
      if (running === current) running = null;
    });
    return current;
  };

  return () => {
    if (!running) return start();
    queued ??= running.then(ignore, ignore).then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}

/**
 * The embedded database (PGlite) belongs to one process, which makes every change itself: it keeps the
 * last stamp read until it commits a change (publicContentChanged), instead of a read per burst. A read
 * that was in flight when a change committed is answered but not kept.
 */
export function keptUntilChanged(read: () => Promise<string>, subscribe: (invalidate: () => void) => void): () => Promise<string> {
  let kept: Promise<string> | null = null;
  let generation = 0;
  subscribe(() => {
    kept = null;
    generation++;
  });
  return () => {
    if (kept) return kept;
    const startedAt = generation;
    const reading = read();
    reading.then(
      () => {
        if (startedAt === generation) kept = reading;
      },
      () => undefined,
    );
    return reading;
  };
}
