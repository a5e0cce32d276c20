// @database-agnostic: the process's lifecycle and the embedded database's lock, always on PGlite (the PGlite pass only)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildQuote } from '@rp/contract/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN } from './helpers.js';
import { builtModule } from './support/server-build.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-server-'));
const port = 3900 + Math.floor(Math.random() * 90);
const children: ChildProcess[] = [];

function start(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [builtModule('server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: 'production',
      DATABASE_URL: '', // this test is about the process lifecycle: always the embedded database
      SHUTDOWN_GRACE_MS: '0', // the close itself; the grace period before it: test/server-drain.test.ts
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', () => {
      if (out.includes('site and API ready')) {
        clearTimeout(timer);
        resolve({ child, output: () => out });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server.ts', () => {
  it('finishes an in-flight request on SIGTERM, exits 0, and the data survives a restart', async () => {
    const first = await start();
    const body = JSON.stringify(buildQuote());
    const half = Math.floor(body.length / 2);

    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/quote/save',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += String(d)));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, half));
      // The request is in flight when the signal arrives; the rest of its body follows.
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(half)), 300);
      }, 200);
    });

    const result = await response;
    expect(result.status, result.body).toBe(201);
    const exitCode = await new Promise<number | null>((resolve) => first.child.on('exit', resolve));
    expect(exitCode).toBe(0);
    expect(first.output()).toContain('shutting down: finishing in-flight requests');
    const created = JSON.parse(result.body).data;

    const second = await start();
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: ADMIN.email, Password: ADMIN.password }),
    });
    const { Token } = (await login.json()) as { Token: string };
    const list = await fetch(`http://127.0.0.1:${port}/api/v1/quote/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${Token}` },
      body: '{}',
    });
    const quotes = ((await list.json()) as { data: { _id: string }[] }).data;
    expect(quotes.map((q) => q._id)).toContain(created._id);
    second.child.kill('SIGTERM');
    expect(await new Promise((resolve) => second.child.on('exit', resolve))).toBe(0);
  }, 120_000);
});
