import { buildProduct, buildQuote } from '@rp/contract/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers.js';
import { call, loginTo, startServer } from './spawn-server.js';

// Two real server processes on one PostgreSQL; PGlite is one process by nature, so this runs only there.
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes behind one PostgreSQL', { timeout: 120_000 }, () => {
  let cleanup: () => Promise<void> = async () => {};
  afterAll(() => cleanup());

  const started = (async () => {
    const fresh = await freshDatabase();
    await fresh.database.close();
    const env = { DATABASE_URL: fresh.url!, LOGIN_RATE_LIMIT: '4', SUBMIT_RATE_LIMIT: '6' };
    const [a, b] = [await startServer(env), await startServer(env)];
    cleanup = async () => {
      await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
      await fresh.drop();
    };
    return { a: a.origin, b: b.origin };
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
    const product = buildProduct();
    const saved = await call(a, 'POST', '/product/save', product, token);
    expect(saved.status).toBe(200);
    const listed = await call(b, 'GET', '/product/list');
    expect(JSON.stringify(listed.body)).toContain(saved.body.data._id);
  });

  it('share rate limits: submissions and failed logins count across both processes', async () => {
    const { a, b } = await started;
    const submitted = [];
    for (let i = 0; i < 8; i++) submitted.push((await call(i % 2 ? a : b, 'POST', '/quote/save', buildQuote())).status);
    expect(submitted.filter((s) => s === 200)).toHaveLength(6);
    expect(submitted.slice(6)).toEqual([429, 429]);

    const logins = [];
    for (let i = 0; i < 6; i++) logins.push((await loginTo(i % 2 ? a : b, 'wrong-password')).status);
    expect(logins.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
  });
});
