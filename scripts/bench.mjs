#!/usr/bin/env node
/**
 * Load figures of the production build (run `npm run build` first) on a fresh database, in one run:
 * req/s and p99 of a hashed static asset, GET /api/v1/product/list, / and /products at 64 connections
 * (each with its ratio to the static asset), then 1,000 quote submissions at 64 in flight (p50/p99/max,
 * and how many the database holds afterwards), then the timing probes of scripts/bench/probe-timing.mjs (sign-in with an
 * unknown e-mail against a wrong password, a status link's unknown reference against a wrong key: medians), then, with
 * the server stopped, the dashboard at volume of scripts/bench/dashboard.mjs (GET /api/v1/dashboard/summary at 20,000
 * leads, 24,000 quotations and 20,000 orders: median and p95, and each card's share).
 *
 *   node scripts/bench.mjs [--seconds 10] [--connections 64] [--quotes 1000] [--only load|submissions|probes|dashboard] [--database-url postgres://...]
 *                        [--dashboard-leads 20000] [--dashboard-runs 31]
 *                        [--sign-in-samples 20] [--status-samples 50] (timing probes, each side)
 *                        [--server apps/server/dist/server.js] (another build of the server, e.g. one beside src/ to compare)
 *
 * Clients ask for `br, gzip` like a browser. The machine's other load shows in the figures: compare
 * ratios from one run rather than absolute numbers from different runs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchDashboard } from './bench/dashboard.mjs';
import { printProbeTimings, probeTimings } from './bench/probe-timing.mjs';
import { submitQuotes } from './bench/submissions.mjs';
import { option } from './lib/cli.mjs';
import { BENCH_ADMIN as admin, freePort, serverEnv, waitUntilHealthy } from './lib/local-server.mjs';

const seconds = Number(option('seconds', '10'));
const connections = Number(option('connections', '64'));
const quotes = Number(option('quotes', '1000'));
const databaseUrl = option('database-url', '');
const only = option('only', '');
const serverEntry = option('server', 'apps/server/dist/server.js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dashboard = () =>
  benchDashboard({
    serverEntry: path.resolve(root, serverEntry),
    databaseUrl,
    leads: Number(option('dashboard-leads', '20000')),
    runs: Number(option('dashboard-runs', '31')),
  });
if (only === 'dashboard') {
  await dashboard();
  process.exit(0);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-bench-'));
const child = spawn(process.execPath, [path.resolve(root, serverEntry)], {
  env: serverEnv({
    port,
    dataDir,
    databaseUrl,
    admin,
    SUBMIT_RATE_LIMIT: '1000000',
    LOGIN_RATE_LIMIT: '1000000',
    SMTP_URL: '',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  }),
  stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
});
const origin = `http://127.0.0.1:${port}`;

try {
  await waitUntilHealthy(origin, child);
  async function firstScript() {
    const home = await (await fetch(`${origin}/`)).text();
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    if (!asset) throw new Error('no hashed script found in the home page');
    return asset;
  }
  /** Waits until the server has worked off the previous phase's backlog (health answers within 50 ms). */
  async function settle() {
    for (let i = 0; i < 600; i++) {
      const t0 = performance.now();
      await fetch(`${origin}/api/v1/health`);
      if (performance.now() - t0 < 50) return;
    }
  }
  const targets =
    only === 'submissions' || only === 'probes'
      ? []
      : [
          ['static asset', await firstScript()],
          ['GET /api/v1/product/list', '/api/v1/product/list'],
          ['GET /', '/'],
          ['GET /products', '/products'],
        ];
  const rows = [];
  for (const [label, url] of targets) {
    await settle();
    // A short warm-up so the first cache fill and JIT are not in the figures.
    await autocannon({ url: origin + url, connections: 8, duration: 1, headers: { 'accept-encoding': 'br, gzip' } });
    const result = await autocannon({ url: origin + url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
    const non2xx = result.non2xx + result.errors + result.timeouts;
    rows.push({ label, rps: result.requests.average, p99: result.latency.p99, non2xx });
  }
  const base = rows[0]?.rps;
  if (rows.length)
    console.log(
      `\n${connections} connections, ${seconds} s each (${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
  if (rows.length) console.log('target                       req/s    ratio   p99 ms   errors');
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(28)} ${r.rps.toFixed(0).padStart(6)}  ${((r.rps / base) * 100).toFixed(0).padStart(5)} %  ${String(r.p99).padStart(7)}  ${String(r.non2xx).padStart(7)}`,
    );
  }

  if (only === '' || only === 'submissions') {
    await settle();
    const sub = await submitQuotes({ origin, count: quotes, inFlight: connections, admin });
    console.log(`\n${quotes} quote submissions, ${connections} in flight (each with a 20 KB PDF drawing)`);
    console.log(
      `  created ${sub.created}/${quotes}, stored ${sub.stored}, p50 ${sub.p50} ms, p99 ${sub.p99} ms, max ${sub.max} ms, ` +
        `${sub.rps.toFixed(0)} per second${sub.failures.length ? `, failures: ${sub.failures.slice(0, 3).join('; ')}` : ''}`,
    );
  }

  if (only === '' || only === 'probes') {
    await settle();
    const signInSamples = Number(option('sign-in-samples', '20'));
    const statusSamples = Number(option('status-samples', '50'));
    printProbeTimings(await probeTimings({ origin, admin, signInSamples, statusSamples }));
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Last, with the server stopped: nothing else runs while the dashboard is timed.
if (only === '') await dashboard();
