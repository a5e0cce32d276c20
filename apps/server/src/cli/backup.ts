/**
 * Writes one backup file (database and uploaded files) to BACKUP_DIR.   Usage: npm run backup
 * On PostgreSQL it reads a consistent snapshot directly while the servers keep serving. The embedded
 * database belongs to the running server, so it asks that server over its control socket; with no
 * server running it opens the database itself.
 */
import path from 'node:path';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { findControlSocket, isServerRunning, sendControlCommand } from '../modules/backups/index.js';
import { createBackup } from '../modules/backups/index.js';
import { formatBackupReport, summarizeBackup, type BackupSummary } from '../modules/backups/index.js';

if (process.argv.length > 2) {
  console.error('npm run backup takes no arguments; set BACKUP_DIR to choose where the file goes.');
  process.exit(2);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
const socketPath = findControlSocket(config.dataDir);

async function backupDirectly(): Promise<{ summary: BackupSummary; via: string }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    const result = await createBackup({
      database,
      dir: config.backupDir,
      keep: config.backupKeep,
      trigger: 'manual',
      encryptionKey: config.backupEncryptionKey,
    });
    return {
      summary: summarizeBackup(result),
      via: database.kind === 'postgres' ? 'from PostgreSQL' : 'from the embedded database (no server was running)',
    };
  } finally {
    await database.close();
  }
}

try {
  const { summary, via } =
    !config.databaseUrl && (await isServerRunning(socketPath))
      ? { summary: await sendControlCommand<BackupSummary>(socketPath!, 'backup', { dir: config.backupDir }), via: 'by the running server' }
      : await backupDirectly();
  console.log(formatBackupReport(summary, via));
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
