import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { migrationsFolder, openDatabase, type Database } from '../../../src/db/client.js';
import { inspectDatabase } from '../../../src/modules/doctor/database-check.js';
import { freshDatabase, target } from '../../helpers.js';
import { freePort } from '../../processes.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-doctor-db-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const ALL = journal.entries.length;
const kind = target === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)';

/** A copy of the migrations folder that stops after the first `count`. */
function migrationsUpTo(count: number): string {
  const dir = fs.mkdtempSync(path.join(root, 'migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  for (const { tag } of journal.entries.slice(0, count)) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

/** A server environment whose database has the first `applied` migrations (of this database kind), open for changes. */
async function databaseWith(applied: number): Promise<{ env: NodeJS.ProcessEnv; database: Database }> {
  let database: Database;
  let env: NodeJS.ProcessEnv;
  if (target === 'postgres') {
    const fresh = await freshDatabase({ empty: true });
    cleanups.push(fresh.drop);
    database = fresh.database;
    env = { DATABASE_URL: fresh.url };
  } else {
    const dataDir = fs.mkdtempSync(path.join(root, 'data-'));
    // Fully migrated: from the run's migrated image (migrating on disk takes PGlite many seconds).
    const image = applied === ALL ? new Blob([fs.readFileSync(inject('pgliteImage'))]) : undefined;
    database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), loadDataDir: image });
    env = { DATA_DIR: dataDir };
    if (image) return { env, database };
  }
  if (applied) {
    const folder = applied === ALL ? migrationsFolder : migrationsUpTo(applied);
    if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
    else await migratePostgres(database.db as never, { migrationsFolder: folder });
  }
  return { env, database };
}

/** The doctor's view of it, taken while nobody else holds the database (PGlite serves one process). */
async function inspect(setup: { env: NodeJS.ProcessEnv; database: Database }) {
  await setup.database.close();
  const { result, database } = await inspectDatabase(loadConfig(setup.env), 5000);
  await database?.close();
  return { result, handedOn: database !== null };
}

describe(`Database check (${kind})`, { timeout: 120_000 }, () => {
  it('passes a database migrated as far as this version, and hands it on to the other checks', async () => {
    const { result, handedOn } = await inspect(await databaseWith(ALL));
    expect(result).toEqual({ problems: [], detail: `${kind}, reachable, ${ALL} migrations applied, none behind` });
    expect(handedOn).toBe(true);
  });

  it('says how many migrations the database is behind (and migrates nothing itself)', async () => {
    const setup = await databaseWith(ALL - 2);
    const first = await inspect(setup);
    expect(first.result.problems).toEqual([
      `The ${kind} database is 2 migration(s) behind this version: start the new version once (it applies them), then check again.`,
    ]);
    expect(first.handedOn).toBe(false);
    const again = await inspectDatabase(loadConfig(setup.env), 5000);
    expect(again.result.problems).toEqual(first.result.problems);
  });

  it('says that a newer version migrated the database', async () => {
    const setup = await databaseWith(ALL);
    await setup.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${Date.now() + 86_400_000})`,
    );
    expect((await inspect(setup)).result.problems).toEqual([
      `The ${kind} database has 1 migration(s) this version does not know: a newer version migrated it. Deploy that version.`,
    ]);
  });

  it('says that a database without tables needs the server to start once', async () => {
    expect((await inspect(await databaseWith(0))).result.problems).toEqual([
      `The ${kind} database has no tables yet: start the server once (it applies the migrations).`,
    ]);
  });

  if (target === 'postgres') {
    it('says that a PostgreSQL server nobody listens for is not reachable', async () => {
      const port = await freePort();
      const { result, database } = await inspectDatabase(loadConfig({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/site` }), 2000);
      expect(database).toBeNull();
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toMatch(/^The PostgreSQL database is not reachable \(DATABASE_URL\): .*ECONNREFUSED/);
    });
  } else {
    it('says that DATA_DIR holds no embedded database yet, without creating one', async () => {
      const dataDir = path.join(root, 'never-started');
      const { result, database } = await inspectDatabase(loadConfig({ DATA_DIR: dataDir }), 2000);
      expect([result.problems, database]).toEqual([[`There is no embedded database in DATA_DIR (${dataDir}) yet: start the server once.`], null]);
      expect(fs.existsSync(dataDir)).toBe(false);
    });
  }
});
