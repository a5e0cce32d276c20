import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildQuote } from '@rp/contract/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, freshDatabase, target } from '../helpers.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';

// Real server processes: PGlite in a data directory, or a fresh database on TEST_DATABASE_URL's server.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-crash-submissions-'));
const fresh = target === 'postgres' ? await freshDatabase() : null;
await fresh?.database.close();
const env = { DATABASE_URL: fresh ? fresh.url! : '', DATA_DIR: dataDir, SUBMIT_RATE_LIMIT: '100000' };
const servers: SpawnedServer[] = [];

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await fresh?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const TOTAL = 1000;
const IN_FLIGHT = 32;
/** The server is killed once this many submissions were acknowledged. */
const KILL_AFTER = 300;

/** Submits quote `n`; the id when the server acknowledged it (201), null when the request failed. */
async function submit(base: string, n: number): Promise<string | null> {
  try {
    const res = await fetch(`${base}/api/v1/quote/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildQuote({ Title: `Crash Buyer ${n}` })),
    });
    if (res.status !== 201) return null;
    return ((await res.json()) as { data: { _id: string } }).data._id;
  } catch {
    return null; // the connection died with the server: not acknowledged
  }
}

/** Sends submissions `from` onwards, IN_FLIGHT at a time, until `until` says stop or all are sent. */
async function submitMany(base: string, from: number, until: (acknowledged: number) => boolean) {
  const acknowledged: string[] = [];
  let next = from;
  const lane = async () => {
    while (next < TOTAL && !until(acknowledged.length)) {
      const id = await submit(base, next++);
      if (id) acknowledged.push(id);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return { acknowledged, next };
}

describe('kill -9 during 1,000 submissions', () => {
  it('loses no acknowledged submission', async () => {
    const first = await spawnServer(env);
    servers.push(first);
    let killed = false;
    const before = await submitMany(first.base, 0, (count) => {
      if (count >= KILL_AFTER && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
      return killed;
    });
    expect(await first.exited).toBe(null);

    const second = await spawnServer(env);
    servers.push(second);
    const after = await submitMany(second.base, before.next, () => false);
    expect(after.next).toBe(TOTAL);

    const login = await fetch(`${second.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: ADMIN.email, Password: ADMIN.password, RoleType: 'admin' }),
    });
    const { Token } = (await login.json()) as { Token: string };
    const list = await fetch(`${second.base}/api/v1/quote/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${Token}` },
      body: JSON.stringify({ Types: 'Quote' }),
    });
    const stored = new Set(((await list.json()) as { data: { _id: string }[] }).data.map((r) => r._id));
    const acknowledged = [...before.acknowledged, ...after.acknowledged];
    expect(before.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 300_000);
});
