import { desc, eq } from 'drizzle-orm';
import type { BackupStatus } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { backups } from '../../db/schema.js';

/** With scheduled backups off, a manual backup still counts as overdue after this many hours. */
const UNSCHEDULED_EXPECTED_HOURS = 24;

function hoursText(hours: number): string {
  return `${Number(hours.toFixed(2))} hour${hours === 1 ? '' : 's'}`;
}

/**
 * What the dashboard says about backups. Warns when the newest attempt failed, when the last good
 * backup is older than twice the interval, or when there is none.
 */
export async function getBackupStatus(db: Db, everyHours: number, now = new Date()): Promise<BackupStatus> {
  const [[lastSuccess], [lastAttempt]] = await Promise.all([
    db.select().from(backups).where(eq(backups.status, 'ok')).orderBy(desc(backups.finishedAt)).limit(1),
    db.select().from(backups).orderBy(desc(backups.finishedAt)).limit(1),
  ]);
  const failure = lastAttempt?.status === 'failed' ? lastAttempt : undefined;
  const maxAgeHours = 2 * (everyHours > 0 ? everyHours : UNSCHEDULED_EXPECTED_HOURS);
  const ageHours = lastSuccess ? (now.getTime() - lastSuccess.finishedAt.getTime()) / 3_600_000 : Infinity;
  const off = everyHours > 0 ? '' : ' Scheduled backups are off (BACKUP_EVERY_HOURS is 0).';

  let warning: string | null = null;
  if (failure) warning = `The last backup failed: ${failure.message || 'unknown error'}. Check the server log and the backup directory.`;
  else if (!lastSuccess) warning = `No backup has been taken yet.${off}`;
  else if (ageHours > maxAgeHours) warning = `The last backup is more than ${hoursText(maxAgeHours)} old.${off}`;

  return {
    everyHours,
    lastSuccessAt: lastSuccess?.finishedAt.toISOString() ?? null,
    lastSuccessFile: lastSuccess?.fileName ?? null,
    lastSuccessBytes: lastSuccess?.sizeBytes ?? null,
    lastFailureAt: failure?.finishedAt.toISOString() ?? null,
    warning,
  };
}
