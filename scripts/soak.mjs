#!/usr/bin/env node
/**
 * Memory under hostile load, on the production build (run `npm run build` first): starts the server as
 * `npm run start:prod` does (its command line from package.json, so its environment too) on a fresh
 * database, signs in as its admin, makes a small catalogue, then sends `--requests` requests from a hostile
 * mix (scripts/soak/hostile-mix.mjs: malformed JSON, oversize bodies, fuzzed fields, bad uploads, uploads
 * cut off, product saves with real images, quotes with drawings, public pages) with `--in-flight` open at
 * once. Prints the server's resident memory (VmRSS from /proc) idle after boot, at the start (after a
 * warm-up), its peak (sampled every 250 ms) and after a rest (`--rest` seconds idle, then until it
 * settles), split by kind of mapping (glibc heaps, WebAssembly, the rest) and as the server sees it
 * (V8 heap, external memory, array buffers, WebAssembly memory).
 *
 *   node scripts/soak.mjs [--requests 36000] [--in-flight 16] [--rest 30] [--seed 1] [--database-url postgres://...]
 *
 * With --database-url it creates and drops its own database on that server. Variables set for the soak
 * (e.g. MALLOC_ARENA_MAX=8 to compare) reach the server. RSS is meaningful on a busy machine; durations are not.
 */
import http from 'node:http';
import os from 'node:os';
import { option } from './lib/cli.mjs';
import { makeFixtures } from './soak/fixtures.mjs';
import { hostileRequest, productBody, seededRandom } from './soak/hostile-mix.mjs';
import { mallocSettingsOf, memoryRows, mib, peakSampler, residentOf, restAndSettle, snapshot } from './soak/memory.mjs';
import { startServer } from './soak/server.mjs';

const requests = Number(option('requests', '36000'));
const inFlight = Number(option('in-flight', '16'));
const restSeconds = Number(option('rest', '30'));
const seed = Number(option('seed', '1'));
const databaseUrl = option('database-url', '');
const admin = { email: 'soak@example.com', password: 'Soak-Password-123-long' };
const CATALOGUE_SIZE = 6;

/** Sends one request; resolves with { status, text } or { error } (a hang-up, a reset). Never rejects. */
function send(agent, origin, token, spec) {
  return new Promise((resolve) => {
    const body = spec.body == null ? null : Buffer.isBuffer(spec.body) ? spec.body : Buffer.from(spec.body);
    // Pages are asked for compressed, as a browser does; API answers plain, so the soak can read them.
    const headers = spec.method === 'GET' ? { 'accept-encoding': 'br, gzip' } : {};
    if (body) Object.assign(headers, { 'content-type': spec.contentType ?? 'application/json', 'content-length': body.length });
    if (spec.auth) headers.authorization = `Bearer ${token}`;
    if (spec.badToken) headers.authorization = 'Bearer not-a-token';
    const req = http.request(origin + spec.path, { method: spec.method, agent: spec.abortAfter ? false : agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
      res.on('error', (err) => resolve({ error: err.code ?? err.message }));
    });
    req.on('error', (err) => resolve({ error: spec.abortAfter ? 'hung up (on purpose)' : (err.code ?? err.message) }));
    if (spec.abortAfter && body) {
      req.write(body.subarray(0, spec.abortAfter), () => setTimeout(() => req.destroy(), 50));
    } else req.end(body ?? undefined);
  });
}

async function jsonCall(origin, path, body, token) {
  const res = await fetch(`${origin}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const payload = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${payload.message}`);
  return payload;
}

/** Waits until the server has worked off any backlog (health answers within 50 ms). */
async function settle(origin) {
  for (let i = 0; i < 600; i++) {
    const t0 = performance.now();
    await fetch(`${origin}/api/v1/health`);
    if (performance.now() - t0 < 50) return;
  }
}

