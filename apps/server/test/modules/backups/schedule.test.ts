import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../src/app.js';
import { openDatabase, rowsOf, type Database } from '../../../src/db/client.js';
import { listBackupFiles } from '../../../src/modules/backups/backup-files.js';
import { runIfDue, Scheduler } from '../../../src/lib/scheduler.js';
import type { BackupResult } from '../../../src/modules/backups/create-backup.js';
import { backupJob } from '../../../src/modules/backups/schedule.js';
import { freshDatabase, target, testConfig } from '../../helpers.js';
import { tempDir } from './fixtures.js';

const fresh = await freshDatabase();
const silent = { info: () => {}, error: () => {} };

interface Instance {
  app: App;
  database: Database;
  /** This instance's backup turn, taken the way the scheduler takes it. */
  schedule: { runDue(): Promise<BackupResult | null> };
}

/**
 * Two app instances on one database, as two server processes behind a load balancer would be: on
 * PostgreSQL each has its own connection pool; the embedded database has one owner, so they share it.
 */
const dir = tempDir('rp-scheduled-');
const config = testConfig({ backupDir: dir, backupEveryHours: 24, backupKeep: 2 });
const jobOf = (database: Database) => backupJob({ database, config, log: silent })!;
async function instance(database: Database): Promise<Instance> {
  const app = await buildApp({ config, database, closeDatabase: false, seed: false });
  return { app, database, schedule: { runDue: () => runIfDue(database.db, jobOf(database)) } };
}
/** A process's scheduler with just the backup job, looking for due turns every `checkEveryMs`. */
function schedulerWithBackups(database: Database, checkEveryMs: number) {
  const scheduler = new Scheduler(database.db, silent, { checkEveryMs });
  scheduler.add(jobOf(database));
  return scheduler;
}
const a = await instance(fresh.database);
const b = await instance(target === 'postgres' ? await openDatabase({ databaseUrl: fresh.url }) : fresh.database);

afterAll(async () => {
  for (const i of [a, b]) await i.app.close();
  if (b.database !== a.database) await b.database.close();
  await fresh.database.close();
  await fresh.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const filesIn = () => listBackupFiles(dir);
const backupRows = async () =>
  rowsOf<{ status: string; trigger: string; file_name: string }>(
    await a.database.db.execute(sql`select status, trigger, file_name from backups order by finished_at`),
  );
/** Time passes: the next backup is due now. */
const makeDue = () => a.database.db.execute(sql`update job_schedule set next_run_at = now() - interval '1 second' where name = 'backup'`);

describe('scheduled backups', () => {
  it('are taken by exactly one of two instances', async () => {
    const results = await Promise.all([a.schedule.runDue(), b.schedule.runDue(), a.schedule.runDue(), b.schedule.runDue()]);
    const taken = new Set(results.filter((r) => r !== null).map((r) => r!.file));
    expect(taken.size).toBe(1);
    expect(await filesIn()).toHaveLength(1);
    expect(await backupRows()).toEqual([expect.objectContaining({ status: 'ok', trigger: 'scheduled', file_name: path.basename([...taken][0]!) })]);

    // Not due again until the interval has passed, however often the instances ask.
    expect(await Promise.all([a.schedule.runDue(), b.schedule.runDue()])).toEqual([null, null]);
    const [next] = rowsOf<{ hours: number }>(
      await a.database.db.execute(sql`select extract(epoch from next_run_at - now()) / 3600 as hours from job_schedule where name = 'backup'`),
    );
    expect(Number(next!.hours)).toBeGreaterThan(23.9);
    expect(Number(next!.hours)).toBeLessThanOrEqual(24);
  });

  it('take one backup per due time, and keep only the newest BACKUP_KEEP files', async () => {
    for (let round = 0; round < 3; round += 1) {
      await makeDue();
      const results = await Promise.all([a.schedule.runDue(), b.schedule.runDue()]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
    }
    const rows = await backupRows();
    expect(rows).toHaveLength(4);
    expect(await filesIn()).toEqual(
      rows
        .slice(-2)
        .map((r) => r.file_name)
        .reverse(),
    );
  });

  it('are taken by the timer of one instance when due', async () => {
    const timed = [a, b].map((i) => schedulerWithBackups(i.database, 20));
    await makeDue();
    await Promise.all(timed.map((t) => t.start()));
    await vi.waitFor(async () => expect(await backupRows()).toHaveLength(5), { timeout: 20_000, interval: 50 });
    await Promise.all(timed.map((t) => t.stop()));
    expect(await backupRows()).toHaveLength(5);
  });

  it('take a due backup as they start, without waiting for the first minute', async () => {
    const starting = schedulerWithBackups(a.database, 60_000);
    await makeDue();
    await starting.start();
    await vi.waitFor(async () => expect(await backupRows()).toHaveLength(6), { timeout: 20_000, interval: 50 });
    await starting.stop();
  });

  it('never run when BACKUP_EVERY_HOURS is 0', async () => {
    const off = backupJob({ database: a.database, config: { backupDir: dir, backupEveryHours: 0, backupKeep: 2 }, log: silent });
    expect(off).toBeNull();
  });
});
