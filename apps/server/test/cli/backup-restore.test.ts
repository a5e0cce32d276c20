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
const backupDir = tempDir('rp-cli-backups-');
afterAll(async () => {
  for (const p of [source, restored]) {
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
});
