/**
 * Quotation list benchmark (issue 33): seeds leads and one quotation each (every fifth with a revision) into
 * a fresh database and prints the server time (app.inject, no network) of list pages, searches, filters, the
 * dashboard and the CSV export.
 *
 *   npm run bench:quotations -- [--quotations 20000] [--runs 15] [--database-url postgres://...]
 *
 * Without --database-url it uses a fresh in-memory PGlite. With it, a throwaway database is created on that
 * server and dropped afterwards.
 */
import {
  RATE_TABLES_SEED,
  SEEDED_GST_RATES,
  QUOTATION_SOURCES,
  QUOTATION_STATES,
  QUOTATION_UNITS,
  quotationSaveBody,
  type QuotationSaveBody,
} from '@rp/contract';
import { sql } from 'drizzle-orm';
import { buildRecordRow, insertRecordRows } from '../db/record-factory.js';
import { quotations, records, type NewQuotationRow } from '../db/schema.js';
import { formatDocumentNumber, revisionNumber } from '../modules/documents/index.js';
import { totalsColumns, totalsOf } from '../modules/quotation-lines/index.js';
import { adminHeaders, benchOptions, runBench, secondsSince, timeCases, timeOnce, type BenchCase } from './bench-setup.js';
import { storedLines } from '../modules/estimates/index.js';

const options = benchOptions('quotations', 20_000);
const total = options.count;
const COMPANIES = ['Saurashtra Pumps', 'Gujarat Gears', 'Kathiawar Motors', 'Narmada Textiles', 'Deccan Tractors', 'Konkan Valves'];
const PLACES = ['24', '24', '27', '29', '33', '96'] as const;

/** A save body with 1 to 8 lines, parsed by the contract as the API would. */
function body(n: number): QuotationSaveBody {
  const company = `${COMPANIES[n % COMPANIES.length]} ${n}`;
  return {
    Buyer: {
      Company: company,
      Contact: `Buyer ${n}`,
      Email: `buyer.${n}@example.in`,
      BillingAddress: `Plot ${n}, GIDC\nRajkot`,
      PlaceOfSupply: PLACES[n % PLACES.length]!,
    },
    Lines: Array.from({ length: 1 + (n % 8) }, (_, i) => ({
      Description: `Part ${n}-${i}, EN8, turned and ground`,
      HSN: '8483',
      Quantity: 10 + ((n * 7 + i) % 990),
      Unit: QUOTATION_UNITS[i % QUOTATION_UNITS.length]!,
      UnitPrice: 12.5 + ((n + i) % 4000),
      DiscountPercent: (n % 4) * 2.5,
      GstRate: SEEDED_GST_RATES[(n + i) % SEEDED_GST_RATES.length]!,
    })),
    Charges: n % 3 ? [{ Kind: 'Freight', Amount: 750, GstRate: 18 }] : [],
  };
}

/** Three years of quotations, oldest first; states spread over all but Draft-heavy recent ones. */
function quotationRows(leadIds: string[]): NewQuotationRow[] {
  const span = 3 * 365 * 86_400_000;
  const start = Date.now() - span;
  const rows: NewQuotationRow[] = [];
  leadIds.forEach((recordId, n) => {
    const parsed = quotationSaveBody.parse(body(n));
    const content = {
      buyer: parsed.Buyer,
      lines: storedLines(parsed.Lines, RATE_TABLES_SEED),
      charges: parsed.Charges,
      companyStateCode: '24',
      supplierRegistration: 'Regular' as const,
      currency: 'INR' as const,
    };
    const createdAt = new Date(start + Math.floor((n / leadIds.length) * span));
    const base = formatDocumentNumber('quotation', 2000 + Math.floor(n / 99_999), (n % 99_999) + 1);
    const revisions = n % 5 === 0 ? 2 : 1;
    for (let revision = 0; revision < revisions; revision++) {
      const last = revision === revisions - 1;
      const state = last ? QUOTATION_STATES[n % QUOTATION_STATES.length]! : 'Superseded';
      const sent = state !== 'Draft';
      rows.push({
        numberBase: base,
        revision,
        number: revisionNumber(base, revision),
        state: state === 'Superseded' && last ? 'Sent' : state,
        recordId,
        source: QUOTATION_SOURCES[n % QUOTATION_SOURCES.length]!,
        ...content,
        ...totalsColumns(totalsOf(content)),
        validUntil: sent ? new Date(createdAt.getTime() + 30 * 86_400_000).toISOString().slice(0, 10) : null,
        sentAt: sent ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
  return rows;
}

await runBench(options, {}, async ({ app, db, label }) => {
  const seedStart = performance.now();
  const leads = Array.from({ length: total }, (_, n) => buildRecordRow('quote', n, { status: 'In Progress' }));
  await insertRecordRows(db, leads);
  const leadIds = (await db.select({ id: records.id }).from(records).orderBy(records.reference)).map((r) => r.id);
  const rows = quotationRows(leadIds);
  for (let i = 0; i < rows.length; i += 500) await db.insert(quotations).values(rows.slice(i, i + 500));
  await db.execute(sql`analyze`);
  console.log(
    `${label}: seeded ${total.toLocaleString('en-GB')} leads and ${rows.length.toLocaleString('en-GB')} quotation rows (with revisions) ${secondsSince(seedStart)}`,
  );

  const headers = await adminHeaders(app);
  const probe = rows[Math.floor(rows.length * 0.37)]!;
  const [someId] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(sql`${quotations.revision} = 1`)
    .limit(1);
  const cases: BenchCase[] = [
    ['page 1 (50, newest)', 'POST', '/api/v1/quotation/list', { page: 1 }],
    ['page 400 (deep offset)', 'POST', '/api/v1/quotation/list', { page: 400 }],
    ['state Sent + Viewed', 'POST', '/api/v1/quotation/list', { page: 1, state: ['Sent', 'Viewed'] }],
    ['source Phone', 'POST', '/api/v1/quotation/list', { page: 1, source: ['Phone'] }],
    ['date range (one month)', 'POST', '/api/v1/quotation/list', { page: 1, from: '2026-01-01', to: '2026-01-31' }],
    ['search common company "pumps"', 'POST', '/api/v1/quotation/list', { page: 1, search: 'pumps' }],
    ['search one number', 'POST', '/api/v1/quotation/list', { page: 1, search: probe.number }],
    ['search one e-mail', 'POST', '/api/v1/quotation/list', { page: 1, search: probe.buyer.Email }],
    [
      'search + state + dates',
      'POST',
      '/api/v1/quotation/list',
      { page: 1, search: 'gears', state: ['Accepted'], from: '2025-01-01', to: '2025-12-31' },
    ],
    ['getByID (with revisions)', 'POST', '/api/v1/quotation/getByID', { _id: someId!.id }],
    ['dashboard summary', 'GET', '/api/v1/dashboard/summary', undefined],
  ];
  await timeCases(app, headers, options.runs, cases);

  console.log(`\nCSV export of every quotation: ${await timeOnce(app, headers, 'GET', '/api/v1/quotation/export')}`);
});
