/**
 * Orders benchmark (issue 34): seeds leads, an accepted quotation each and its order (lines, dispatches for
 * the dispatched ones, stages and promised dates spread so some are Late, half assigned) into a fresh
 * database and prints the server time (app.inject, no network) of list pages, searches, the Late filter,
 * getByID, the dashboard and the CSV export.
 *
 *   npm run bench:orders -- [--orders 20000] [--runs 15] [--database-url postgres://...]
 *
 * Without --database-url it uses a fresh in-memory PGlite. With it, a throwaway database is created on that
 * server and dropped afterwards.
 */
import { SEEDED_GST_RATES, indiaDay, ORDER_STAGES, type QuotationSaveBody } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { buildRecordRow, insertRecordRows } from '../db/record-factory.js';
import { admins, orderLines, orders, quotations, records, type NewOrderRow, type NewQuotationRow } from '../db/schema.js';

import { addDays } from '../lib/days.js';
import { formatDocumentNumber } from '../modules/documents/index.js';
import { totalsColumns, totalsOf } from '../modules/quotation-lines/index.js';
import { adminHeaders, benchOptions, benchQuotationContent, runBench, secondsSince, timeCases, timeOnce, type BenchCase } from './bench-setup.js';

const options = benchOptions('orders', 20_000);
const total = options.count;
const COMPANIES = ['Saurashtra Pumps', 'Gujarat Gears', 'Kathiawar Motors', 'Narmada Textiles', 'Deccan Tractors', 'Konkan Valves'];
const DAY_MS = 86_400_000;

/** A save body with 1 to 6 lines, parsed by the contract as the API would. */
function body(n: number): QuotationSaveBody {
  return {
    Buyer: {
      Company: `${COMPANIES[n % COMPANIES.length]} ${n}`,
      Contact: `Buyer ${n}`,
      Email: `buyer.${n}@example.in`,
      BillingAddress: 'Rajkot',
      PlaceOfSupply: '24',
    },
    Lines: Array.from({ length: 1 + (n % 6) }, (_, i) => ({
      Description: `Part ${n}-${i}, EN8, turned and ground`,
      HSN: '8483',
      Quantity: 10 + ((n * 7 + i) % 990),
      Unit: 'Nos',
      UnitPrice: 12.5 + ((n + i) % 4000),
      GstRate: SEEDED_GST_RATES[(n + i) % SEEDED_GST_RATES.length]!,
      LeadTime: `${2 + (n % 6)} weeks`,
    })),
  };
}

