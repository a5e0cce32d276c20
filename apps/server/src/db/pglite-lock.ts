import fs from 'node:fs';
import os from 'node:os';

/**
 * PGlite is a database inside one process: a second process opening the same directory (a second server,
 * or the password-reset command while the server runs) would work on its own copy and corrupt the files.
 * A lock file next to the directory names the process that holds it; it is removed when that process
 * closes the database, and taken over when the process it names is gone.
 */
export class DatabaseInUseError extends Error {}

interface Holder {
  pid: number;
  host: string;
  owner: string;
  since: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): Holder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<Holder>;
    return Number.isInteger(holder.pid) ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

/** A holder on this machine that has exited (or this very process, after a crash and a pid reuse) is stale. */
function holdsLock(holder: Holder | null): holder is Holder {
  if (!holder) return false;
  if (holder.host !== os.hostname()) return true; // another machine: cannot check, so assume it runs
  return holder.pid !== process.pid && isRunning(holder.pid);
}

function inUseMessage(dataDir: string, holder: Holder, lockPath: string): string {
  return [
    `The embedded database in ${dataDir} is in use by ${holder.owner} (process ${holder.pid} on ${holder.host}, since ${holder.since}).`,
    'The embedded database (PGlite) serves one process at a time. Stop that process first (Ctrl+C in its terminal), then run this again.',
    `If no such process is running any more, delete ${lockPath} and try again.`,
  ].join('\n');
}

/** Takes the lock of a PGlite directory for this process; returns the function that releases it. */
export function lockPgliteDir(dataDir: string, owner: string): () => void {
  const lockPath = `${dataDir}.lock`;
  const me: Holder = { pid: process.pid, host: os.hostname(), owner, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      const release = () => {
        if (readHolder(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release); // also on process.exit() without a close
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(lockPath);
      if (holdsLock(holder)) throw new DatabaseInUseError(inUseMessage(dataDir, holder, lockPath));
      fs.rmSync(lockPath, { force: true }); // stale: its process has gone
    }
  }
  throw new DatabaseInUseError(`Could not take the lock ${lockPath}: another process keeps taking it.`);
}
