import fc from 'fast-check';
import { API_BASE, allEndpoints, type Endpoint } from '@rp/contract';
import { buildQuote, MINIMAL_PDF, toDataUrl } from '@rp/contract/testing';
import type { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { captureLogs, setupApp, target } from '../helpers.js';
import { FUZZ_RUNS, FUZZ_SEED, fuzzer, type GeneratedRequest } from './fuzz-call.js';
import { MARKER, bodiesFor, mutated } from './hostile-values.js';
import { authorization, extraHeaders, junkAuthorization, pathId, queryString } from './requests.js';

// Every call of the contract's registry, so a new endpoint is fuzzed without touching this file.
// The hand-written public-calls and admin-calls files go deeper (valid bodies of each kind).
const logs = captureLogs();
const ctx = await setupApp({}, { logger: logs.logger });
const { fuzz, summary } = fuzzer(ctx.app);
const token = await ctx.login();
const quote = (
  await ctx.app.inject({
    method: 'POST',
    url: `${API_BASE}/quote/save`,
    payload: buildQuote({ MediaFileName: 'part.pdf', MediaFileBody: toDataUrl('application/pdf', MINIMAL_PDF) }),
  })
).json().data;
const knownIds = [String(quote._id), String(quote.Attachment?.id ?? quote._id)];

/** The top-level field names of a body schema (an object schema; others get a generic name). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  const keys = shape ? Object.keys(shape) : [];
  return keys.length ? keys : ['_id'];
}

function requestsFor(endpoint: Endpoint): fc.Arbitrary<GeneratedRequest> {
  const fields = fieldsOf(endpoint.body);
  const validish = fc.constant<Record<string, unknown>>(endpoint.body === undefined ? {} : { _id: knownIds[0] });
  const body = endpoint.body
    ? bodiesFor(
        validish,
        mutated(() => ({ _id: knownIds[0] }), fields),
      )
    : fc.constant({});
  const path = fc.array(pathId(knownIds), { minLength: 1, maxLength: 1 }).map(([id]) => endpoint.path.replace(/:(\w+)/g, () => id ?? ''));
  const auth = endpoint.access === 'admin' ? authorization(token) : fc.option(junkAuthorization, { nil: undefined, freq: 3 });
  return fc.record({ path, query: queryString, auth, headers: extraHeaders, body }).map(({ path: p, query, auth: a, headers, body: b }) => ({
    method: endpoint.method,
    url: `${API_BASE}${p}${query}`,
    headers: { ...headers, ...(a === undefined ? {} : { authorization: a }) },
    ...b,
  }));
}

afterAll(() => {
  console.log(`fuzz every endpoint (${target}, seed ${FUZZ_SEED}): ${JSON.stringify(summary)}`);
});

describe(`fuzzing every endpoint of the contract on ${target}: ${FUZZ_RUNS} generated requests each, no 5xx`, { timeout: 600_000 }, () => {
  it.each(allEndpoints.map((endpoint, index) => [`${endpoint.method} ${endpoint.path}`, endpoint, index] as const))(
    '%s',
    async (call, endpoint, index) => {
      await fuzz(call, requestsFor(endpoint), 1000 + index);
      expect(summary[call]).toBeDefined();
    },
  );

  it('fuzzed every endpoint of the registry and logged none of the submitted values', () => {
    expect(Object.keys(summary).sort()).toEqual(allEndpoints.map((e) => `${e.method} ${e.path}`).sort());
    expect(logs.text()).not.toContain(MARKER);
  });
});
