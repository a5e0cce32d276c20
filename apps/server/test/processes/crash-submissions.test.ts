import { buildQuote } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../helpers.js';
import { processDatabase } from '../support/spawn-server.js';

const processes = await processDatabase('crash-submissions');
const env = { SUBMIT_RATE_LIMIT: '100000' };

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
    const first = await processes.spawn(env);
    let killed = false;
    const before = await submitMany(first.base, 0, (count) => {
      if (count >= KILL_AFTER && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
      return killed;
    });
    expect(await first.exited).toBe(null);

    const second = await processes.spawn(env);
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
