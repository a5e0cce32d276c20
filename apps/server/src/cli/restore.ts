/**
 * Restores a backup file into the configured database.   Usage: npm run restore -- FILE [--force]
 * Refuses a database that already holds data unless --force is given, a damaged file, and a file from
 * another schema version. On the embedded database the server must be stopped first.
 */
import path from 'node:path';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { findControlSocket, isServerRunning } from '../modules/backups/index.js';
import { BackupError } from '../modules/backups/index.js';
import { formatRestoreReport } from '../modules/backups/index.js';
import { restoreBackup } from '../modules/backups/index.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- FILE [--force]   (--force replaces the data of a database that is not empty)');
  process.exit(2);
}
const file = path.resolve(files[0]!);
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}

if (!config.databaseUrl && (await isServerRunning(findControlSocket(config.dataDir)))) {
  console.error(`A server is running on DATA_DIR ${config.dataDir}. Stop it, restore, then start it again.`);
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  const result = await restoreBackup({ database, file, force, encryptionKey: config.backupEncryptionKey });
  console.log(formatRestoreReport(file, result));
} catch (err) {
  console.error(err instanceof BackupError ? err.message : `Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
