/** Backups: their files and status. What other modules may use; everything else is internal. */
export { listBackupFiles } from './backup-files.js';
export { getBackupStatus } from './status.js';
export { findControlSocket, isServerRunning } from './control-socket.js';
export { BackupError } from './format.js';
export { formatRestoreReport } from './report.js';
export { restoreBackup } from './restore-backup.js';
export { sendControlCommand } from './control-socket.js';
export { createBackup } from './create-backup.js';
export { formatBackupReport, summarizeBackup, type BackupSummary } from './report.js';
export { startBackupServices } from './background.js';
