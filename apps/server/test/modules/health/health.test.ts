import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { openDatabase } from '../../../src/db/client.js';
import { pingWithin } from '../../../src/modules/health/routes.js';
import { freshDatabase, setupApp, testConfig } from '../../helpers.js';

describe('GET /health', () => {
  it('answers 200 while the database answers, and 503 with the reason once it does not', async () => {
    const { database, drop } = await freshDatabase();
    const app = await buildApp({ config: testConfig(), database, seed: false, closeDatabase: false });
    afterAll(drop);
    const ok = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, data: { database: 'ok' } });

    await database.close();
    const down = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ success: false, message: 'The database is not reachable.' });
    await app.close();
  });

  it('answers 503 once the process drains, while every other call is still served, with Connection: close', async () => {
    const ctx = await setupApp({}, { seed: false });
    const before = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/list' });
    expect(before.headers.connection).not.toBe('close');

    ctx.app.readiness.startDraining();
    const health = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ success: false, message: 'This process is shutting down; another one serves.' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/list' });
    expect(list.statusCode).toBe(200);
    expect(list.headers.connection).toBe('close');
    const token = await ctx.login();
    const summary = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: ctx.auth(token) });
    expect([summary.statusCode, summary.headers.connection]).toEqual([200, 'close']);
  });
});

describe('pingWithin', () => {
  it('gives up on a database server that accepts the connection and never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket)); // holds every connection open without a byte
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const database = await openDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/nothing` });
    const started = Date.now();
    await expect(pingWithin(database, 150)).rejects.toThrow('the database did not answer within 150 ms');
    const tookMs = Date.now() - started;
    expect(tookMs).toBeGreaterThanOrEqual(140);
    expect(tookMs).toBeLessThan(2000);
    for (const socket of sockets) socket.destroy();
    silent.close();
    await database.close();
  });
});
