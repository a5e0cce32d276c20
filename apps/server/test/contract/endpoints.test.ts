// @database-agnostic: the registry against the app's routes, no query (the PGlite pass only)
import { allEndpoints, API_BASE, endpointPath } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { setupApp } from '../helpers.js';

const ctx = await setupApp({}, { seed: false });
const someId = '00000000-0000-4000-8000-000000000000';

/**
 * `METHOD path` of every route the server answers under /api/v1 (HEAD comes with GET). printRoutes draws
 * a route below another one that is a prefix of it (`/auth/sessions` then `/revoke`, then `-others`) one level deeper.
 */
function serverRoutes(): string[] {
  const parents: string[] = [];
  return ctx.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /([^\s│├└─]\S*)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) return [];
      const depth = Math.floor(match.index / 4) - 1;
      const path = (depth > 0 ? parents[depth - 1]! : '') + match[1]!;
      parents[depth] = path;
      if (!match[2] || !path.startsWith(`${API_BASE}/`)) return [];
      return match[2]
        .split(', ')
        .filter((m) => m !== 'HEAD')
        .map((method) => `${method} ${path.slice(API_BASE.length)}`);
    });
}

describe('the endpoint registry of @rp/contract', () => {
  it('lists exactly the routes the server answers under /api/v1', () => {
    const registry = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(registry).size).toBe(registry.length);
    expect(serverRoutes().sort()).toEqual([...registry].sort());
  });

  it('declares a body for every POST and DELETE, and none for GET', () => {
    for (const e of allEndpoints) expect(Boolean(e.body), `${e.method} ${e.path}`).toBe(e.method !== 'GET');
  });

  it.each(allEndpoints.filter((e) => e.access === 'admin'))('admin endpoint $method $path answers 401 without a session', async (e) => {
    const res = await ctx.app.inject({
      method: e.method,
      url: `${API_BASE}${endpointPath(e, { id: someId })}`,
      ...(e.body ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/log in/i) });
  });

  it.each(allEndpoints.filter((e) => e.access === 'public' && e.method === 'GET'))(
    'public endpoint $method $path answers without a session',
    async (e) => {
      const res = await ctx.app.inject({
        method: e.method,
        url: `${API_BASE}${endpointPath(e, { id: someId, variant: '400.avif', reference: 'Q-2026-00001' })}`,
      });
      expect(res.statusCode).not.toBe(401);
    },
  );

  it('fills path parameters, encoded', () => {
    const media = allEndpoints.find((e) => e.path === '/media/:id')!;
    expect(endpointPath(media, { id: 'a b/c' })).toBe('/media/a%20b%2Fc');
    expect(() => endpointPath(media)).toThrow(/id/);
  });
});
