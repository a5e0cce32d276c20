// @database-agnostic: runs the command on an embedded database of its own, whatever TEST_DATABASE_URL says (the PGlite pass only)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { testConfig } from '../helpers.js';
import { builtModule } from '../support/server-build.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-reset-'));
const pgliteDir = path.join(dataDir, 'pglite');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run admin:reset-password -- ...args` as its own process, on the embedded database in dataDir. */
function resetPassword(...args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [builtModule('cli/reset-admin-password.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

/**
 * Runs the command in a pseudo-terminal (util-linux `script`), as a person would, typing each answer once its
 * prompt is shown. Everything the terminal displayed comes back, so what it echoed can be checked.
 */
function resetInTerminal(email: string, answers: string[]): Promise<{ code: number | null; screen: string }> {
  const command = [process.execPath, builtModule('cli/reset-admin-password.ts'), email].map((part) => `'${part}'`).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  let answered = 0;
  child.stdout.on('data', (d) => {
    screen += String(d);
    const prompts = screen.match(/New password for \S+: |The same password again: /g)?.length ?? 0;
    while (answered < prompts && answered < answers.length) child.stdin.write(`${answers[answered++]}\r`);
  });
  child.stderr.on('data', (d) => (screen += String(d)));
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      child.stdin.end();
      resolve({ code, screen });
    }),
  );
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  const database = await openDatabase({ pgliteDir });
  // testConfig's own admin (admin@example.com), so this start does not create admin@localhost itself.
  const app = await buildApp({ config: testConfig(), database, seed: false });
  try {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: email, Password: password } });
    return res.statusCode === 200;
  } finally {
    await app.close();
  }
}

describe('npm run admin:reset-password on the embedded database', () => {
  it('refuses with a clear message and changes nothing while the server holds the database', async () => {
    const server = await openDatabase({ pgliteDir, owner: 'the site server' });
    try {
      await server.migrate();
      const run = await resetPassword('admin@localhost', 'While-Running-123');
      expect(run.code).toBe(1);
      expect(run.out).toContain('Nothing was changed.');
      expect(run.out).toContain(`The embedded database in ${pgliteDir} is in use by the site server (process ${process.pid}`);
      expect(run.out).toContain('Stop that process first (Ctrl+C in its terminal), then run this again.');
    } finally {
      await server.close();
    }
    expect(fs.existsSync(`${pgliteDir}.lock`)).toBe(false);
    expect(await canLogIn('admin@localhost', 'While-Running-123')).toBe(false);
  }, 60_000);

  it('sets the password of admin@localhost once the server has stopped, and that login works', async () => {
    const run = await resetPassword('admin@localhost');
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('Admin admin@localhost created. All of its sessions were ended.');
    const password = /New password: (\S+)/.exec(run.out)?.[1];
    expect(password).toBeTruthy();
    expect(await canLogIn('admin@localhost', password!)).toBe(true);
  }, 60_000);

  it('takes over the lock of a server that died without releasing it', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const deadPid = Number(gone.stdout.trim());
    fs.writeFileSync(
      `${pgliteDir}.lock`,
      JSON.stringify({ pid: deadPid, host: os.hostname(), owner: 'the site server', since: new Date().toISOString() }),
    );
    const run = await resetPassword('admin@localhost', 'After-A-Crash-456');
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain('Admin admin@localhost updated.');
    expect(await canLogIn('admin@localhost', 'After-A-Crash-456')).toBe(true);
  }, 60_000);

  it("in a terminal without a password, asks for it twice without showing it, and holds it to the app's rules", async () => {
    const chosen = 'Quiet-Typing-Lathe-Oak-81';
    const run = await resetInTerminal('admin@localhost', ['short', chosen, chosen]);
    expect(run.code, run.screen).toBe(0);
    expect(run.screen).toContain('New password for admin@localhost: ');
    expect(run.screen).toContain('The password must be at least 10 characters.');
    expect(run.screen).toContain('The same password again: ');
    expect(run.screen).toContain('Admin admin@localhost updated. All of its sessions were ended.');
    expect(run.screen).not.toContain(chosen);
    expect(run.screen).not.toContain('short\r');
    expect(run.screen).not.toContain('New password: ');
    expect(await canLogIn('admin@localhost', chosen)).toBe(true);
  }, 60_000);

  it('refuses something that is not an e-mail address', async () => {
    const run = await resetPassword('not an email');
    expect(run.code).toBe(2);
    expect(run.out).toContain('"not an email" is not an e-mail address. Usage: npm run admin:reset-password -- <email> [password]');
  }, 60_000);
});
