import { AlertTriangle, DatabaseBackup } from 'lucide-react';
import type { BackupStatus } from '@rp/contract';
import { formatBytes, formatDateTime } from '~/lib/format';
import { useDashboardSummary } from '../api/get-dashboard-summary';

function lastBackupLine(backup: BackupStatus): string | null {
  // Without any backup the warning already says so.
  if (!backup.lastSuccessAt) return backup.warning ? null : 'No backup has been taken yet.';
  const size = backup.lastSuccessBytes === null ? '' : ` · ${formatBytes(backup.lastSuccessBytes)}`;
  return `Last backup ${formatDateTime(backup.lastSuccessAt)}${size}${backup.lastSuccessFile ? ` · ${backup.lastSuccessFile}` : ''}`;
}

function scheduleLine(backup: BackupStatus): string {
  if (backup.everyHours === 0) return 'Scheduled backups are off (BACKUP_EVERY_HOURS=0): run npm run backup.';
  return `A backup is taken every ${backup.everyHours === 1 ? 'hour' : `${backup.everyHours} hours`}.`;
}

/** The last backup on the dashboard, and a warning when it failed, is too old or never ran. */
export function BackupStatusPanel() {
  const { data } = useDashboardSummary();
  if (!data) return null;
  const { backup } = data;
  const warn = Boolean(backup.warning);
  return (
    <section
      role={warn ? 'alert' : undefined}
      aria-label="Backups"
      data-testid="backup-status"
      data-warning={warn || undefined}
      className={`mt-6 flex items-start gap-3 rounded-xl border p-4 text-sm ${
        warn
          ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100'
          : 'border-slate-200 bg-white text-slate-700 dark:border-slate-700/70 dark:bg-slate-900 dark:text-slate-300'
      }`}
    >
      {warn ? (
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden="true" />
      ) : (
        <DatabaseBackup className="mt-0.5 h-4 w-4 shrink-0 text-steel-600 dark:text-steel-300" aria-hidden="true" />
      )}
      <div className="space-y-1">
        {warn ? <p className="font-semibold">{backup.warning}</p> : null}
        {lastBackupLine(backup) ? <p>{lastBackupLine(backup)}</p> : null}
        <p className="text-xs opacity-80">{scheduleLine(backup)}</p>
      </div>
    </section>
  );
}
