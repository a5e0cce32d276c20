import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockPgliteDir } from './pglite-lock.js';
import { createPglite, pgliteForDrizzle } from './pglite-driver.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction `db.transaction` hands its callback, on either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of a raw `db.execute` result: postgres.js answers an array, PGlite an object with rows. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations, then `alsoUnderLock` (the first start's seeding), while holding a
   * database-wide lock: processes starting at once on one PostgreSQL take turns (ADR 068). Safe on every start.
   */
  migrate(alsoUnderLock?: () => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Same relative path from src/db and dist/db. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * The session advisory lock that migrations and first seeding run under on PostgreSQL (the catalogue seed's
 * own transaction lock is 724011). Held on a connection of its own, so a crashed process lets go of it.
 */
export const MIGRATION_LOCK_KEY = 724012;

async function underMigrationLock(client: postgres.Sql, work: () => Promise<void>): Promise<void> {
  const connection = await client.reserve();
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await work();
    } finally {
      await connection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    connection.release();
  }
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; `memory://` for a throwaway one (tests). */
  pgliteDir?: string;
  /** Who opens the embedded database, named to any other process that tries while it is open. */
  owner?: string;
  /** Starts the embedded database from this data directory image (PGlite's `dumpDataDir()`); tests use it. */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: (alsoUnderLock) =>
        underMigrationLock(client, async () => {
          await migratePostgres(db, { migrationsFolder });
          await alsoUnderLock?.();
        }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  let unlock = () => {};
  if (!dir.startsWith('memory://')) {
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockPgliteDir(dir, opts.owner ?? 'another process');
  }
  let client: PGlite;
  try {
    client = await createPglite(dir, opts.loadDataDir);
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(pgliteForDrizzle(client), { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process holds the embedded database (lockPgliteDir): nobody to take turns with.
    migrate: async (alsoUnderLock) => {
      await migratePglite(db, { migrationsFolder });
      await alsoUnderLock?.();
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
