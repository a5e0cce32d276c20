import fc from 'fast-check';
import { buildInquiry, buildProduct, buildQuote, MINIMAL_PDF, TINY_PNG_DATA_URL, toDataUrl } from '@rp/contract/testing';
import { RECORD_STATUSES } from '@rp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema.js';
import { createSession } from '../../src/modules/auth/sessions.js';
import { ADMIN, captureLogs, setupApp, target } from '../helpers.js';
import { FUZZ_RUNS, FUZZ_SEED, fuzzer, type GeneratedRequest } from './fuzz-call.js';
import { MARKER, bodiesFor, mutated, type GeneratedBody } from './hostile-values.js';
import { authorization, extraHeaders, junkAuthorization, pathId, queryString } from './requests.js';

const logs = captureLogs();
const ctx = await setupApp({}, { logger: logs.logger });
const { fuzz, summary } = fuzzer(ctx.app);
const token = await ctx.login();
const [admin] = await ctx.database.db.select().from(admins).where(eq(admins.email, ADMIN.email));

const save = async (url: string, payload: object) => (await ctx.app.inject({ method: 'POST', url, payload, headers: ctx.auth(token) })).json().data;
const quotes = await Promise.all(
  Array.from({ length: 20 }, (_, i) => save('/api/v1/quote/save', buildQuote(i % 2 ? {} : { MediaFileName: 'p.pdf', MediaFileBody: toDataUrl('application/pdf', MINIMAL_PDF) }))),
);
const inquiries = await Promise.all(Array.from({ length: 20 }, () => save('/api/v1/inquery/save', buildInquiry())));
const products = await Promise.all(Array.from({ length: 20 }, () => save('/api/v1/product/save', buildProduct())));
const ids = {
  quote: quotes.map((q) => q._id as string),
  inquiry: inquiries.map((q) => q._id as string),
  product: products.map((p) => p._id as string),
  attachment: quotes.filter((q) => q.Attachment).map((q) => q.Attachment.id as string),
};


/** Requests to one admin call: generated bodies, mostly with the valid token. */
function adminRequests(method: GeneratedRequest['method'], url: string, bodies: fc.Arbitrary<GeneratedBody>, auth = authorization(token)) {
  return fc.tuple(bodies, auth, extraHeaders).map(([body, authHeader, headers]): GeneratedRequest => ({ method, url, headers: { ...headers, authorization: authHeader }, ...body }));
}

const idBodies = (known: string[]) => bodiesFor(fc.constantFrom(...known).map((_id) => ({ _id })), mutated(() => ({ _id: known[0] }), ['_id']));
const statusUpdate = (known: string[], build: () => Record<string, unknown>) =>
  bodiesFor(
    fc.tuple(fc.constantFrom(...known), fc.constantFrom(...RECORD_STATUSES)).map(([_id, Status]) => ({ ...build(), _id, Status })),
    mutated(() => ({ ...build(), _id: known[0], Status: 'Pending' }), ['_id', 'Status', 'Title', 'Email', 'createdAt', 'Types']),
  );
const productFields = Object.keys(buildProduct({ ProductId: '1', SpecSheetUrl: '', ProductMediaFileName: '', _id: '' }));
const validProduct = fc.constantFrom<Record<string, unknown>>(
  buildProduct(),
  buildProduct({ ProductImagesType: 'UploadImage', ProductImages: TINY_PNG_DATA_URL, ProductMediaFileName: 'tiny.png' }),
  buildProduct({ SpecSheetUrl: 'https://example.com/spec.pdf' }),
);

afterAll(() => {
  console.log(`fuzz (${target}, seed ${FUZZ_SEED}): ${JSON.stringify(summary)}`);
});

describe(`fuzzing every admin call on ${target}: ${FUZZ_RUNS} generated requests each, no 5xx`, { timeout: 600_000 }, () => {
  it('POST /quote/list and POST /inquery/list', async () => {
    const bodies = bodiesFor(fc.constantFrom({}, { Types: 'Quote' }), mutated(() => ({ Types: 'Quote' }), ['Types']));
    await fuzz('POST /quote/list', adminRequests('POST', '/api/v1/quote/list', bodies), 11);
    await fuzz('POST /inquery/list', adminRequests('POST', '/api/v1/inquery/list', bodies), 12);
  });

  it('GET /dashboard/summary', async () => {
    const requests = fc.tuple(queryString, bodiesFor(fc.constant({}), fc.constant({}))).chain(([query, body]) =>
      adminRequests('GET', `/api/v1/dashboard/summary${query}`, fc.constant(body)),
    );
    await fuzz('GET /dashboard/summary', requests, 13);
  });

  it('GET /quote/attachment/:id', async () => {
    const requests = fc.tuple(pathId(ids.attachment), queryString).chain(([id, query]) =>
      adminRequests('GET', `/api/v1/quote/attachment/${id}${query}`, fc.constant({})),
    );
    await fuzz('GET /quote/attachment/:id', requests, 14);
  });

  it('POST /quote/save and POST /inquery/save (status updates)', async () => {
    await fuzz('POST /quote/save (status)', adminRequests('POST', '/api/v1/quote/save', statusUpdate(ids.quote, () => buildQuote())), 15);
    await fuzz('POST /inquery/save (status)', adminRequests('POST', '/api/v1/inquery/save', statusUpdate(ids.inquiry, () => buildInquiry())), 16);
  });

  it('POST /product/save', async () => {
    const bodies = bodiesFor(validProduct, validProduct.chain((p) => mutated(() => ({ ...p, _id: undefined }), productFields)));
    await fuzz('POST /product/save', adminRequests('POST', '/api/v1/product/save', bodies), 17);
  });

  it('DELETE /quote/remove, /inquery/remove and /product/remove', async () => {
    await fuzz('DELETE /quote/remove', adminRequests('DELETE', '/api/v1/quote/remove', idBodies(ids.quote)), 18);
    await fuzz('DELETE /inquery/remove', adminRequests('DELETE', '/api/v1/inquery/remove', idBodies(ids.inquiry)), 19);
    await fuzz('DELETE /product/remove', adminRequests('DELETE', '/api/v1/product/remove', idBodies(ids.product)), 20);
  });

  it('POST /auth/logout', async () => {
    // Each valid logout ends a session, so every request gets a session of its own.
    const requests = fc
      .tuple(bodiesFor(fc.constant({}), fc.constant({})), fc.option(junkAuthorization, { freq: 4 }))
      .map(([body, junk]): GeneratedRequest => ({ method: 'POST', url: '/api/v1/auth/logout', headers: junk === null ? {} : { authorization: junk }, ...body }));
    const withSession = async (request: GeneratedRequest) => {
      if (request.headers?.authorization !== undefined) return request;
      const session = await createSession(ctx.database.db, admin!.id, 1);
      return { ...request, headers: { authorization: `Bearer ${session.token}` } };
    };
    await fuzz('POST /auth/logout', requests, 21, withSession);
  });

  it('logged no error and no submitted value along the way', () => {
    const log = logs.text();
    expect(log).toContain('request rejected');
    expect(log).not.toContain('"level":50');
    expect(log).not.toContain(MARKER);
  });
});
