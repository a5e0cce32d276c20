import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { ADMIN, freshDatabase, target, testConfig } from '../helpers.js';
import { runCli, startServer } from '../processes.js';
import { saveCompleteCompanyProfile } from '../support/company-profile.js';
import { startMailCatcher } from '../support/mail.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-doctor-cli-'));
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A started-once database of its own (PostgreSQL, or the embedded one in a DATA_DIR), open for changes. */
async function startedDatabase(): Promise<{ env: Record<string, string>; database: Database }> {
  const dataDir = fs.mkdtempSync(path.join(root, 'data-'));
  let database: Database;
  let databaseUrl = '';
  if (target === 'postgres') {
    const fresh = await freshDatabase();
    drops.push(fresh.drop);
    database = fresh.database;
    databaseUrl = fresh.url!;
  } else {
    const image = new Blob([fs.readFileSync(inject('pgliteImage'))]);
    database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), loadDataDir: image });
  }
  const app = await buildApp({ config: testConfig(), database, closeDatabase: false, seed: false }); // the first start
  await app.close();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BACKUP_EVERY_HOURS: '0' }, database };
}

/** A backup file in a folder of its own, written now. */
function backupDirWithFreshBackup(): string {
  const dir = fs.mkdtempSync(path.join(root, 'backups-'));
  fs.writeFileSync(path.join(dir, `rp-backup-2026-11-27T03-00-00-000Z-abcd.tar.gz`), 'backup');
  return dir;
}

describe('npm run doctor', { timeout: 180_000 }, () => {
  it('exits 0 and says so when everything is ready to go live', async () => {
    const catcher = await startMailCatcher();
    afterAll(() => catcher.close());
    const { env, database } = await startedDatabase();
    await saveCompleteCompanyProfile(database.db);
    await database.db.execute(sql`update admins set totp_enabled_at = now()`);
    await database.close();

    const run = await runCli('doctor', [], {
      ...env,
      SITE_URL: 'https://www.rpw.co.in',
      SMTP_URL: catcher.url,
      MAIL_FROM: 'RPW Quotes <quotes@rpw.co.in>',
      BACKUP_DIR: backupDirWithFreshBackup(),
      BACKUP_ENCRYPTION_KEY: 'a-key-of-at-least-32-characters-for-backups',
      TRUST_PROXY: '127.0.0.1',
      NODE_ENV: 'production',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/\nEverything checked is ready to go live\.\n$/);
    expect(run.stdout).not.toMatch(/FIX|WARN/);
    expect(run.stdout).not.toContain('a-key-of-at-least-32-characters-for-backups');
    expect(run.code).toBe(0);
    expect(catcher.mails).toEqual([]);
  });

  it('exits 1 and lists, in plain words, what is wrong with a configuration made for trying the site', async () => {
    const { env, database } = await startedDatabase();
    await database.close();
    const run = await runCli('doctor', [], {
      ...env,
      SITE_URL: '',
      SMTP_URL: '',
      MAIL_FROM: 'quotes@gmail.com',
      BACKUP_DIR: path.join(root, 'none'),
      BACKUP_ENCRYPTION_KEY: '',
      PASSWORD_HASH_COST: 'low-for-tests',
      NODE_ENV: 'production',
    });
    expect(run.code).toBe(1);
    const fixes = run.stdout.split('\n').filter((line) => /FIX|WARN/.test(line));
    expect(fixes.map((line) => line.trim())).toEqual([
      'FIX      SITE_URL',
      'FIX      SMTP',
      'FIX      MAIL_FROM',
      'FIX      Backups',
      'WARN     BACKUP_ENCRYPTION_KEY',
      'FIX      Company profile',
      'FIX      Owners and two-factor sign-in',
      'FIX      PASSWORD_HASH_COST',
    ]);
    expect(run.stdout).toContain('PASSWORD_HASH_COST is low-for-tests: passwords are hashed at 1 MiB and 1 pass');
    expect(run.stdout).toContain('BACKUP_ENCRYPTION_KEY is not set: backups are written unencrypted');
    expect(run.stdout).toContain('SITE_URL is http://localhost:3000: it must start with https://');
    expect(run.stdout).toContain(`The Owner ${ADMIN.email} signs in without two-factor sign-in`);
    expect(run.stdout).toMatch(/ok {7}Database: .*reachable, \d+ migrations applied, none behind/);
    expect(run.stdout).toMatch(/\n\d+ things to fix before going live\.\n$/);
  });

  it('exits 1 with the reason when the configuration does not even load', async () => {
    const run = await runCli('doctor', [], { SHUTDOWN_GRACE_MS: 'soon' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'The configuration does not load: SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 600000, got "soon".\n',
    );
  });

  if (target === 'pglite') {
    it('says that it cannot read the embedded database while the server holds it, and skips the checks that need it', async () => {
      const { env, database } = await startedDatabase();
      await database.close();
      const server = await startServer({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      const run = await runCli('doctor', [], env);
      expect(await server.stop()).toBe(0);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        'The embedded database is in use by the running server (it serves one process): stop the server, run the doctor, start it again.',
      );
      expect(run.stdout).toContain('skipped  Company profile: needs the database');
    });
  }
});
