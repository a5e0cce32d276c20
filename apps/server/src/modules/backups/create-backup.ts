import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Database } from '../../db/client.js';
import { backups } from '../../db/schema.js';
import { pruneBackupFiles } from './backup-files.js';
import { dumpTable, useCanonicalOutput } from './dump.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupFileName,
  MANIFEST_ENTRY,
  tableEntry,
  manifestChecksum,
  type Manifest,
  type ManifestTable,
} from './format.js';
import { backedUpTables } from './tables.js';
import { appVersion, databaseSchemaVersion } from './versions.js';

export interface CreateBackupOptions {
  database: Database;
  dir: string;
  /** Keep this many newest backup files in dir after writing (none deleted when absent). */
  keep?: number;
  trigger: 'scheduled' | 'manual';
}

export interface BackupResult {
  file: string;
  sizeBytes: number;
  durationMs: number;
  manifest: Manifest;
  pruned: string[];
}

/** Writes one table's rows to an ndjson file, hashing them on the way. */
async function writeTable(file: string, dump: (onLine: (line: string) => Promise<void>) => Promise<void>) {
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  await dump(async (line) => {
    const chunk = `${line}\n`;
    hash.update(chunk);
    rows += 1;
    bytes += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  });
  out.end();
  await once(out, 'finish');
  return { rows, bytes, sha256: hash.digest('hex') };
}

/** Reads every backed-up table in one consistent snapshot into work/tables/*.ndjson. */
async function dumpSnapshot(database: Database, work: string): Promise<{ tables: ManifestTable[]; schemaVersion: string }> {
  await fs.mkdir(path.join(work, 'tables'), { recursive: true });
  return database.db.transaction(
    async (tx) => {
      await useCanonicalOutput(tx);
      const tables: ManifestTable[] = [];
      for (const table of backedUpTables()) {
        const stats = await writeTable(path.join(work, tableEntry(table.name)), (onLine) => dumpTable(tx, table, onLine));
        tables.push({ name: table.name, ...stats });
      }
      return { tables, schemaVersion: await databaseSchemaVersion(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Writes one backup file (database rows and uploaded files together) into dir, atomically: the file
 * appears under its final name only when complete. Records the outcome in the `backups` table.
 */
export async function createBackup(opts: CreateBackupOptions): Promise<BackupResult> {
  const startedAt = new Date();
  const name = backupFileName(startedAt, randomBytes(2).toString('hex'));
  const work = path.join(opts.dir, `.${name}.work`);
  const partial = path.join(opts.dir, `.${name}.partial`);
  const file = path.join(opts.dir, name);
  try {
    await fs.mkdir(opts.dir, { recursive: true });
    const { tables, schemaVersion } = await dumpSnapshot(opts.database, work);
    const fields = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: appVersion(),
      schemaVersion,
      createdAt: startedAt.toISOString(),
      database: opts.database.kind,
      tables,
    } as const;
    const manifest: Manifest = { ...fields, checksum: manifestChecksum(fields) };
    await fs.writeFile(path.join(work, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.c({ gzip: true, file: partial, cwd: work, portable: true }, [MANIFEST_ENTRY, ...tables.map((t) => tableEntry(t.name))]);
    await fs.rename(partial, file);
    const sizeBytes = (await fs.stat(file)).size;
    await opts.database.db.insert(backups).values({ trigger: opts.trigger, status: 'ok', startedAt, fileName: name, sizeBytes, host: os.hostname() });
    const pruned = opts.keep ? await pruneBackupFiles(opts.dir, opts.keep) : [];
    return { file, sizeBytes, durationMs: Date.now() - startedAt.getTime(), manifest, pruned };
  } catch (err) {
    await fs.rm(partial, { force: true }).catch(() => {});
    const message = err instanceof Error ? err.message.split('\n')[0]!.slice(0, 300) : 'unknown error';
    await opts.database.db
      .insert(backups)
      .values({ trigger: opts.trigger, status: 'failed', startedAt, fileName: name, host: os.hostname(), message })
      .catch(() => {}); // the database itself may be what failed; the error below still reaches the caller
    throw err;
  } finally {
    await fs.rm(work, { recursive: true, force: true }).catch(() => {});
  }
}
