import { createHash } from 'node:crypto';
import { z } from 'zod';

/** What a backup file is: a gzip-compressed tar holding manifest.json and tables/<name>.ndjson. */
export const BACKUP_FORMAT = 'rajkot-precision-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.ndjson`;

/**
 * rp-backup-2026-11-23T10-00-00-000Z-1a2b.tar.gz: sorts by time, safe on every file system; `.enc` after
 * it when encrypted with BACKUP_ENCRYPTION_KEY (see encryption.ts).
 */
export const BACKUP_FILE_PATTERN = /^rp-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{4}\.tar\.gz(\.enc)?$/;
export function backupFileName(now: Date, suffix: string, encrypted = false): string {
  return `rp-backup-${now.toISOString().replace(/[:.]/g, '-')}-${suffix}.tar.gz${encrypted ? '.enc' : ''}`;
}

export const manifestTable = z.object({
  name: z.string().regex(/^[a-z0-9_]+$/),
  rows: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestTable = z.infer<typeof manifestTable>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  /** The newest migration applied to the database it came from. */
  schemaVersion: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** In restore order: parents before children. */
  tables: z.array(manifestTable),
  /** SHA-256 over every other manifest field, tables' SHA-256 included: one value that covers everything. */
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function manifestChecksum(m: Omit<Manifest, 'checksum'>): string {
  const { format, formatVersion, appVersion, schemaVersion, createdAt, database } = m;
  const tables = m.tables.map(({ name, rows, bytes, sha256 }) => ({ name, rows, bytes, sha256 }));
  return createHash('sha256').update(JSON.stringify({ format, formatVersion, appVersion, schemaVersion, createdAt, database, tables })).digest('hex');
}

/** A backup or restore refused for a reason the operator can act on; the message says which. */
export class BackupError extends Error {
  override name = 'BackupError';
}
