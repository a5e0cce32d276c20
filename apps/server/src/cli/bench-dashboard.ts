/**
 * Dashboard benchmark (issue 45): seeds 20,000 leads, 24,000 quotation rows and 20,000 orders with their lines
 * and dispatches (bench-dashboard-seed.ts) into a fresh database, then prints the server time (app.inject, no
 * network) of GET /dashboard/summary and, to see which card costs what, of each card's figures called alone.
 *
 *   npm run bench:dashboard -- [--leads 20000] [--runs 31] [--database-url postgres://...]
 *
 * Without --database-url it uses a fresh in-memory PGlite. With it, a throwaway database is created on that
 * server and dropped afterwards. `npm run bench` runs it as its dashboard phase (on the built copy in dist/).
 * Target (issue 45): median under 150 ms on PGlite, under 50 ms on PostgreSQL.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { getBackupStatus } from '../modules/backups/index.js';
import { leadSources } from '../modules/dashboard/index.js';
import { orderFigures, paymentFigures } from '../modules/dashboard/index.js';
import { quotationFigures } from '../modules/dashboard/index.js';
import { getSummary } from '../modules/dashboard/index.js';
import { seedDashboardData } from './bench-dashboard-seed.js';
import { adminHeaders, benchOptions, runBench, secondsSince } from './bench-setup.js';

const options = benchOptions('leads', 20_000, [], 31);
const runs = options.runs;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/**
 * Median and p95 of `runs` calls of `call`, after two warm-up calls (JIT, plan cache), and the median CPU time
 * of this process per call: on PGlite that is the database's work too, and it moves less than the wall time
 * when other processes share the cores (on PostgreSQL the server's own CPU is not in it).
 */
async function timed(call: () => Promise<unknown>): Promise<{ median: number; p95: number; cpu: number }> {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await call();
    const used = process.cpuUsage(c0);
    if (i >= 2) times.push(performance.now() - t0);
    if (i >= 2) cpu.push((used.user + used.system) / 1000);
  }
  return { median: median(times), p95: p95(times), cpu: median(cpu) };
}

await runBench(options, { orderLate: { everyMs: 24 * 60 * 60_000 } }, async ({ app, db, label }) => {
  const seedStart = performance.now();
  const seeded = await seedDashboardData(db, options.count);
  await db.execute(sql`analyze`);
  const n = (x: number) => x.toLocaleString('en-GB');
  console.log(
    `${label}: seeded ${n(seeded.leads)} leads, ${n(seeded.quotations)} quotation rows, ${n(seeded.orders)} orders ` +
      `(${n(seeded.dispatches)} dispatches, ${n(seeded.proformas)} proformas, ${n(seeded.payments)} payments) ${secondsSince(seedStart)}`,
  );

  const headers = await adminHeaders(app);
  const summary = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers });
    if (res.statusCode !== 200) throw new Error(`dashboard summary: ${res.statusCode} ${res.body}`);
  };
  const backupEveryHours = loadConfig({}).backupEveryHours;
  const cases: [string, () => Promise<unknown>][] = [
    ['GET /api/v1/dashboard/summary', summary],
    ['  lead counts and backup (service.ts)', () => getSummary(app.db, backupEveryHours)],
    ['  of which the backup status', () => getBackupStatus(app.db, backupEveryHours, new Date())],
    ['  quotation figures', () => quotationFigures(app.db)],
    ['  order figures', () => orderFigures(app.db)],
    ['  advance and payment figures', () => paymentFigures(app.db)],
    ['  lead sources (30 and 90 days)', () => leadSources(app.db)],
  ];
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`\nserver time over ${runs} runs (ms; ${os.cpus().length} cores, load average ${load})   median     p95   CPU median`);
  for (const [name, call] of cases) {
    const t = await timed(call);
    console.log(`${name.padEnd(40)} ${t.median.toFixed(1).padStart(7)} ${t.p95.toFixed(1).padStart(7)} ${t.cpu.toFixed(1).padStart(9)}`);
  }
  console.log('target (issue 45): the summary under 150 ms on PGlite, under 50 ms on PostgreSQL');
});
