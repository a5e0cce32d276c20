import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { ADMIN, freshDatabase, target } from '../helpers.js';
import { builtModule } from './server-build.js';

/** A free port on 127.0.0.1 (taken from the OS, then released for the child to listen on). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts `src/server.ts` as its own process (production mode, so the web app must be built). */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtModule('server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      MAIL_POLL_INTERVAL_MS: '200',
      SHUTDOWN_GRACE_MS: '0', // stop at once unless a test drains (test/server-drain.test.ts)
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000);
    const check = () => {
      if (!out.includes('site and API ready')) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve();
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { data: Record<string, string> } };
}

/**
 * Server processes for one test file on one database of their own: PGlite in a temporary data directory,
 * or a fresh database on TEST_DATABASE_URL's server. After the file every process is killed and the
 * database removed.
 */
export async function processDatabase(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rp-${prefix}-`));
  const fresh = target === 'postgres' ? await freshDatabase() : null;
  await fresh?.database.close();
  const env = { DATABASE_URL: fresh ? fresh.url! : '', DATA_DIR: dataDir };
  const servers: SpawnedServer[] = [];
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    /** Starts one more process on this database, with `extra` settings. */
    async spawn(extra: Record<string, string> = {}): Promise<SpawnedServer> {
      const server = await spawnServer({ ...env, ...extra });
      servers.push(server);
      return server;
    },
  };
}
