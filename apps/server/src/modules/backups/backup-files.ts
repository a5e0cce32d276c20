import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FILE_PATTERN } from './format.js';

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
