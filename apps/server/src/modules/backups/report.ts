import type { BackupResult } from './create-backup.js';
import type { RestoreResult } from './restore-backup.js';

/** What `npm run backup` prints; also what the server sends back over the control socket. */
export interface BackupSummary {
  file: string;
  sizeBytes: number;
  durationMs: number;
  appVersion: string;
  schemaVersion: string;
  tables: { name: string; rows: number }[];
  pruned: string[];
  encrypted: boolean;
}

export function summarizeBackup(result: BackupResult): BackupSummary {
  const { manifest } = result;
  return {
    file: result.file,
    sizeBytes: result.sizeBytes,
    durationMs: result.durationMs,
    appVersion: manifest.appVersion,
    schemaVersion: manifest.schemaVersion,
    tables: manifest.tables.map(({ name, rows }) => ({ name, rows })),
    pruned: result.pruned,
    encrypted: result.encrypted,
  };
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const countLines = (counts: { name: string; rows: number }[]) => counts.map(({ name, rows }) => `  ${name.padEnd(12)} ${rows}`);

export function formatBackupReport(summary: BackupSummary, via: string): string {
  return [
    `Backup written ${via}: ${summary.file}`,
    `  ${size(summary.sizeBytes)} in ${seconds(summary.durationMs)}; app ${summary.appVersion}, schema ${summary.schemaVersion}`,
    summary.encrypted
      ? '  encrypted with BACKUP_ENCRYPTION_KEY (AES-256-GCM): it restores only with that key'
      : '  not encrypted: set BACKUP_ENCRYPTION_KEY before copying backups off this machine',
    'Rows:',
    ...countLines(summary.tables),
    ...(summary.pruned.length > 0 ? [`Deleted ${summary.pruned.length} older backup(s) beyond BACKUP_KEEP.`] : []),
  ].join('\n');
}

export function formatRestoreReport(file: string, result: RestoreResult): string {
  const { manifest } = result;
  return [
    `Restored ${file} in ${seconds(result.durationMs)}${result.replaced ? ' (the data that was there is replaced)' : ''}.`,
    `  taken ${manifest.createdAt} on ${manifest.database} by app ${manifest.appVersion}, schema ${manifest.schemaVersion}; ${result.encrypted ? 'decrypted and authenticated, ' : ''}checksum verified`,
    'Rows restored (read back from the database):',
    ...countLines(Object.entries(result.counts).map(([name, rows]) => ({ name, rows }))),
  ].join('\n');
}
