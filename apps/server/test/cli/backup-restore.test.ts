import fs from 'node:fs';
import path from 'node:path';
import { buildQuote, toDataUrl } from '@rp/contract/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, freshDatabase, target } from '../helpers.js';
import { runCli, startServer, type ServerProcess } from '../processes.js';
import { tempDir } from '../modules/backups/fixtures.js';

/** Where a server's data lives: a DATA_DIR, plus a fresh PostgreSQL database on the PostgreSQL run. */
async function place() {
  const dataDir = tempDir('rp-cli-data-');
  const pg = target === 'postgres' ? await freshDatabase() : undefined;
  await pg?.database.close();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? '', BACKUP_EVERY_HOURS: '0' }, dataDir, drop: () => pg?.drop() };
}
const source = await place();
const restored = await place();
const fromEncrypted = await place();
const backupDir = tempDir('rp-cli-backups-');
afterAll(async () => {
  for (const p of [source, restored, fromEncrypted]) {
    await p.drop();
    fs.rmSync(p.dataDir, { recursive: true, force: true });
  }
  fs.rmSync(backupDir, { recursive: true, force: true });
});

const post = (server: ServerProcess, url: string, body: unknown, token?: string) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const submitQuote = (server: ServerProcess) =>
  post(
    server,
    '/api/v1/quote/save',
    buildQuote({ MediaFileName: 'part.pdf', MediaFileBody: toDataUrl('application/pdf', `%PDF-1.4\n${'x'.repeat(5000)}`) }),
  );

describe('npm run backup and npm run restore', () => {
  it('back up while the site serves, and restore into a fresh database with the same logins', async () => {
    const server = await startServer({ ...source.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    for (let i = 0; i < 5; i += 1) expect((await submitQuote(server)).status).toBe(201);

    // Submissions keep being answered while the backup runs.
    const during = Array.from({ length: 20 }, () => submitQuote(server));
    const backup = await runCli('backup', [], { ...source.env, BACKUP_DIR: backupDir });
    expect((await Promise.all(during)).map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(target === 'postgres' ? 'Backup written from PostgreSQL' : 'Backup written by the running server');
    const [file] = fs.readdirSync(backupDir);
    expect(backup.stdout).toContain(path.join(backupDir, file!));
    const backedUpRecords = Number(/records\s+(\d+)/.exec(backup.stdout)![1]);
    expect(backedUpRecords).toBeGreaterThanOrEqual(5);

    if (target === 'pglite') {
      // The embedded database has one owner: neither a second server nor a restore may open it now.
      await expect(startServer(source.env)).rejects.toThrow(/is in use by the site server/);
      const blocked = await runCli('restore', [path.join(backupDir, file!)], source.env);
      expect(blocked.code).toBe(1);
      expect(blocked.stderr).toContain(`A server is running on DATA_DIR ${source.dataDir}. Stop it, restore, then start it again.`);
    }
    expect(await server.stop()).toBe(0);

    const restore = await runCli('restore', [path.join(backupDir, file!)], restored.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/Restored .+ in \d+\.\d s\./);
    expect(restore.stdout).toContain('checksum verified');
    expect(restore.stdout).toMatch(new RegExp(`records\\s+${backedUpRecords}\\n`));

    const again = await runCli('restore', [path.join(backupDir, file!)], restored.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^The database is not empty \(admins: 1, .*\)\. Restoring replaces all of its data: run again with --force to do that\.\n$/,
    );
    expect((await runCli('restore', [], restored.env)).stderr).toContain('Usage: npm run restore -- FILE [--force]');

    // The restored site: the same admin password works, and the quotes are there (no ADMIN_* given).
    const second = await startServer(restored.env);
    const login = await post(second, '/api/v1/auth/login', { Email: ADMIN.email, Password: ADMIN.password });
    expect(login.status).toBe(200);
    const { Token } = (await login.json()) as { Token: string };
    const quotes = ((await (await post(second, '/api/v1/quote/list', {}, Token)).json()) as { data: unknown[] }).data;
    expect(quotes).toHaveLength(backedUpRecords);
    expect(await second.stop()).toBe(0);
  }, 300_000);

  it('encrypt with BACKUP_ENCRYPTION_KEY; restore says clearly (exit 1, no stack trace) when the key is missing or wrong', async () => {
    const KEY = 'u8Jd3kQm9Zx1Vb7Nc5Lp2Rt6Ws4Ye0Ha+Gf8Ki1Oj3M=';
    const dir = path.join(backupDir, 'encrypted', 'folder');
    const backup = await runCli('backup', [], { ...source.env, BACKUP_DIR: dir, BACKUP_ENCRYPTION_KEY: KEY });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('encrypted with BACKUP_ENCRYPTION_KEY (AES-256-GCM)');
    const [name] = fs.readdirSync(dir);
    expect(name).toMatch(/^rp-backup-.+\.tar\.gz\.enc$/);
    const file = path.join(dir, name!);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restore = (key?: string) => runCli('restore', [file], { ...fromEncrypted.env, BACKUP_ENCRYPTION_KEY: key ?? '' });
    const missing = await restore();
    expect([missing.code, missing.stderr]).toEqual([
      1,
      `${file} is encrypted. Set BACKUP_ENCRYPTION_KEY to the key it was made with (the one kept in your password manager) and run the restore again.\n`,
    ]);
    const wrong = await restore(`${KEY.slice(0, -2)}A=`);
    expect([wrong.code, wrong.stderr]).toEqual([
      1,
      `BACKUP_ENCRYPTION_KEY is not the key ${file} was encrypted with (or the file's header was altered); it cannot be restored. Set the key it was made with.\n`,
    ]);
    const short = await restore('too-short');
    expect([short.code, short.stderr]).toEqual([
      2,
      'Restore failed: BACKUP_ENCRYPTION_KEY must be at least 32 characters (make one with: openssl rand -base64 32), got 9.\n',
    ]);
    const right = await restore(KEY);
    expect(right.stderr).toBe('');
    expect(right.code).toBe(0);
    expect(right.stdout).toContain('decrypted and authenticated, checksum verified');
  }, 300_000);
});
