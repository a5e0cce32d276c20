import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Config } from '../../config.js';
import { migrationsFolder, openDatabase, rowsOf, type Database, type Db } from '../../db/client.js';
import { DatabaseInUseError } from '../../db/pglite-lock.js';
import { pingWithin } from '../health/index.js';
import { fine, wrong, type CheckResult } from './check.js';

/** How this build's migrations compare with those applied to the database (drizzle applies those newer than its last). */
export async function migrationStatus(db: Db): Promise<{ applied: number; behind: number; unknown: number } | 'no tables'> {
  const [table] = rowsOf<{ name: string | null }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`));
  if (!table?.name) return 'no tables';
  const applied = rowsOf<{ created_at: string | number }>(await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)).map((row) =>
    Number(row.created_at),
  );
  const known = readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);
  const last = Math.max(0, ...applied);
  return {
    applied: applied.length,
    behind: known.filter((when) => when > last).length,
    unknown: applied.filter((when) => !known.includes(when)).length,
  };
}

function describe(status: Awaited<ReturnType<typeof migrationStatus>>, kind: string): CheckResult {
  if (status === 'no tables') return wrong(`The ${kind} database has no tables yet: start the server once (it applies the migrations).`);
  const problems: string[] = [];
  if (status.behind) {
    problems.push(
      `The ${kind} database is ${status.behind} migration(s) behind this version: start the new version once (it applies them), then check again.`,
    );
  }
  if (status.unknown) {
    problems.push(
      `The ${kind} database has ${status.unknown} migration(s) this version does not know: a newer version migrated it. Deploy that version.`,
    );
  }
  return problems.length ? wrong(...problems) : fine(`${kind}, reachable, ${status.applied} migrations applied, none behind`);
}

/**
 * Opens the server's database without changing it (no migrations), checks that it answers and is migrated
 * as far as this build; hands it on for the checks that read it (null when it is not usable).
 */
export async function inspectDatabase(config: Config, timeoutMs: number): Promise<{ result: CheckResult; database: Database | null }> {
  const kind = config.databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)';
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !fs.existsSync(pgliteDir)) {
    return { result: wrong(`There is no embedded database in DATA_DIR (${config.dataDir}) yet: start the server once.`), database: null };
  }
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, owner: 'npm run doctor' });
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    const inUse = 'The embedded database is in use by the running server (it serves one process): stop the server, run the doctor, start it again.';
    return { result: wrong(inUse), database: null };
  }
  try {
    await pingWithin(database, timeoutMs);
  } catch (err) {
    void database.close().catch(() => {});
    // Drizzle wraps the driver's error ("Failed query: select 1"): the cause says what happened.
    let cause: unknown = err;
    while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
    const reason = cause instanceof Error ? cause.message : String(cause);
    return { result: wrong(`The ${kind} database is not reachable (DATABASE_URL): ${reason}.`), database: null };
  }
  const result = describe(await migrationStatus(database.db), kind);
  return { result, database: result.problems.length ? (await database.close(), null) : database };
}
