import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildQuote } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { freshDatabase, setupApp, target, testConfig, ADMIN } from '../helpers.js';

describe('persistence', () => {
  it('keeps quotes, products and sessions across a restart', async () => {
    let open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>;
    let cleanup: () => Promise<void>;
    if (target === 'pglite') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-pglite-'));
      open = () => openDatabase({ pgliteDir: dir });
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    } else {
      const fresh = await freshDatabase();
      await fresh.database.close();
      open = () => openDatabase({ databaseUrl: fresh.url });
      cleanup = fresh.drop;
    }

    const first = await buildApp({ config: testConfig(), database: await open() });
    const created = (await first.inject({ method: 'POST', url: '/api/v1/quote/save', payload: buildQuote() })).json().data;
    const token = (
      await first.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { Email: ADMIN.email, Password: ADMIN.password } })
    ).json().Token;
    const productCount = (await first.inject({ method: 'GET', url: '/api/v1/product/list' })).json().data.length;
    await first.close();

    const second = await buildApp({ config: testConfig(), database: await open() });
    const list = await second.inject({ method: 'POST', url: '/api/v1/quote/list', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((q: { _id: string }) => q._id)).toContain(created._id);
    expect((await second.inject({ method: 'GET', url: '/api/v1/product/list' })).json().data).toHaveLength(productCount);
    await second.close();
    await cleanup();
  }, 120_000);
});

describe('concurrency', () => {
  it('stores every one of 100 concurrent quote submissions', async () => {
    const ctx = await setupApp({ submitRateLimit: 1000 }, { seed: false });
    const bodies = Array.from({ length: 100 }, () => buildQuote());
    const results = await Promise.all(bodies.map((payload) => ctx.app.inject({ method: 'POST', url: '/api/v1/quote/save', payload })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(100).fill(201));
    const token = await ctx.login();
    const stored = (await ctx.app.inject({ method: 'POST', url: '/api/v1/quote/list', headers: ctx.auth(token), payload: {} })).json().data as {
      Email: string;
    }[];
    expect(new Set(stored.map((q) => q.Email))).toEqual(new Set(bodies.map((b) => b.Email)));
  }, 120_000);
});
