// @postgresql-only: two server processes on one database need PostgreSQL (the PostgreSQL pass only)
import { buildProduct, buildQuote } from '@rp/contract/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, freshDatabase } from '../helpers.js';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.js';

/** JSON over HTTP to a spawned server. */
async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const loginTo = (base: string, password = ADMIN.password) => call(base, 'POST', '/auth/login', { Email: ADMIN.email, Password: password });

// Two real server processes on one PostgreSQL; PGlite is one process by nature, so this runs only there.
// The outbox's exactly-once sending across processes is proven in modules/mail/processes.test.ts.
describe('two server processes behind one PostgreSQL', { timeout: 180_000 }, () => {
  const servers: SpawnedServer[] = [];
  let drop: () => Promise<void> = async () => {};
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await drop();
  });

  const started = (async () => {
    const fresh = await freshDatabase();
    await fresh.database.close();
    drop = fresh.drop;
    const env = { DATABASE_URL: fresh.url!, LOGIN_RATE_LIMIT: '4', SUBMIT_RATE_LIMIT: '6' };
    // One after the other (two starting at once on an empty database: test/db/startup-lock.test.ts).
    servers.push(await spawnServer(env));
    servers.push(await spawnServer(env));
    return { a: servers[0]!.base, b: servers[1]!.base };
  })();

  it('share sessions: a login on one works on the other, a logout on one ends it on both', async () => {
    const { a, b } = await started;
    const login = await loginTo(a);
    expect(login.status).toBe(200);
    const token = login.body.Token as string;
    expect((await call(b, 'GET', '/dashboard/summary', undefined, token)).status).toBe(200);
    expect((await call(b, 'POST', '/auth/logout', {}, token)).status).toBe(200);
    expect((await call(a, 'GET', '/dashboard/summary', undefined, token)).status).toBe(401);
  });

  it('share the catalogue: a product saved on one is listed by the other', async () => {
    const { a, b } = await started;
    const token = (await loginTo(b)).body.Token as string;
    const saved = await call(a, 'POST', '/product/save', buildProduct(), token);
    expect(saved.status).toBe(200);
    const listed = await call(b, 'GET', '/product/list');
    expect(JSON.stringify(listed.body)).toContain(saved.body.data._id);
  });

  it('share rate limits: submissions and failed logins count across both processes', async () => {
    const { a, b } = await started;
    const submitted = [];
    for (let i = 0; i < 8; i++) submitted.push((await call(i % 2 ? a : b, 'POST', '/quote/save', buildQuote())).status);
    expect(submitted.slice(0, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(submitted.slice(6)).toEqual([429, 429]);

    // Two logins were used above; the limit of 4 leaves 2 more, then every attempt is refused on both.
    const logins = [];
    for (let i = 0; i < 6; i++) logins.push((await loginTo(i % 2 ? a : b, 'wrong-password')).status);
    expect(logins.slice(0, 2)).toEqual([401, 401]);
    expect(logins.slice(2)).toEqual([429, 429, 429, 429]);
  });
});
