import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { listenControlSocket } from './control-socket.js';
import { createBackup } from './create-backup.js';
import { summarizeBackup } from './report.js';
import { createBackupSchedule } from './schedule.js';

type BackupConfig = Pick<Config, 'dataDir' | 'backupDir' | 'backupEveryHours' | 'backupKeep' | 'backupEncryptionKey'>;

/**
 * Starts what server.ts runs beside the app: the backup schedule and, on the embedded database, the
 * control socket through which `npm run backup` asks this process for a backup.
 */
export async function startBackupServices(opts: { database: Database; config: BackupConfig; log: FastifyBaseLogger }) {
  const { database, config, log } = opts;
  const schedule = createBackupSchedule({ database, config, log });
  await schedule.start();
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
    async stop() {
      await control?.close();
      await schedule.stop();
    },
  };
}
