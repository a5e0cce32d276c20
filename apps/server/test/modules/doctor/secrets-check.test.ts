// @database-agnostic: checks of the configuration and the report's wording, no database (the PGlite pass only)
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import type { DoctorContext } from '../../../src/modules/doctor/check.js';
import { DOCTOR_CHECKS, doctorExitCode, formatDoctorReport, type DoctorFinding } from '../../../src/modules/doctor/run-doctor.js';
import { backupEncryptionCheck, passwordHashCheck } from '../../../src/modules/doctor/secrets-check.js';

const ctx = (env: NodeJS.ProcessEnv, nodeEnv?: string): DoctorContext => ({
  config: loadConfig(env),
  db: null,
  now: new Date(),
  timeoutMs: 1000,
  nodeEnv,
});
const KEY = 'k3y-that-is-at-least-32-characters-long=';
const LOW = { PASSWORD_HASH_COST: 'low-for-tests' };

describe('PASSWORD_HASH_COST check', () => {
  it("passes OWASP's cost, the default", async () => {
    expect(await passwordHashCheck.run(ctx({}, 'production'))).toEqual({ problems: [], detail: "argon2id at 19 MiB, 2 passes (OWASP's)" });
    expect((await passwordHashCheck.run(ctx({ PASSWORD_HASH_COST: 'owasp' }, 'production'))).problems).toEqual([]);
  });

  it.each([['production'], [undefined], ['staging']])('fails low-for-tests where the server runs as in production (NODE_ENV %s)', async (nodeEnv) => {
    const result = await passwordHashCheck.run(ctx(LOW, nodeEnv));
    expect(result.problems).toEqual([
      'PASSWORD_HASH_COST is low-for-tests: passwords are hashed at 1 MiB and 1 pass, so a stolen database gives them up quickly. Remove it (the default is argon2id at 19 MiB, 2 passes); each password is hashed again at its next sign-in.',
    ]);
  });

  it.each([['development'], ['test']])('only warns about low-for-tests with NODE_ENV %s', async (nodeEnv) => {
    const result = await passwordHashCheck.run(ctx(LOW, nodeEnv));
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      `PASSWORD_HASH_COST is low-for-tests: passwords are hashed at 1 MiB and 1 pass, so a stolen database gives them up quickly. It is meant for tests alone (NODE_ENV is ${nodeEnv}); never set it on the live server.`,
    ]);
  });
});

describe('BACKUP_ENCRYPTION_KEY check', () => {
  it('warns, without failing, when backups are not encrypted', async () => {
    const result = await backupEncryptionCheck.run(ctx({}));
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      'BACKUP_ENCRYPTION_KEY is not set: backups are written unencrypted, with every lead, drawing and account in them. Make a key with openssl rand -base64 32, keep a copy off this machine (a password manager), and set it for the server and the backup commands.',
    ]);
  });

  it('passes a key, never showing it', async () => {
    const result = await backupEncryptionCheck.run(ctx({ BACKUP_ENCRYPTION_KEY: KEY }));
    expect(result).toEqual({ problems: [], detail: 'set: new backups are encrypted and authenticated (AES-256-GCM)' });
    expect(JSON.stringify(result)).not.toContain(KEY);
  });
});

describe('the report', () => {
  it('runs both checks with the others', () => {
    expect(DOCTOR_CHECKS).toContain(passwordHashCheck);
    expect(DOCTOR_CHECKS).toContain(backupEncryptionCheck);
  });

  it('prints a warning under WARN and still exits 0 when nothing is to fix; a FIX beside it exits 1', async () => {
    const warning = { name: 'BACKUP_ENCRYPTION_KEY', ...(await backupEncryptionCheck.run(ctx({}))) };
    const findings: DoctorFinding[] = [{ name: 'SITE_URL', problems: [], detail: 'https://www.rpw.co.in' }, warning];
    expect(formatDoctorReport(findings)).toBe(
      [
        '  ok       SITE_URL: https://www.rpw.co.in',
        '  WARN     BACKUP_ENCRYPTION_KEY',
        `             - ${warning.warnings![0]}`,
        '',
        'Everything checked is ready to go live. Read the warning above first.',
      ].join('\n'),
    );
    expect(doctorExitCode(findings)).toBe(0);

    const fix = { name: 'PASSWORD_HASH_COST', ...(await passwordHashCheck.run(ctx(LOW, 'production'))) };
    const report = formatDoctorReport([...findings, fix]);
    expect(report).toContain(`  FIX      PASSWORD_HASH_COST\n             - ${fix.problems[0]}`);
    expect(report.endsWith('\n1 thing to fix before going live.')).toBe(true);
    expect(doctorExitCode([...findings, fix])).toBe(1);
  });
});
