// @database-agnostic: a check of backup files on disk, no database (the PGlite pass only)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { backupCheck } from '../../../src/modules/doctor/backup-check.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-doctor-backups-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const HOUR = 3600_000;
const now = new Date('2026-11-27T12:00:00Z');
const check = (backupDir: string) => backupCheck.run({ config: loadConfig({ BACKUP_DIR: backupDir }), db: null, now, timeoutMs: 1000 });

/** A file named as createBackup names them, last written `hoursAgo` before `now`. */
function backupFile(dir: string, name: string, hoursAgo: number) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'backup');
  const at = new Date(now.getTime() - hoursAgo * HOUR);
  fs.utimesSync(file, at, at);
}

describe('Backups check', () => {
  it('passes when the newest backup is less than a day old, and leaves nothing behind', async () => {
    const dir = path.join(root, 'fresh');
    backupFile(dir, 'rp-backup-2026-11-25T03-00-00-000Z-aaaa.tar.gz', 57);
    backupFile(dir, 'rp-backup-2026-11-27T03-00-00-000Z-bbbb.tar.gz.enc', 9);
    expect(await check(dir)).toEqual({ problems: [], detail: `rp-backup-2026-11-27T03-00-00-000Z-bbbb.tar.gz.enc in ${dir}, 9 hours old` });
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it('says that backups stopped when the newest is older than a day', async () => {
    const dir = path.join(root, 'stale');
    backupFile(dir, 'rp-backup-2026-11-24T03-00-00-000Z-cccc.tar.gz', 81);
    backupFile(dir, 'notes.txt', 1); // not a backup
    expect((await check(dir)).problems).toEqual([
      `The newest backup in ${dir} (rp-backup-2026-11-24T03-00-00-000Z-cccc.tar.gz) is 3 days old: backups have stopped. Check the backup schedule and the server log.`,
    ]);
  });

  it('says that there is no backup yet, in a folder that exists or will be created', async () => {
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    const later = path.join(root, 'not-yet', 'backups');
    for (const dir of [empty, later]) {
      expect((await check(dir)).problems).toEqual([
        `There is no backup in BACKUP_DIR (${dir}) yet: run npm run backup, and make sure the scheduled backups run.`,
      ]);
    }
  });

  it('says that a folder this user cannot write in will not take backups', async () => {
    // A path through a file: no user, root included, can create anything there.
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, '');
    const dir = path.join(file, 'backups');
    expect((await check(dir)).problems).toEqual([
      `BACKUP_DIR is not writable by this user: writing in ${file} (where ${dir} would be created) failed (ENOTDIR). Run the doctor as the server's user.`,
    ]);
  });
});
