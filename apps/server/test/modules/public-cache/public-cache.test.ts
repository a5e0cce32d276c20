import { brotliDecompressSync } from 'node:zlib';
import { buildProduct } from '@rp/contract/testing';
import { describe, expect, it } from 'vitest';
import { ownerHeaders, setupTwoProcesses, type ServerProcess } from '../../support/two-processes.js';

// Two server processes on one database, serving the production web build (support/two-processes.ts).
const { processA, processB } = await setupTwoProcesses();

type App = ServerProcess;
const get = (app: App, url: string, encoding = 'identity') => app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
const listTitles = async (app: App) =>
  (await get(app, '/api/v1/product/list')).json<{ data: { ProductTitle: string }[] }>().data.map((p) => p.ProductTitle);

describe('public cache', () => {
  it('answers repeated page and product-list requests with the very same bytes, compressed once', async () => {
    for (const url of ['/', '/products', '/api/v1/product/list']) {
      const first = await get(processA, url, 'br, gzip');
      const again = await get(processA, url, 'br, gzip');
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-encoding'], url).toBe('br');
      expect(first.headers.vary, url).toContain('accept-encoding');
      // Pages allow their scripts by hash (no per-response nonce in the body): the same bytes every time.
      expect(again.rawPayload.equals(first.rawPayload), url).toBe(true);
      const text = brotliDecompressSync(first.rawPayload).toString('utf8');
      expect(text, url).not.toContain('nonce=');
      const gzip = await get(processA, url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
    }
    const plain = await get(processA, '/api/v1/product/list');
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.json()).toMatchObject({ success: true, message: expect.stringMatching(/^\d+ products\.$/) });
  });

  it('shows an admin change in every process on the very next request', async () => {
    const headers = await ownerHeaders(processA);
    // Fill both processes' caches first.
    const before = await get(processB, '/products');
    expect(before.body).not.toContain('Cache Probe Shaft');
    expect(await listTitles(processB)).not.toContain('Cache Probe Shaft');

    const created = await processA.inject({
      method: 'POST',
      url: '/api/v1/product/save',
      headers,
      payload: buildProduct({ ProductTitle: 'Cache Probe Shaft' }),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ data: { _id: string } }>().data._id;
    for (const app of [processA, processB]) {
      expect((await get(app, '/products')).body).toContain('Cache Probe Shaft');
      expect(await listTitles(app)).toContain('Cache Probe Shaft');
    }

    const renamed = await processB.inject({
      method: 'POST',
      url: '/api/v1/product/save',
      headers,
      payload: buildProduct({ _id: id, ProductTitle: 'Cache Probe Bush' }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(await listTitles(processA)).toContain('Cache Probe Bush');
    expect((await get(processA, '/products')).body).not.toContain('Cache Probe Shaft');

    const removed = await processA.inject({ method: 'DELETE', url: '/api/v1/product/remove', headers, payload: { _id: id } });
    expect(removed.statusCode).toBe(200);
    expect(await listTitles(processB)).not.toContain('Cache Probe Bush');
    expect((await get(processB, '/products')).body).not.toContain('Cache Probe Bush');
  });

  it('renders pages with a query, unknown pages and the admin shell per request', async () => {
    const missing = await get(processA, '/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    const search = await get(processA, '/products?q=shaft');
    expect(search.statusCode).toBe(200);
    expect(search.headers.vary ?? '').not.toContain('accept-encoding');
  });
});
