import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Db } from '../../db/client.js';
import { dumpTable, useCanonicalOutput } from './dump.js';
import { BackupError, type Manifest } from './format.js';
import { openBackup, type OpenedBackup } from './read-backup.js';
import { backedUpTables, quoteIdentifier, type BackedUpTable } from './tables.js';
import { codeSchemaVersion } from './versions.js';

export interface RestoreOptions {
  database: Database;
  file: string;
  /** Replace the data of a database that already has some. */
  force?: boolean;
  /** BACKUP_ENCRYPTION_KEY: opens an encrypted file (a plain one restores without it). */
  encryptionKey?: string;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Rows restored per table, read back from the database. */
  counts: Record<string, number>;
  /** Whether existing data was replaced (--force on a non-empty database). */
  replaced: boolean;
  /** Whether the file was encrypted (decrypted and authenticated before anything was loaded). */
  encrypted: boolean;
  durationMs: number;
}

type Tx = Pick<Db, 'execute'>;

/** Rows per INSERT, and at most this many bytes of JSON (a batch of files is large). */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 16 * 1024 * 1024;

async function countRows(db: Tx, tables: BackedUpTable[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: string | number }>(await db.execute(sql.raw(`select count(*) as n from ${quoteIdentifier(name)}`)));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Inserts ndjson rows with PostgreSQL's own JSON-to-row conversion (the inverse of to_json). */
async function loadTable(tx: Tx, table: BackedUpTable, lines: AsyncIterable<string>) {
  const name = quoteIdentifier(table.name);
  const columns = sql.raw(table.columns);
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const json = `[${batch.join(',')}]`;
    await tx.execute(
      sql`insert into ${sql.raw(name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${sql.raw(name)}, ${json}::json)`,
    );
    batch = [];
    bytes = 0;
  };
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
}

/** Reads each restored table back the way the backup did; its hash must equal the manifest's. */
async function verifyRestored(tx: Tx, backup: OpenedBackup, tables: BackedUpTable[]) {
  for (const table of tables) {
    const expected = backup.manifest.tables.find((t) => t.name === table.name)!;
    const hash = createHash('sha256');
    let rows = 0;
    await dumpTable(tx, table, (line) => {
      hash.update(`${line}\n`);
      rows += 1;
    });
    if (rows !== expected.rows || hash.digest('hex') !== expected.sha256) {
      throw new BackupError(
        `Table ${table.name} did not read back identically after loading (${rows} of ${expected.rows} rows); nothing was restored.`,
      );
    }
  }
}

function checkCompatible(file: string, manifest: Manifest, tables: BackedUpTable[]) {
  const expected = codeSchemaVersion();
  if (manifest.schemaVersion !== expected) {
    throw new BackupError(
      `${file} was taken at schema version ${manifest.schemaVersion} (app ${manifest.appVersion}), but this app is at schema version ${expected}: ` +
        `restore it with the app version that made it, then upgrade.`,
    );
  }
  const inBackup = manifest.tables.map((t) => t.name).join(',');
  const inSchema = tables.map((t) => t.name).join(',');
  if (inBackup !== inSchema) throw new BackupError(`${file} holds tables ${inBackup}, but this app backs up ${inSchema}; it cannot be restored.`);
}

/**
 * Restores a backup file into the database: checks the file, the schema version and that the database
 * is empty (unless force), then loads and verifies everything in one transaction, so a failed restore
 * leaves the database as it was.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now();
  const backup = await openBackup(opts.file, opts.encryptionKey);
  try {
    const tables = backedUpTables();
    checkCompatible(opts.file, backup.manifest, tables);
    await opts.database.migrate();
    const before = await countRows(opts.database.db, tables);
    const occupied = Object.entries(before).filter(([, n]) => n > 0);
    if (occupied.length > 0 && !opts.force) {
      const list = occupied.map(([name, n]) => `${name}: ${n}`).join(', ');
      throw new BackupError(`The database is not empty (${list}). Restoring replaces all of its data: run again with --force to do that.`);
    }
    const counts = await opts.database.db.transaction(async (tx) => {
      if (occupied.length > 0) {
        const names = [...tables.map((t) => t.name), 'sessions', 'buyer_sessions', 'buyer_sign_in_links'].map(quoteIdentifier).join(', ');
        await tx.execute(sql.raw(`truncate table ${names} cascade`));
      }
      for (const table of tables) await loadTable(tx, table, backup.lines(table.name));
      await useCanonicalOutput(tx);
      await verifyRestored(tx, backup, tables);
      return countRows(tx, tables);
    });
    return { manifest: backup.manifest, counts, replaced: occupied.length > 0, encrypted: backup.encrypted, durationMs: Date.now() - started };
  } finally {
    await backup.close();
  }
}
