import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar';
import { decryptingStream, HEADER_BYTES, isEncrypted } from './encryption.js';
import { BackupError, MANIFEST_ENTRY, manifestSchema, manifestChecksum, tableEntry, type Manifest, type ManifestTable } from './format.js';

export interface OpenedBackup {
  manifest: Manifest;
  /** Whether the file was encrypted (and so decrypted and authenticated). */
  encrypted: boolean;
  /** The table's rows as ndjson lines, already verified against the manifest. */
  lines(table: string): AsyncIterable<string>;
  /** Deletes the extracted copy. */
  close(): Promise<void>;
}

const ENTRY = /^(manifest\.json|tables\/[a-z0-9_]+\.ndjson)$/;

const damaged = (file: string, err: unknown) =>
  new BackupError(`${file} is damaged or incomplete (${err instanceof Error ? err.message : String(err)}); it cannot be restored.`);

async function extract(file: string, tarGz: string, into: string) {
  // Reading the whole gzip stream first (its CRC covers every byte) means tar never half-extracts a bad file.
  await pipeline(createReadStream(tarGz), createGunzip(), new Writable({ write: (_chunk, _encoding, done) => done() })).catch((err: unknown) => {
    throw damaged(file, new Error(`gzip: ${err instanceof Error ? err.message : String(err)}`));
  });
  await tar.x({ file: tarGz, cwd: into, strict: true, filter: (entry) => ENTRY.test(entry) }).catch((err: unknown) => {
    throw damaged(file, err);
  });
}

/**
 * The tar.gz inside a backup file: the file itself, or for an encrypted one its decrypted copy in dir,
 * written only as far as every chunk authenticated (a failure throws before anything is extracted).
 */
async function decryptIfEncrypted(file: string, dir: string, secret: string | undefined): Promise<{ tarGz: string; encrypted: boolean }> {
  const handle = await fs.open(file, 'r');
  const start = Buffer.alloc(HEADER_BYTES);
  const { bytesRead } = await handle.read(start, 0, HEADER_BYTES, 0).finally(() => handle.close());
  if (!isEncrypted(start.subarray(0, bytesRead))) return { tarGz: file, encrypted: false };
  const decrypt = await decryptingStream(file, start.subarray(0, bytesRead), secret);
  const tarGz = path.join(dir, '.decrypted.tar.gz');
  await pipeline(createReadStream(file, { start: HEADER_BYTES }), decrypt, createWriteStream(tarGz, { mode: 0o600 }));
  return { tarGz, encrypted: true };
}

async function readManifest(file: string, dir: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(dir, MANIFEST_ENTRY), 'utf8').catch(() => null);
  if (text === null) throw new BackupError(`${file} is not a backup of this site (it has no ${MANIFEST_ENTRY}).`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} has a damaged ${MANIFEST_ENTRY} (not valid JSON); it cannot be restored.`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupError(`${file} is not a backup this version can read (its ${MANIFEST_ENTRY} does not match format 1).`);
  return result.data;
}

async function verifyTable(file: string, dir: string, table: ManifestTable) {
  const hash = createHash('sha256');
  let bytes = 0;
  let rows = 0;
  try {
    for await (const chunk of createReadStream(path.join(dir, tableEntry(table.name)))) {
      const buffer = chunk as Buffer;
      hash.update(buffer);
      bytes += buffer.length;
      for (let at = buffer.indexOf(0x0a); at !== -1; at = buffer.indexOf(0x0a, at + 1)) rows += 1;
    }
  } catch {
    throw new BackupError(`${file} has no data for table ${table.name}; it cannot be restored.`);
  }
  if (hash.digest('hex') !== table.sha256 || bytes !== table.bytes || rows !== table.rows) {
    throw new BackupError(
      `${file} failed its checksum: table ${table.name} does not match the manifest (the file was altered or damaged); it cannot be restored.`,
    );
  }
}

/**
 * Extracts a backup into a temporary directory (decrypting it first with `encryptionKey` when it is
 * encrypted) and checks every byte against its manifest.
 */
export async function openBackup(file: string, encryptionKey?: string): Promise<OpenedBackup> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new BackupError(`There is no backup file at ${file}.`);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rp-restore-'));
  const close = () => fs.rm(dir, { recursive: true, force: true, maxRetries: 3 });
  try {
    const { tarGz, encrypted } = await decryptIfEncrypted(file, dir, encryptionKey);
    await extract(file, tarGz, dir);
    if (encrypted) await fs.rm(tarGz);
    const manifest = await readManifest(file, dir);
    if (manifestChecksum(manifest) !== manifest.checksum) {
      throw new BackupError(
        `${file} failed its checksum: its manifest does not match its checksum (the file was altered or damaged); it cannot be restored.`,
      );
    }
    for (const table of manifest.tables) await verifyTable(file, dir, table);
    return {
      manifest,
      encrypted,
      lines: (table) => readline.createInterface({ input: createReadStream(path.join(dir, tableEntry(table))), crlfDelay: Infinity }),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
