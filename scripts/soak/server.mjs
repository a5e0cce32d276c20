/** Starts the built server for the soak (fresh DATA_DIR, or its own database on a PostgreSQL server) and stops it again. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { freePort, serverEnv, waitUntilHealthy } from '../lib/local-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A new database on the server `serverUrl` names; `drop()` removes it. */
async function throwawayDatabase(serverUrl) {
  const name = `soak_${process.pid}_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * Runs the root package.json's `start:prod` command line as npm would (sh, node on the PATH; `exec`, so
 * the server is the spawned process itself), with the memory probe preloaded through NODE_OPTIONS and an
 * IPC channel to ask it. So the soak measures the server as `npm start` runs it, environment included.
 */
export async function startServer({ databaseUrl, admin }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-soak-'));
  const database = databaseUrl ? await throwawayDatabase(databaseUrl) : null;
  const port = await freePort();
  const logLevel = process.env.BENCH_LOG_LEVEL;
  const startCommand = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts['start:prod'];
  const probe = `--import=${new URL('./memory-probe.mjs', import.meta.url).href}`;
  // `A=1 node ...` becomes `A=1 exec node ...`: the assignments still reach node, and node replaces sh.
  const [, assignments, command] = /^((?:\w+=\S+\s+)*)(.*)$/s.exec(startCommand);
  const child = spawn('sh', ['-c', `${assignments}exec ${command}`], {
    cwd: root,
    env: serverEnv({
      port,
      dataDir,
      databaseUrl: database?.url ?? '',
      admin,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, probe].filter(Boolean).join(' '),
      SUBMIT_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT: '1000000',
      SMTP_URL: '',
      LOG_LEVEL: logLevel ?? 'warn',
    }),
    stdio: ['ignore', logLevel ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  async function stop() {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    await waitUntilHealthy(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, origin, kind: database ? 'PostgreSQL' : 'PGlite', stop };
}
