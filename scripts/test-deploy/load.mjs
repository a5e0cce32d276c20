/**
 * Traffic through Caddy while processes stop and start: a few visitors reading pages, the product list and
 * assets, a signed-in admin, and buyers sending quotes (each with its own Idempotency-Key, from its own
 * client address, some with a drawing). Every answer is classified; a failure is a connection error, a
 * 5xx, or a 4xx without the API's message. Each acknowledged quote's reference is kept for the database check.
 */
import { randomUUID } from 'node:crypto';
import { request } from './http.mjs';
import { served } from './site-process.mjs';

/** Client address of the n-th buyer: ten quotes each, well under the hourly submission limit. */
const buyerAddress = (q) => {
  const a = Math.floor(q / 10);
  return `127.0.${1 + Math.floor(a / 250)}.${1 + (a % 250)}`;
};

function quoteBody(run, q, drawing) {
  return {
    Title: `Deploy Buyer ${q}`,
    Email: `buyer-${run}-${q}@example.com`,
    ContactNo: '+91 98765 43210',
    Description: 'Precision Components Pvt Ltd',
    Message: `Please quote 500 shafts, EN8, +/- 0.02 mm (deploy test ${run} #${q}).`,
    ...(q % 4 === 0 ? { MediaFileName: 'drawing.png', MediaFileBody: drawing } : {}),
  };
}

/** What the i-th request of the mix is: a quarter are quotes. */
function requestSpec(i, ctx, counters) {
  const slot = i % 8;
  if (slot === 2 || slot === 6) {
    const q = counters.quotes++;
    return {
      kind: 'quote',
      path: '/api/v1/quote/save',
      method: 'POST',
      from: buyerAddress(q),
      headers: { 'idempotency-key': randomUUID() },
      body: quoteBody(ctx.run, q, ctx.drawing),
    };
  }
  if (slot === 5) return { kind: 'admin', path: '/api/v1/auth/me', headers: { authorization: `Bearer ${ctx.token}` } };
  if (slot === 4) return { kind: 'asset', path: `/assets/${ctx.assets[i % ctx.assets.length]}`, headers: { 'accept-encoding': 'br, gzip' } };
  if (slot === 1) return { kind: 'api', path: '/api/v1/product/list', headers: { 'accept-encoding': 'br, gzip' } };
  const page = ['/', '/products', '/contact', '/about'][i % 4];
  return { kind: 'page', path: page, headers: { 'accept-encoding': 'br, gzip' } };
}

function outcomeOf(spec, answer) {
  if (answer.error) return { ok: false, outcome: answer.error };
  const cls = `${String(answer.status)[0]}xx`;
  if (cls === '5xx') return { ok: false, outcome: answer.status, message: answer.json?.message };
  const isApi = spec.path.startsWith('/api/');
  if (cls === '4xx' && isApi && !(answer.json?.success === false && answer.json.message))
    return { ok: false, outcome: `${answer.status} without a message` };
  if (spec.kind === 'quote' && answer.status === 201 && !answer.json?.data?.Reference) return { ok: false, outcome: '201 without a reference' };
  return { ok: true, cls };
}

/**
 * Starts `workers` loops sending the mix through `ctx.caddy`; `afterRequests(n)` resolves once n answers
 * are in; `stop()` ends the loops and resolves with the figures.
 */
export function startLoad(ctx, { workers = 6 } = {}) {
  const stats = { requests: 0, byClass: {}, failures: [], acknowledged: [], latencies: [], servedBy: {}, seconds: 0 };
  const counters = { quotes: ctx.quoteOffset ?? 0 };
  const waiting = [];
  const since = served.length;
  const started = performance.now();
  let next = 0;
  let stopping = false;

  async function loop() {
    while (!stopping) {
      const spec = requestSpec(next++, ctx, counters);
      const answer = await request(ctx.caddy, spec.path, spec);
      const verdict = outcomeOf(spec, answer);
      stats.requests++;
      stats.latencies.push(answer.ms);
      const cls = verdict.ok ? verdict.cls : answer.error ? 'no answer' : `${String(answer.status)[0]}xx`;
      stats.byClass[cls] = (stats.byClass[cls] ?? 0) + 1;
      if (!verdict.ok) stats.failures.push({ kind: spec.kind, path: spec.path, outcome: verdict.outcome, message: verdict.message, at: Date.now() });
      if (spec.kind === 'quote' && answer.status === 201 && verdict.ok) stats.acknowledged.push(answer.json.data.Reference);
      for (const waiter of waiting.filter((w) => stats.requests >= w.count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }
  const running = Promise.all(Array.from({ length: workers }, loop));

  return {
    stats,
    afterRequests(count) {
      const target = stats.requests + count;
      return new Promise((resolve) => waiting.push({ count: target, resolve }));
    },
    async stop() {
      stopping = true;
      await running;
      ctx.quoteOffset = counters.quotes;
      stats.seconds = (performance.now() - started) / 1000;
      for (const entry of served.slice(since)) {
        const who = `rp-site@${entry.port} #${entry.generation}`;
        stats.servedBy[who] = (stats.servedBy[who] ?? 0) + 1;
      }
      for (const waiter of waiting.splice(0)) waiter.resolve();
      return stats;
    },
  };
}
