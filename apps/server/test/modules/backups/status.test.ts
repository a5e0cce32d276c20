import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../../src/modules/backups/create-backup.js';
import { getBackupStatus } from '../../../src/modules/backups/status.js';
import { setupApp } from '../../helpers.js';
import { tempDir } from './fixtures.js';

const ctx = await setupApp({ backupEveryHours: 24 }, { seed: false });
const token = await ctx.login();
const dir = tempDir('rp-status-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const backupStatus = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.backup;
};
const ageLastBackup = (hours: number) => ctx.database.db.execute(sql`update backups set finished_at = now() - make_interval(hours => ${hours})`);

describe('the dashboard backup status', () => {
  it('warns when there is no backup yet', async () => {
    expect(await backupStatus()).toEqual({
      everyHours: 24,
      lastSuccessAt: null,
      lastSuccessFile: null,
      lastSuccessBytes: null,
      lastFailureAt: null,
      warning: 'No backup has been taken yet.',
    });
  });

  it('shows the last backup, and warns once it is older than twice the interval', async () => {
    const result = await createBackup({ database: ctx.database, dir, trigger: 'manual' });
    const status = await backupStatus();
    expect(status).toMatchObject({
      lastSuccessFile: path.basename(result.file),
      lastSuccessBytes: result.sizeBytes,
      lastFailureAt: null,
      warning: null,
    });
    expect(Date.now() - Date.parse(status.lastSuccessAt)).toBeLessThan(60_000);

    await ageLastBackup(47);
    expect((await backupStatus()).warning).toBeNull();
    await ageLastBackup(49);
    expect((await backupStatus()).warning).toBe('The last backup is more than 48 hours old.');
  });

  it('warns when the newest backup failed, until one succeeds', async () => {
    const notADirectory = path.join(dir, 'a-file');
    fs.writeFileSync(notADirectory, 'x');
    await expect(createBackup({ database: ctx.database, dir: notADirectory, trigger: 'scheduled' })).rejects.toThrow(/EEXIST|ENOTDIR/);
    const status = await backupStatus();
    expect(status.lastSuccessAt).not.toBeNull();
    expect(status.lastFailureAt).not.toBeNull();
    expect(status.warning).toMatch(/^The last backup failed: (EEXIST|ENOTDIR).*\. Check the server log and the backup directory\.$/);

    await createBackup({ database: ctx.database, dir, trigger: 'scheduled' });
    expect(await backupStatus()).toMatchObject({ lastFailureAt: null, warning: null });
  });

  it('says so when scheduled backups are off', async () => {
    await createBackup({ database: ctx.database, dir, trigger: 'manual' });
    expect((await getBackupStatus(ctx.database.db, 0)).warning).toBeNull();
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect((await getBackupStatus(ctx.database.db, 0, later)).warning).toBe(
      'The last backup is more than 48 hours old. Scheduled backups are off (BACKUP_EVERY_HOURS is 0).',
    );
  });

  it('is for signed-in staff only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary' })).statusCode).toBe(401);
  });
});
