import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { ScheduledJob } from '../../lib/scheduler.js';
import { createBackup, type BackupResult } from './create-backup.js';

export interface BackupJobOptions {
  database: Database;
  config: Pick<Config, 'backupDir' | 'backupEveryHours' | 'backupKeep' | 'backupEncryptionKey'>;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Scheduled backups as a job of the shared scheduler (ADR 075): one process of all on the database takes
 * each one, the first at the first start; null when BACKUP_EVERY_HOURS is 0 (manual backups only).
 */
export function backupJob({ database, config, log }: BackupJobOptions): ScheduledJob<BackupResult> | null {
  if (config.backupEveryHours <= 0) return null;
  return {
    name: 'backup',
    everyMs: config.backupEveryHours * 3600_000,
    async run() {
      const result = await createBackup({
        database,
        dir: config.backupDir,
        keep: config.backupKeep,
        trigger: 'scheduled',
        encryptionKey: config.backupEncryptionKey,
      });
      log.info(
        { file: result.file, sizeBytes: result.sizeBytes, durationMs: result.durationMs, pruned: result.pruned.length },
        'scheduled backup written',
      );
      return result;
    },
  };
}
