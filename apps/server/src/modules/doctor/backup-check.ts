import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { listBackupFiles } from '../backups/index.js';
import { fine, wrong, type DoctorCheck } from './check.js';

const DAY_MS = 24 * 3600_000;

/** Whether this user can write in `dir` (a real file written and removed: a read-only mount passes fs.access as root). */
async function writable(dir: string): Promise<string | null> {
  const probe = path.join(dir, `.rp-doctor-${randomBytes(4).toString('hex')}`);
  try {
    await fs.writeFile(probe, '', { mode: 0o600 });
    await fs.rm(probe);
    return null;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ?? String(err);
  }
}

/** The nearest folder of `dir` that exists (the server creates the rest). */
async function nearestExisting(dir: string): Promise<string> {
  for (let current = dir; ; current = path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat || path.dirname(current) === current) return current;
  }
}

function ageText(ms: number): string {
  const hours = Math.floor(ms / 3600_000);
  return hours >= 48 ? `${Math.floor(hours / 24)} days` : `${hours} hours`;
}

/** BACKUP_DIR can take a backup, and the newest one there is less than a day old. */
export const backupCheck: DoctorCheck = {
  name: 'Backups',
  async run({ config, now }) {
    const dir = config.backupDir;
    const existing = await nearestExisting(dir);
    const error = await writable(existing);
    if (error) {
      const where = existing === dir ? dir : `${existing} (where ${dir} would be created)`;
      return wrong(`BACKUP_DIR is not writable by this user: writing in ${where} failed (${error}). Run the doctor as the server's user.`);
    }
    const [newest] = existing === dir ? await listBackupFiles(dir) : [];
    if (!newest) {
      return wrong(`There is no backup in BACKUP_DIR (${dir}) yet: run npm run backup, and make sure the scheduled backups run.`);
    }
    const ageMs = now.getTime() - (await fs.stat(path.join(dir, newest))).mtime.getTime();
    if (ageMs > DAY_MS) {
      return wrong(
        `The newest backup in ${dir} (${newest}) is ${ageText(ageMs)} old: backups have stopped. Check the backup schedule and the server log.`,
      );
    }
    return fine(`${newest} in ${dir}, ${ageText(ageMs)} old`);
  },
};
