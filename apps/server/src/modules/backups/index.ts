/** Backups: their files and status. What other modules may use; everything else is internal. */
export { listBackupFiles } from './backup-files.js';
export { getBackupStatus } from './status.js';
