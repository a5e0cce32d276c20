import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { rowsOf, type Database } from '../../db/client.js';
import { createBackup, type BackupResult } from './create-backup.js';

export interface BackupScheduleOptions {
  database: Database;
  config: Pick<Config, 'backupDir' | 'backupEveryHours' | 'backupKeep' | 'backupEncryptionKey'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often each process asks the database whether a backup is due (and once at start). */
  checkEveryMs?: number;
}

export interface BackupSchedule {
  /** Creates the schedule row (first backup due now) or pulls its next run in to at most one interval away. */
  init(): Promise<void>;
  /** Takes the backup if it is due and this process wins the claim; null when not. */
  runDue(): Promise<BackupResult | null>;
  start(): Promise<void>;
  /** Stops checking and waits for a backup in progress. */
  stop(): Promise<void>;
}

const JOB = 'backup';

/**
 * Scheduled backups shared by every server process on one database: the `job_schedule` row holds the
 * next due time, and a process takes a run only by moving that time on with UPDATE ... WHERE due, which
 * exactly one concurrent UPDATE can do.
 */
export function createBackupSchedule(opts: BackupScheduleOptions): BackupSchedule {
  const { database, config, log } = opts;
  const intervalSeconds = config.backupEveryHours * 3600;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<BackupResult | null> | undefined;

  async function claim(): Promise<boolean> {
    const rows = rowsOf<{ name: string }>(
      await database.db.execute(sql`update job_schedule set next_run_at = now() + make_interval(secs => ${intervalSeconds}::double precision)
          where name = ${JOB} and next_run_at <= now() returning name`),
    );
    return rows.length === 1;
  }

  async function takeIfDue(): Promise<BackupResult | null> {
    if (!(await claim())) return null;
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
  }

  const schedule: BackupSchedule = {
    async init() {
      await database.db.execute(sql`
        insert into job_schedule (name, next_run_at) values (${JOB}, now())
        on conflict (name) do update set next_run_at =
          least(job_schedule.next_run_at, now() + make_interval(secs => ${intervalSeconds}::double precision))`);
    },
    runDue() {
      if (intervalSeconds <= 0) return Promise.resolve(null);
      running ??= takeIfDue().finally(() => (running = undefined));
      return running;
    },
    async start() {
      if (intervalSeconds <= 0) return;
      await schedule.init();
      const check = () => schedule.runDue().catch((err: unknown) => log.error({ err }, 'scheduled backup failed'));
      // At once too, not only after the first minute: a new site's first backup is due at its start.
      void check();
      timer = setInterval(check, opts.checkEveryMs ?? 60_000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
  return schedule;
}
