import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.js';
import { sha256Hex } from '../../src/lib/tokens.js';
import { setupApp } from '../helpers.js';
import { buildProduct } from '@rp/contract/testing';

const ctx = await setupApp({}, { seed: false });
const someId = '00000000-0000-4000-8000-000000000000';

/** Every call that needs an admin session, with a body that would otherwise be valid. */
const adminCalls: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'POST', url: '/api/v1/auth/logout' },
  { method: 'GET', url: '/api/v1/dashboard/summary' },
  { method: 'POST', url: '/api/v1/product/save', payload: buildProduct() },
  { method: 'DELETE', url: '/api/v1/product/remove', payload: { _id: someId } },
  { method: 'POST', url: '/api/v1/quote/list', payload: { Types: 'Quote' } },
  { method: 'POST', url: '/api/v1/quote/save', payload: { _id: someId, Title: 'A', Email: 'a@example.com', Status: 'Closed', Types: 'Quote' } },
  { method: 'DELETE', url: '/api/v1/quote/remove', payload: { _id: someId } },
  { method: 'GET', url: `/api/v1/quote/attachment/${someId}` },
  { method: 'GET', url: `/api/v1/quote/thumbnail/${someId}` },
  { method: 'POST', url: '/api/v1/inquery/list', payload: { Types: 'Inquery' } },
  { method: 'POST', url: '/api/v1/inquery/save', payload: { _id: someId, Title: 'A', Email: 'a@example.com', Status: 'Done', Types: 'Inquery' } },
  { method: 'DELETE', url: '/api/v1/inquery/remove', payload: { _id: someId } },
];

async function expiredToken() {
  const token = await ctx.login();
  await ctx.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1) })
    .where(eq(sessions.id, sha256Hex(token)));
  return token;
}

async function revokedToken() {
  const token = await ctx.login();
  await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: ctx.auth(token) });
  return token;
}

const badHeaders: [string, () => Promise<Record<string, string>>][] = [
  ['no token', async () => ({})],
  ['a wrong token', async () => ({ authorization: 'Bearer not-a-real-token' })],
  ['a malformed header', async () => ({ authorization: 'Token abc' })],
  ['an expired token', async () => ({ authorization: `Bearer ${await expiredToken()}` })],
  ['a revoked token', async () => ({ authorization: `Bearer ${await revokedToken()}` })],
];

describe('every admin call refuses requests without a live session', () => {
  for (const [label, headers] of badHeaders) {
    it.each(adminCalls)(`${label}: $method $url -> 401`, async (call) => {
      const res = await ctx.app.inject({ ...call, headers: await headers() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/log in/i) });
    });
  }

  it('the same calls pass the session check with a valid token (so the sweep can fail)', async () => {
    const token = await ctx.login();
    for (const call of adminCalls.filter((c) => c.url !== '/api/v1/auth/logout')) {
      const res = await ctx.app.inject({ ...call, headers: ctx.auth(token) });
      expect([200, 201, 404], `${call.method} ${call.url}: ${res.body}`).toContain(res.statusCode);
    }
  });
});
