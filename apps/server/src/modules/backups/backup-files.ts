import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FILE_PATTERN } from './format.js';

/** What createBackup leaves in the folder while it works (removed when it ends). */
const WORK_FILE_PATTERN = /^\.rp-backup-.+\.(work|partial)$/;

/** The backup files in a directory, newest first (their names sort by time). */
export async function listBackupFiles(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  return names
    .filter((name) => BACKUP_FILE_PATTERN.test(name))
    .sort()
    .reverse();
}

/** Deletes all but the newest `keep` backup files; returns the names deleted. */
export async function pruneBackupFiles(dir: string, keep: number): Promise<string[]> {
  const stale = (await listBackupFiles(dir)).slice(keep);
  for (const name of stale) await fs.rm(path.join(dir, name), { force: true });
  return stale;
}

const ownedByMe = (stat: { uid: number }) => !process.getuid || stat.uid === process.getuid();

/**
 * Makes the backup folder private: created 0700; an existing one this app made (it holds nothing but
 * backups, e.g. one an earlier version created 0755) tightened to 0700, and its backup files to 0600.
 * A folder shared with other files is left as it is (its owner chose its mode); the files are 0600 anyway.
 */
export async function preparePrivateDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (process.platform === 'win32') return;
  const names = await fs.readdir(dir);
  for (const name of names.filter((n) => BACKUP_FILE_PATTERN.test(n))) {
    const file = path.join(dir, name);
    const stat = await fs.lstat(file);
    if (stat.isFile() && ownedByMe(stat) && (stat.mode & 0o077) !== 0) await fs.chmod(file, 0o600);
  }
  const stat = await fs.stat(dir);
  const onlyBackups = names.every((n) => BACKUP_FILE_PATTERN.test(n) || WORK_FILE_PATTERN.test(n));
  if ((stat.mode & 0o077) !== 0 && ownedByMe(stat) && onlyBackups) await fs.chmod(dir, 0o700);
}
