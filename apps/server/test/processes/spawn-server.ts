import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll } from 'vitest';
import { ADMIN } from '../helpers.js';

/** The built server, as `npm start` runs it (the README's test command builds first). */
const serverEntry = path.resolve(import.meta.dirname, '../../dist/server.js');
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** A free TCP port on 127.0.0.1, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  output: () => string;
  /** Sends the signal and resolves once the process has exited. */
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
}

/** Starts dist/server.js on 127.0.0.1 with `env` and resolves once it serves requests. */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run "npm run build" first.`);
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info', // the readiness loop wakes on each output line
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const origin = `http://127.0.0.1:${listenOn}`;
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before serving:\n${out}`);
      const ok = await fetch(`${origin}/api/v1/health`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => child.stdout!.once('data', r).once('close', r));
    }
  })();
  // The server prints its ready line once it listens; health then answers.
  await Promise.race([ready, exited.then((code) => Promise.reject(new Error(`server exited with ${code}:\n${out}`)))]);
  return {
    child,
    origin,
    output: () => out,
    stop: async (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}

/** JSON over HTTP to a spawned server. */
export async function call(origin: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export async function loginTo(origin: string, password = ADMIN.password) {
  return call(origin, 'POST', '/auth/login', { Email: ADMIN.email, Password: password });
}
