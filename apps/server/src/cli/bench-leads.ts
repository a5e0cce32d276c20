/**
 * Lead desk benchmark: seeds 100,000 quotes and inquiries into a fresh database and prints the server time
 * (app.inject, no network) of paged lists, searches, filters, the dashboard and the CSV export.
 *
 *   npm run bench:leads -- [--records 100000] [--runs 15] [--database-url postgres://...] [--without-indexes]
 *
 * Without --database-url it uses a fresh in-memory PGlite. With it, a throwaway database is created on that
 * server and dropped afterwards. --without-indexes drops this indexes first (the "before" figures).
 */
import { sql } from 'drizzle-orm';
import { buildRecordRow, insertRecordRows, type NewRecordRow } from '../db/record-factory.js';
import { adminHeaders, benchOptions, runBench, secondsSince, timeCases, timeOnce, type BenchCase } from './bench-setup.js';

const options = benchOptions('records', 100_000, ['without-indexes']);
const total = options.count;
const withoutIndexes = options.flags['without-indexes'];
const NEW_INDEXES = ['records_kind_status_created_idx', 'records_created_idx', 'records_search_trgm_idx'];

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

await runBench(options, {}, async ({ app, db, label }) => {
  if (withoutIndexes) for (const index of NEW_INDEXES) await db.execute(sql.raw(`drop index if exists ${index}`));
  const seedStart = performance.now();
  const rows = leadRows(total);
  for (let i = 0; i < rows.length; i += 10_000) await insertRecordRows(db, rows.slice(i, i + 10_000));
  await db.execute(sql`analyze`);
  console.log(
    `${label}: seeded ${total.toLocaleString('en-GB')} records ${secondsSince(seedStart)}${withoutIndexes ? ' (without the new indexes)' : ''}`,
  );

  const headers = await adminHeaders(app);
  const probe = rows[Math.floor(total * 0.37)]!;
  const cases: BenchCase[] = [
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
  await timeCases(app, headers, options.runs, cases);

  console.log(`\nwhole quote list, no page (the old call): ${await timeOnce(app, headers, 'POST', '/api/v1/quote/list', {})}`);
  console.log(`CSV export of every quote: ${await timeOnce(app, headers, 'GET', '/api/v1/quote/export')}`);
});
