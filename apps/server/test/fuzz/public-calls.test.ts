import fc from 'fast-check';
import { buildInquiry, buildQuote, MINIMAL_PDF, TINY_PNG_DATA_URL, toDataUrl } from '@rp/contract/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, captureLogs, setupApp, target } from '../helpers.js';
import { FUZZ_RUNS, FUZZ_SEED, fuzzer, type GeneratedRequest } from './fuzz-call.js';
import { MARKER, bodiesFor, mutated } from './hostile-values.js';
import { extraHeaders, pathId, queryString } from './requests.js';

const logs = captureLogs();
const ctx = await setupApp({}, { logger: logs.logger });
const { fuzz, summary } = fuzzer(ctx.app);
const token = await ctx.login();
const productIds = ((await ctx.app.inject({ method: 'GET', url: '/api/v1/product/list' })).json().data as { _id: string }[]).map((p) => p._id);
const uploaded = await ctx.app.inject({
  method: 'POST',
  url: '/api/v1/product/save',
  headers: ctx.auth(token),
  payload: { ProductTitle: 'Fuzz image', ProductStn: 'FZ-1', ProductImagesType: 'UploadImage', ProductImages: TINY_PNG_DATA_URL },
});
const imageIds = [String(uploaded.json().data.ProductImages).split('/').pop()!];


const post = (url: string) => (body: { contentType?: string; payload?: string }, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url,
  headers,
  ...body,
});

const quoteFields = ['Title', 'Description', 'Email', 'ContactNo', 'Message', 'Status', 'Website', 'Types', 'MediaFileName', 'MediaFileBody', '_id', 'createdAt'];
const withDrawing = (drawing: boolean) =>
  drawing ? buildQuote({ MediaFileName: 'part.pdf', MediaFileBody: toDataUrl('application/pdf', MINIMAL_PDF) }) : buildQuote();

afterAll(() => {
  console.log(`fuzz (${target}, seed ${FUZZ_SEED}): ${JSON.stringify(summary)}`);
});

describe(`fuzzing every public call on ${target}: ${FUZZ_RUNS} generated requests each, no 5xx`, { timeout: 600_000 }, () => {
  it('POST /auth/login', async () => {
    const valid = fc.constantFrom({ Email: ADMIN.email, Password: 'not-the-password' }, { Email: 'nobody@example.com', Password: 'x' });
    // Mutations always touch Email, so only the few valid bodies (1 %) pay for a password hash.
    const bodies = bodiesFor(valid, mutated(() => ({ Email: ADMIN.email, Password: 'wrong', RoleType: 'admin' }), ['Email', 'Password', 'RoleType'], ['Email']), 1);
    await fuzz('POST /auth/login', fc.tuple(bodies, extraHeaders).map(([body, headers]) => post('/api/v1/auth/login')(body, headers)), 1);
  });

  it('GET /product/list', async () => {
    const requests = fc.record({ query: queryString, headers: extraHeaders, body: bodiesFor(fc.constant({}), fc.constant({})) });
    await fuzz('GET /product/list', requests.map(({ query, headers, body }) => ({ method: 'GET' as const, url: `/api/v1/product/list${query}`, headers, ...body })), 2);
  });

  it('POST /product/getByID', async () => {
    const bodies = bodiesFor(fc.constantFrom(...productIds).map((_id) => ({ _id })), mutated(() => ({ _id: productIds[0] }), ['_id']));
    await fuzz('POST /product/getByID', bodies.map((body) => post('/api/v1/product/getByID')(body)), 3);
  });

  it('POST /quote/save (public submissions)', async () => {
    const bodies = bodiesFor(fc.boolean().map(withDrawing), fc.boolean().chain((d) => mutated(() => withDrawing(d), quoteFields)));
    await fuzz('POST /quote/save', fc.tuple(bodies, extraHeaders).map(([body, headers]) => post('/api/v1/quote/save')(body, headers)), 4);
  });

  it('POST /inquery/save (public submissions)', async () => {
    const fields = quoteFields.filter((f) => !f.startsWith('Media'));
    const bodies = bodiesFor(fc.constant(null).map(() => buildInquiry()), mutated(() => buildInquiry(), fields));
    await fuzz('POST /inquery/save', bodies.map((body) => post('/api/v1/inquery/save')(body)), 5);
  });

  it('GET /media/:id', async () => {
    const requests = fc.record({ id: pathId(imageIds), query: queryString, headers: extraHeaders });
    await fuzz('GET /media/:id', requests.map(({ id, query, headers }) => ({ method: 'GET' as const, url: `/api/v1/media/${id}${query}`, headers })), 6);
  });

  it('GET /health', async () => {
    const requests = fc.record({ query: queryString, headers: extraHeaders, body: bodiesFor(fc.constant({}), fc.constant({})) });
    await fuzz('GET /health', requests.map(({ query, headers, body }) => ({ method: 'GET' as const, url: `/api/v1/health${query}`, headers, ...body })), 7);
  });

  it('logged no error and no submitted value along the way', () => {
    const log = logs.text();
    expect(log).toContain('request rejected');
    expect(log).not.toContain('"level":50');
    expect(log).not.toContain(MARKER);
  });
});
