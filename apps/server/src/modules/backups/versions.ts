import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rowsOf, type Db } from '../../db/client.js';

interface JournalEntry {
  when: number;
  tag: string;
}

function journal(): JournalEntry[] {
  return (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The server package's version (same relative path from src/ and dist/). */
export function appVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The newest migration this code ships, e.g. `0001_backups`: the schema a restore creates. */
export function codeSchemaVersion(): string {
  return journal().at(-1)!.tag;
}

/** The newest migration applied to this database (drizzle records each one's journal time). */
export async function databaseSchemaVersion(db: Pick<Db, 'execute'>): Promise<string> {
  const [row] = rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
  );
  if (!row) return 'none';
  const when = Number(row.created_at);
  return journal().find((entry) => entry.when === when)?.tag ?? `unknown (${when})`;
}
