import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { listenControlSocket } from './control-socket.js';
import { createBackup } from './create-backup.js';
import { summarizeBackup } from './report.js';
import { backupJob } from './schedule.js';

type BackupConfig = Pick<Config, 'dataDir' | 'backupDir' | 'backupEveryHours' | 'backupKeep' | 'backupEncryptionKey'>;

/**
 * Starts what server.ts runs beside the app: the scheduled backup (a job of the app's scheduler, so added
 * before the app is ready) and, on the embedded database, the control socket through which `npm run backup`
 * asks this process for a backup.
 */
export async function startBackupServices(opts: {
  database: Database;
  config: BackupConfig;
  log: FastifyBaseLogger;
  scheduler: FastifyInstance['scheduler'];
}) {
  const { database, config, log } = opts;
  const job = backupJob({ database, config, log });
  if (job) opts.scheduler.add(job);
  const control =
    database.kind === 'pglite'
      ? await listenControlSocket(config.dataDir, {
          backup: async (body) => {
            const dir = typeof body.dir === 'string' && body.dir ? body.dir : config.backupDir;
            const result = await createBackup({
              database,
              dir,
              keep: config.backupKeep,
              trigger: 'manual',
              encryptionKey: config.backupEncryptionKey,
            });
            log.info(
              { file: result.file, sizeBytes: result.sizeBytes, durationMs: result.durationMs },
              'backup written on request of npm run backup',
            );
            return summarizeBackup(result);
          },
        })
      : null;
  return {
    /** Closes the control socket; a scheduled backup in progress is waited for by the app's close. */
    async stop() {
      await control?.close();
    },
  };
}