// The late mail's schedule stays out of the timings.
await runBench(options, { orderLate: { everyMs: 24 * 60 * 60_000 } }, async ({ app, db, label }) => {
  const seedStart = performance.now();
  await insertRecordRows(
    db,
    Array.from({ length: total }, (_, n) => buildRecordRow('quote', n, { status: 'Done' })),
  );
  const leadIds = (await db.select({ id: records.id }).from(records).orderBy(records.reference)).map((r) => r.id);
  const [admin] = await db.select({ id: admins.id }).from(admins).limit(1);
  // Two years of orders, oldest first, the newest still in production (about a tenth of them Late).
  const span = 2 * 365 * DAY_MS;
  const start = Date.now() - span;
  const today = indiaDay();
  for (let from = 0; from < total; from += 500) {
    const chunk = leadIds.slice(from, from + 500);
    const quotationRows: NewQuotationRow[] = chunk.map((recordId, i) => {
      const n = from + i;
      const content = benchQuotationContent(body(n));
      const createdAt = new Date(start + Math.floor((n / total) * span));
      const number = formatDocumentNumber('quotation', 2000 + Math.floor(n / 99_999), (n % 99_999) + 1);
      return {
        numberBase: number,
        number,
        state: 'Accepted',
        recordId,
        source: 'Website',
        ...content,
        ...totalsColumns(totalsOf(content)),
        sentAt: createdAt,
        acceptedAt: createdAt,
        poNumber: `PO/${n}`,
        createdAt,
        updatedAt: createdAt,
      };
    });
    const saved = await db.insert(quotations).values(quotationRows).returning();
    const orderRows: NewOrderRow[] = saved.map((q, i) => {
      const n = from + i;
      const computed = totalsOf(q);
      const recent = n > total * 0.85;
      const stage = recent ? ORDER_STAGES[n % 5]! : n % 50 === 0 ? 'Cancelled' : n % 7 === 0 ? 'Dispatched' : 'Delivered';
      const promisedDate = recent ? addDays(today, (n % 40) - 12) : addDays(indiaDay(q.acceptedAt!), 28);
      const number = formatDocumentNumber('order', 2000 + Math.floor(n / 99_999), (n % 99_999) + 1);
      const dispatchedAt = stage === 'Dispatched' || stage === 'Delivered' ? new Date(q.acceptedAt!.getTime() + 25 * DAY_MS) : null;
      return {
        number,
        quotationId: q.id,
        quotationNumber: q.number,
        recordId: q.recordId,
        stage,
        promisedDate,
        assignedTo: n % 2 ? admin!.id : null,
        poNumber: q.poNumber,
        buyer: q.buyer,
        charges: q.charges,
        totals: computed,
        companyStateCode: '24',
        taxablePaise: computed.Totals.Taxable,
        grandTotalPaise: computed.Totals.GrandTotal,
        acceptedAt: q.acceptedAt!,
        acceptedByName: 'Buyer',
        dispatchedAt,
        lateNotifiedAt: q.acceptedAt,
        createdAt: q.acceptedAt!,
        updatedAt: q.acceptedAt!,
      };
    });
    const made = await db.insert(orders).values(orderRows).returning({ id: orders.id, stage: orders.stage });
    const lines = made.flatMap((o, i) =>
      saved[i]!.lines.map((line, position) => ({
        orderId: o.id,
        position,
        line,
        quantityThousandths: line.QuantityThousandths,
        dispatchedThousandths: o.stage === 'Dispatched' || o.stage === 'Delivered' ? line.QuantityThousandths : 0,
        taxablePaise: 0,
      })),
    );
    await db.insert(orderLines).values(lines);
  }
  await db.execute(sql`analyze`);
  console.log(`${label}: seeded ${total.toLocaleString('en-GB')} leads, accepted quotations and orders ${secondsSince(seedStart)}`);

  const headers = await adminHeaders(app);
  const [probe] = await db
    .select({ id: orders.id, number: orders.number, po: orders.poNumber })
    .from(orders)
    .where(sql`${orders.number} like '%-1234%'`)
    .limit(1);

  const cases: BenchCase[] = [
    ['page 1 (50, newest)', 'POST', '/api/v1/order/list', { page: 1 }],
    ['page 300 (deep offset)', 'POST', '/api/v1/order/list', { page: 300 }],
    ['Late only', 'POST', '/api/v1/order/list', { page: 1, late: true }],
    ['Late, by promised date', 'POST', '/api/v1/order/list', { page: 1, late: true, sort: 'promised' }],
    ['stage Machining + Inspection', 'POST', '/api/v1/order/list', { page: 1, stage: ['Machining', 'Inspection'] }],
    ['assigned to me, in production', 'POST', '/api/v1/order/list', { page: 1, assigned: 'me', stage: ['Confirmed', 'Machining'] }],
    ['date range (one month)', 'POST', '/api/v1/order/list', { page: 1, from: '2026-01-01', to: '2026-01-31' }],
    ['search common company "pumps"', 'POST', '/api/v1/order/list', { page: 1, search: 'pumps' }],
    ['search one order number', 'POST', '/api/v1/order/list', { page: 1, search: probe!.number }],
    ['search one PO number', 'POST', '/api/v1/order/list', { page: 1, search: probe!.po }],
    ['getByID', 'POST', '/api/v1/order/getByID', { _id: probe!.id }],
    ['dashboard summary', 'GET', '/api/v1/dashboard/summary', undefined],
  ];
  await timeCases(app, headers, options.runs, cases);

  console.log(`\nCSV export of every order: ${await timeOnce(app, headers, 'GET', '/api/v1/order/export')}`);
});
