import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Database } from '../../db/client.js';
import { backups } from '../../db/schema.js';
import { preparePrivateDir, pruneBackupFiles } from './backup-files.js';
import { dumpTable, useCanonicalOutput } from './dump.js';
import { encryptingStream } from './encryption.js';
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
  /** BACKUP_ENCRYPTION_KEY: when set, the file is encrypted and authenticated with a key derived from it. */
  encryptionKey?: string;
}

export interface BackupResult {
  file: string;
  sizeBytes: number;
  durationMs: number;
  manifest: Manifest;
  pruned: string[];
  encrypted: boolean;
}

/** Writes one table's rows to an ndjson file, hashing them on the way. */
async function writeTable(file: string, dump: (onLine: (line: string) => Promise<void>) => Promise<void>) {
  const out = createWriteStream(file, { mode: 0o600 });
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
  await fs.mkdir(path.join(work, 'tables'), { recursive: true, mode: 0o700 });
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

/** Packs the work folder into a tar.gz, encrypted when there is a key, as a new file readable by its owner alone. */
async function pack(work: string, entries: string[], into: string, encryptionKey: string | undefined) {
  const packed = tar.c({ gzip: true, cwd: work, portable: true }, entries);
  const out = createWriteStream(into, { mode: 0o600, flags: 'wx' });
  if (encryptionKey) await pipeline(packed, await encryptingStream(encryptionKey), out);
  else await pipeline(packed, out);
}

/**
 * Writes one backup file (database rows and uploaded files together) into dir, a private folder (0700),
 * atomically: the file (0600) appears under its final name only when complete. Records the outcome in
 * the `backups` table.
 */
export async function createBackup(opts: CreateBackupOptions): Promise<BackupResult> {
  const startedAt = new Date();
  const encrypted = Boolean(opts.encryptionKey);
  const name = backupFileName(startedAt, randomBytes(2).toString('hex'), encrypted);
  const work = path.join(opts.dir, `.${name}.work`);
  const partial = path.join(opts.dir, `.${name}.partial`);
  const file = path.join(opts.dir, name);
  try {
    await preparePrivateDir(opts.dir);
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
    await fs.writeFile(path.join(work, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await pack(work, [MANIFEST_ENTRY, ...tables.map((t) => tableEntry(t.name))], partial, opts.encryptionKey);
    await fs.rename(partial, file);
    const sizeBytes = (await fs.stat(file)).size;
    await opts.database.db.insert(backups).values({ trigger: opts.trigger, status: 'ok', startedAt, fileName: name, sizeBytes, host: os.hostname() });
    const pruned = opts.keep ? await pruneBackupFiles(opts.dir, opts.keep) : [];
    return { file, sizeBytes, durationMs: Date.now() - startedAt.getTime(), manifest, pruned, encrypted };
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