const fixtures = await makeFixtures();
const server = await startServer({ databaseUrl, admin });
const pid = server.child.pid;
const { origin } = server;
const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
let failed = false;
try {
  await restAndSettle(pid, 5000);
  const boot = await snapshot(server.child);
  const token = (await jsonCall(origin, '/auth/login', { Email: admin.email, Password: admin.password })).Token;
  const rnd = seededRandom(seed);
  const catalogue = [];
  for (let i = 0; i < CATALOGUE_SIZE; i++) {
    const saved = await jsonCall(origin, '/product/save', productBody(i, fixtures.images[i % fixtures.images.length]), token);
    catalogue.push({ id: saved.data._id, image: saved.data.ProductImages });
  }
  const ctx = { rnd, fixtures, catalogue };
  console.error(`  signed in, ${CATALOGUE_SIZE} products made; warming up`);
  // Warm-up: every kind of request a few times, so caches, JIT and pools are filled before the start figure.
  for (let i = 0; i < 200; i++) await send(agent, origin, token, hostileRequest(ctx, i));
  await settle(origin);
  console.error('  warmed up; waiting for the start figure');
  await restAndSettle(pid, 5000);
  const start = await snapshot(server.child);

  const counts = new Map();
  const count = (label, outcome) => {
    const row = counts.get(label) ?? new Map();
    row.set(outcome, (row.get(outcome) ?? 0) + 1);
    counts.set(label, row);
  };
  const sampler = peakSampler(pid, 250);
  const began = performance.now();
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < requests && server.child.exitCode === null) {
      const spec = hostileRequest(ctx, next++);
      const answer = await send(agent, origin, token, spec);
      count(spec.label, answer.error ?? answer.status);
      if (spec.slot !== undefined && answer.status === 200)
        catalogue[spec.slot].image = JSON.parse(answer.text).data.ProductImages ?? catalogue[spec.slot].image;
      if (++done % Math.ceil(requests / 10) === 0) {
        console.error(`  ${done}/${requests} requests, RSS ${mib(residentOf(pid).rss)} MiB, ${((performance.now() - began) / 1000).toFixed(0)} s`);
      }
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - began) / 1000;
  const peak = sampler.stop();
  if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}) during the soak`);
  await settle(origin);
  await restAndSettle(pid, restSeconds * 1000);
  const rested = await snapshot(server.child);

  const byClass = { '2xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 };
  const serverErrors = [];
  for (const [label, row] of counts) {
    for (const [outcome, n] of row) {
      const cls = typeof outcome === 'number' ? `${String(outcome)[0]}xx` : 'no answer';
      byClass[cls] = (byClass[cls] ?? 0) + n;
      if (cls === '5xx') serverErrors.push(`${label}: ${n} x ${outcome}`);
    }
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\nsoak on ${server.kind}: ${done} requests, ${inFlight} in flight, ${seconds.toFixed(0)} s (${os.cpus().length} cores, load average ${load})`,
  );
  console.log(
    `answers: ${Object.entries(byClass)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}${serverErrors.length ? ` (5xx: ${serverErrors.join('; ')})` : ''}`,
  );
  console.log(`server's malloc settings: ${mallocSettingsOf(pid) || 'none (glibc defaults)'}`);
  console.log(`rest: ${restSeconds} s idle, then until the RSS moved under 2 % in 10 s\n`);
  const rows = memoryRows(boot, start, peak, rested);
  console.log(`MiB (${server.kind})`.padEnd(28) + ['idle boot', 'start', 'peak', 'after rest'].map((h) => h.padStart(11)).join(''));
  for (const [label, ...values] of rows) console.log(label.padEnd(28) + values.map((v) => mib(v).padStart(11)).join(''));
  console.log('\nper kind of request:');
  for (const [label, row] of [...counts].sort()) console.log(`  ${label.padEnd(22)} ${[...row].map(([o, n]) => `${o}: ${n}`).join(', ')}`);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  agent.destroy();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
