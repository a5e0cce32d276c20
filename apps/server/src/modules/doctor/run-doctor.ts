import type { Config } from '../../config.js';
import { backupCheck } from './backup-check.js';
import type { CheckResult, DoctorCheck, DoctorContext } from './check.js';
import { companyProfileCheck } from './company-profile-check.js';
import { inspectDatabase } from './database-check.js';
import { mailFromCheck } from './mail-from-check.js';
import { backupEncryptionCheck, passwordHashCheck } from './secrets-check.js';
import { siteUrlCheck } from './site-url-check.js';
import { smtpCheck } from './smtp-check.js';
import { trustProxyCheck } from './trust-proxy-check.js';
import { twoFactorCheck } from './two-factor-check.js';

/** The checks after the database's own, in the order they print. */
export const DOCTOR_CHECKS: DoctorCheck[] = [
  siteUrlCheck,
  smtpCheck,
  mailFromCheck,
  backupCheck,
  backupEncryptionCheck,
  companyProfileCheck,
  twoFactorCheck,
  passwordHashCheck,
  trustProxyCheck,
];

export interface DoctorFinding extends CheckResult {
  name: string;
  /** Not run: it needs the database, which is not usable (its own finding says why). */
  skipped?: boolean;
}

/** Runs every check of a configuration before going live; never throws (a check that fails to run is a finding). */
export async function runDoctor(config: Config, opts: { timeoutMs?: number; now?: Date; nodeEnv?: string } = {}): Promise<DoctorFinding[]> {
  const timeoutMs = opts.timeoutMs ?? 5000;
  const findings: DoctorFinding[] = [];
  const couldNotRun = (err: unknown) => ({ problems: [`The check could not run: ${err instanceof Error ? err.message : String(err)}`] });
  const inspected = await inspectDatabase(config, timeoutMs).catch((err: unknown) => ({ result: couldNotRun(err), database: null }));
  findings.push({ name: 'Database', ...inspected.result });
  const nodeEnv = 'nodeEnv' in opts ? opts.nodeEnv : process.env.NODE_ENV;
  const ctx: DoctorContext = { config, db: inspected.database?.db ?? null, now: opts.now ?? new Date(), timeoutMs, nodeEnv };
  try {
    for (const check of DOCTOR_CHECKS) {
      if (check.needsDatabase && !ctx.db) {
        findings.push({ name: check.name, problems: [], skipped: true });
        continue;
      }
      findings.push({ name: check.name, ...(await check.run(ctx).catch(couldNotRun)) });
    }
  } finally {
    await inspected.database?.close();
  }
  return findings;
}

/** The findings in plain words: one line per check, each problem on its own line below it, and the verdict. */
export function formatDoctorReport(findings: DoctorFinding[]): string {
  const lines: string[] = [];
  for (const f of findings) {
    const warnings = f.warnings ?? [];
    if (f.skipped) lines.push(`  skipped  ${f.name}: needs the database`);
    else if (f.problems.length) {
      lines.push(`  FIX      ${f.name}`);
      for (const problem of f.problems) lines.push(`             - ${problem}`);
    } else if (warnings.length) lines.push(`  WARN     ${f.name}`);
    else lines.push(`  ok       ${f.name}: ${f.detail ?? 'fine'}`);
    if (!f.problems.length) for (const warning of warnings) lines.push(`             - ${warning}`);
  }
  const count = findings.reduce((n, f) => n + f.problems.length, 0);
  const skipped = findings.filter((f) => f.skipped).length;
  const warnings = findings.reduce((n, f) => n + (f.problems.length ? 0 : (f.warnings?.length ?? 0)), 0);
  lines.push(
    '',
    count
      ? `${count} thing${count === 1 ? '' : 's'} to fix before going live${skipped ? ` (and ${skipped} check${skipped === 1 ? '' : 's'} to run again once the database is usable)` : ''}.`
      : `Everything checked is ready to go live.${warnings ? ` Read the warning${warnings === 1 ? '' : 's'} above first.` : ''}`,
  );
  return lines.join('\n');
}

/** Exit code: 1 when anything is wrong or was not checked (warnings alone: 0). */
export const doctorExitCode = (findings: DoctorFinding[]) => (findings.some((f) => f.problems.length || f.skipped) ? 1 : 0);
