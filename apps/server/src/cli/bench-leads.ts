/**
 * Lead desk benchmark: seeds 100,000 quotes and inquiries into a fresh database and prints the server time
 * (app.inject, no network) of paged lists, searches, filters, the dashboard and the CSV export.
 *
 *   npm run bench:leads -- [--records 100000] [--runs 15] [--database-url postgres://...] [--without-indexes]
 *
 * Without --database-url it uses a fresh in-memory PGlite. With it, a throwaway database is created on that
 * server and dropped afterwards. --without-indexes drops this indexes first (the "before" figures).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { buildRecordRow, insertRecordRows, type NewRecordRow } from '../db/record-factory.js';

const { values: args } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '15' },
    'database-url': { type: 'string' },
    'without-indexes': { type: 'boolean', default: false },
  },
});
const total = Number(args.records);
const runs = Number(args.runs);
const ADMIN = { email: 'bench@example.in', password: 'Bench-Password-2026!' };
const NEW_INDEXES = ['records_kind_status_created_idx', 'records_created_idx', 'records_search_trgm_idx'];

async function openTarget(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const serverUrl = args['database-url'];
  if (!serverUrl) return { database: await openDatabase({ pgliteDir: 'memory://' }), label: 'PGlite (in memory)', drop: async () => {} };
  const name = `rp_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    label: `PostgreSQL (${url.host})`,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const STATUSES = ['New', 'Pending', 'In Progress', 'Closed', 'Done', 'Resolved'];
/** Three years of leads, newest last; about one in twelve still New. */
function leadRows(count: number): NewRecordRow[] {
  const span = 3 * 365 * 86_400_000;
  const start = Date.now() - span;
  return Array.from({ length: count }, (_, n) => {
    const kind = n % 2 ? 'inquiry' : 'quote';
    const status = n % 12 === 0 ? 'New' : STATUSES[1 + (n % 5)]!;
    return buildRecordRow(kind, n, {
      status: kind === 'quote' && status === 'Done' ? 'Closed' : status,
      createdAt: new Date(start + Math.floor((n / count) * span)),
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

const target = await openTarget();
const app = await buildApp({
  config: { ...loadConfig({}), adminEmail: ADMIN.email, adminPassword: ADMIN.password, loginRateLimit: 1e6 },
  database: target.database,
  seed: false,
});
await app.ready();
try {
  const db = target.database.db;
  if (args['without-indexes']) for (const index of NEW_INDEXES) await db.execute(sql.raw(`drop index if exists ${index}`));
  const seedStart = performance.now();
  const rows = leadRows(total);
  for (let i = 0; i < rows.length; i += 10_000) await insertRecordRows(db, rows.slice(i, i + 10_000));
  await db.execute(sql`analyze`);
  console.log(
    `${target.label}: seeded ${total.toLocaleString('en-GB')} records in ${((performance.now() - seedStart) / 1000).toFixed(1)} s${args['without-indexes'] ? ' (without the new indexes)' : ''}`,
  );

  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { Email: ADMIN.email, Password: ADMIN.password, RoleType: 'admin' },
  });
  const headers = { authorization: `Bearer ${login.json<{ Token: string }>().Token}` };
  const probe = rows[Math.floor(total * 0.37)]!;

  const cases: [string, 'GET' | 'POST', string, object | undefined][] = [
    ['quotes page 1 (50, newest)', 'POST', '/api/v1/quote/list', { page: 1 }],
    ['quotes page 400 (deep offset)', 'POST', '/api/v1/quote/list', { page: 400 }],
    ['status New + Pending', 'POST', '/api/v1/quote/list', { page: 1, status: ['New', 'Pending'] }],
    ['date range (one month)', 'POST', '/api/v1/quote/list', { page: 1, from: '2026-01-01', to: '2026-01-31' }],
    ['overdue only', 'POST', '/api/v1/quote/list', { page: 1, overdue: true }],
    ['search common name "patel"', 'POST', '/api/v1/quote/list', { page: 1, search: 'patel' }],
    ['search one e-mail', 'POST', '/api/v1/quote/list', { page: 1, search: probe.email }],
    ['search one reference', 'POST', '/api/v1/quote/list', { page: 1, search: probe.reference }],
    [
      'search + status + dates',
      'POST',
      '/api/v1/quote/list',
      { page: 1, search: 'pumps', status: ['Pending', 'Closed'], from: '2025-01-01', to: '2025-12-31' },
    ],
    ['search 2 letters "pa"', 'POST', '/api/v1/inquery/list', { page: 1, search: 'pa' }],
    ['dashboard summary', 'GET', '/api/v1/dashboard/summary', undefined],
  ];
  console.log(`\nserver time over ${runs} runs (ms)      median     p95   rows/total`);
  for (const [name, method, url, payload] of cases) {
    const times: number[] = [];
    let shape = '';
    // Two warm-up calls (JIT, plan cache) are not counted.
    for (let i = 0; i < runs + 2; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (i >= 2) times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      const body = res.json<{ data: unknown; total?: number }>();
      shape = Array.isArray(body.data) ? `${body.data.length}/${body.total ?? ''}` : '';
    }
    console.log(`${name.padEnd(36)} ${median(times).toFixed(1).padStart(7)} ${p95(times).toFixed(1).padStart(7)}   ${shape}`);
  }

  let t0 = performance.now();
  const whole = await app.inject({ method: 'POST', url: '/api/v1/quote/list', headers, payload: {} });
  console.log(
    `\nwhole quote list, no page (the old call): ${(performance.now() - t0).toFixed(0)} ms, ${(whole.rawPayload.length / 1048576).toFixed(1)} MiB`,
  );
  t0 = performance.now();
  const csv = await app.inject({ method: 'GET', url: '/api/v1/quote/export', headers });
  console.log(`CSV export of every quote: ${(performance.now() - t0).toFixed(0)} ms, ${(csv.rawPayload.length / 1048576).toFixed(1)} MiB`);
} finally {
  await app.close(); // closes the database too
  await target.drop();
}
