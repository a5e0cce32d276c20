/**
 * Buyers benchmark (issue 46): seeds 20,000 leads with their quotations and orders sent by 5,000 buyers
 * (bench-buyers-seed.ts) into a fresh database, times the linking pass over them (nothing linked yet, as after the
 * upgrade), then the server time (app.inject, no network) of the buyer list's first page, a search, and the buyer
 * screen of the buyer with the most documents.
 *
 *   npm run bench:buyers -- [--leads 20000] [--buyers 5000] [--runs 31] [--database-url postgres://...]
 *
 * Without --database-url it uses a fresh in-memory PGlite. With it, a throwaway database is created on that
 * server and dropped afterwards. Target (issue 46): p95 under 100 ms on PostgreSQL.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { API_BASE } from '@rp/contract';
import { rowsOf } from '../db/client.js';
import { linkUnlinkedDocuments } from '../modules/buyers/index.js';
import { seedBuyerData } from './bench-buyers-seed.js';
import { adminHeaders, benchOptions, runBench, secondsSince } from './bench-setup.js';

// --buyers is this script's own; benchOptions reads the rest (and refuses what it does not know).
const at = process.argv.indexOf('--buyers');
const buyerCount = at > 0 ? Number(process.argv.splice(at, 2)[1]) : 5000;
const options = benchOptions('leads', 20_000, [], 31);
const runs = options.runs;

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * q) - 1)]!;

/** Median and p95 of `runs` calls, after two warm-up calls (JIT, plan cache). */
async function timed(call: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    await call();
    if (i >= 2) times.push(performance.now() - t0);
  }
  return { median: p(times, 0.5), p95: p(times, 0.95) };
}

await runBench(options, {}, async ({ app, db, label }) => {
  const n = (x: number) => x.toLocaleString('en-GB');
  const seedStart = performance.now();
  const seeded = await seedBuyerData(db, options.count, buyerCount);
  await db.execute(sql`analyze`);
  console.log(
    `${label}: seeded ${n(seeded.leads)} leads, ${n(seeded.quotations)} quotation rows, ${n(seeded.orders)} orders, ` +
      `${n(seeded.payments)} payments for ${n(buyerCount)} buyers ${secondsSince(seedStart)}`,
  );
  const linkStart = performance.now();
  const linked = await linkUnlinkedDocuments(db);
  const linkMs = performance.now() - linkStart;
  const again = performance.now();
  const second = await linkUnlinkedDocuments(db);
  const [{ buyers } = { buyers: 0 }] = rowsOf<{ buyers: number }>(await db.execute(sql`select count(*)::int as buyers from buyers`));
  console.log(
    `linking pass: ${n(linked.linked)} documents, ${n(linked.buyersCreated)} buyers made (${n(buyers)} in all) in ${linked.batches} batches, ` +
      `${(linkMs / 1000).toFixed(1)} s; second run ${n(second.linked)} linked in ${Math.round(performance.now() - again)} ms`,
  );
  await db.execute(sql`analyze`);

  const [busiest] = rowsOf<{ id: string; documents: number }>(
    await db.execute(sql`select buyer_id as id, count(*)::int as documents from (
        select buyer_id from records union all select buyer_id from quotations union all select buyer_id from orders) d
      group by buyer_id order by count(*) desc limit 1`),
  );
  const headers = await adminHeaders(app);
  const post = (url: string, payload: object) => async () => {
    const res = await app.inject({ method: 'POST', url: `${API_BASE}${url}`, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const cases: [string, () => Promise<unknown>][] = [
    ['POST /buyer/list (first page of 50)', post('/buyer/list', { page: 1, pageSize: 50 })],
    ['POST /buyer/list (page 40)', post('/buyer/list', { page: 40, pageSize: 50 })],
    ["POST /buyer/list search 'buyer 123'", post('/buyer/list', { search: 'buyer 123' })],
    ["POST /buyer/list search 'purchase.4242@'", post('/buyer/list', { search: 'purchase.4242@' })],
    ['POST /buyer/list search GSTIN', post('/buyer/list', { search: '24AAACB0042' })],
    [`POST /buyer/getByID (${busiest!.documents} documents)`, post('/buyer/getByID', { _id: busiest!.id })],
  ];
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`\nserver time over ${runs} runs (ms; ${os.cpus().length} cores, load average ${load})   median     p95`);
  for (const [name, call] of cases) {
    const t = await timed(call);
    console.log(`${name.padEnd(45)} ${t.median.toFixed(1).padStart(7)} ${t.p95.toFixed(1).padStart(7)}`);
  }
  console.log('target (issue 46): p95 under 100 ms on PostgreSQL');
});
