/**
 * Buyer's desk benchmark (issue 49): one buyer address with 500 documents (200 requests, 200 sent quotations
 * of which 100 accepted, 100 orders of 1 to 6 lines with drawing numbers), among other buyers' leads, quotations
 * and orders (--others, default 20,000), and the server time (app.inject, no network) of GET /account/summary
 * with the buyer's session cookie: the first page, the second, and searches by drawing and PO number.
 *
 *   npm run bench:account -- [--others 20000] [--runs 30] [--database-url postgres://...]
 */
import { BUYER_ACCOUNT, indiaDay, type QuotationSaveBody } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { buildRecordRow, insertRecordRows } from '../db/record-factory.js';
import { orderLines, orders, quotations, records, type NewOrderRow, type NewQuotationRow } from '../db/schema.js';
import { addDays } from '../lib/days.js';
import { createBuyerSession } from '../modules/buyer-desk/index.js';
import { formatDocumentNumber } from '../modules/documents/index.js';
import { totalsColumns, totalsOf } from '../modules/quotation-lines/index.js';
import { benchOptions, benchQuotationContent, runBench, secondsSince } from './bench-setup.js';

const options = benchOptions('others', 20_000, [], 30);
const BUYER = 'purchase@saurashtra-pumps.example.in';
const REQUESTS = 200;
const QUOTATIONS = 200;
const ORDERS = 100;
const DAY_MS = 86_400_000;

function body(n: number, email: string): QuotationSaveBody {
  return {
    Buyer: { Company: `Saurashtra Pumps ${n}`, Contact: `Buyer ${n}`, Email: email, BillingAddress: 'Rajkot', PlaceOfSupply: '24' },
    Lines: Array.from({ length: 1 + (n % 6) }, (_, i) => ({
      Description: `Part ${n}-${i}, EN8, turned and ground`,
      DrawingNo: `SP-${n}-${i}`,
      HSN: '8483',
      Quantity: 10 + ((n * 7 + i) % 990),
      Unit: 'Nos',
      UnitPrice: 12.5 + ((n + i) % 4000),
      GstRate: 18,
    })),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

await runBench(options, {}, async ({ app, db, label }) => {
  const seedStart = performance.now();
  const others = options.count;
  const all = others + REQUESTS;
  // The buyer's requests are every (others/REQUESTS)-th lead, spread over two years among the others.
  const mine = (n: number) => n % Math.max(1, Math.floor(all / REQUESTS)) === 0 && n / Math.max(1, Math.floor(all / REQUESTS)) < REQUESTS;
  const span = 2 * 365 * DAY_MS;
  const start = Date.now() - span;
  await insertRecordRows(
    db,
    Array.from({ length: all }, (_, n) =>
      buildRecordRow('quote', n, { status: 'Done', createdAt: new Date(start + Math.floor((n / all) * span)), ...(mine(n) ? { email: BUYER } : {}) }),
    ),
  );
  const leads = await db.select({ id: records.id, email: records.email, createdAt: records.createdAt }).from(records).orderBy(records.reference);
  const own = leads.filter((l) => l.email === BUYER);
  // A quotation on each of the buyer's requests and on as many other leads; half of the buyer's accepted, with an order.
  const quoted = [
    ...own.slice(0, QUOTATIONS).map((l) => ({ lead: l, email: BUYER })),
    ...leads
      .filter((l) => l.email !== BUYER)
      .slice(0, Math.min(others, 2000))
      .map((l) => ({ lead: l, email: l.email })),
  ];
  for (let from = 0; from < quoted.length; from += 500) {
    const chunk = quoted.slice(from, from + 500);
    const rows: NewQuotationRow[] = chunk.map(({ lead, email }, i) => {
      const n = from + i;
      const content = benchQuotationContent(body(n, email));
      const number = formatDocumentNumber('quotation', 2000 + Math.floor(n / 99_999), (n % 99_999) + 1);
      const accepted = n % 2 === 0 && n < 2 * ORDERS;
      return {
        numberBase: number,
        number,
        state: accepted ? 'Accepted' : 'Sent',
        recordId: lead.id,
        source: 'Website',
        ...content,
        ...totalsColumns(totalsOf(content)),
        sentAt: lead.createdAt,
        acceptedAt: accepted ? lead.createdAt : null,
        poNumber: accepted ? `PO/${n}` : '',
        createdAt: lead.createdAt,
        updatedAt: lead.createdAt,
      };
    });
    const saved = await db.insert(quotations).values(rows).returning();
    const acceptedRows = saved.filter((q) => q.state === 'Accepted');
    if (!acceptedRows.length) continue;
    const orderRows: NewOrderRow[] = acceptedRows.map((q) => {
      const computed = totalsOf(q);
      return {
        number: q.number.replace('QT', 'SO'),
        quotationId: q.id,
        quotationNumber: q.number,
        recordId: q.recordId,
        stage: 'Machining',
        promisedDate: addDays(indiaDay(), 14),
        poNumber: q.poNumber,
        buyer: q.buyer,
        charges: q.charges,
        totals: computed,
        companyStateCode: '24',
        taxablePaise: computed.Totals.Taxable,
        grandTotalPaise: computed.Totals.GrandTotal,
        acceptedAt: q.acceptedAt!,
        createdAt: q.acceptedAt!,
        updatedAt: q.acceptedAt!,
      };
    });
    const made = await db.insert(orders).values(orderRows).returning({ id: orders.id, quotationId: orders.quotationId });
    const byQuotation = new Map(acceptedRows.map((q) => [q.id, q]));
    await db
      .insert(orderLines)
      .values(
        made.flatMap((o) =>
          byQuotation
            .get(o.quotationId)!
            .lines.map((line, position) => ({ orderId: o.id, position, line, quantityThousandths: line.QuantityThousandths, taxablePaise: 0 })),
        ),
      );
  }
  await db.execute(sql`analyze`);
  const counted = await app.inject({
    method: 'GET',
    url: '/api/v1/account/summary',
    headers: { cookie: `${BUYER_ACCOUNT.cookieName}=${await createBuyerSession(db, BUYER)}` },
  });
  const totals = counted.json<{ data: Record<string, { Total: number }> }>().data;
  console.log(
    `${label}: seeded ${all.toLocaleString('en-GB')} leads, ${quoted.length.toLocaleString('en-GB')} quotations ${secondsSince(seedStart)}; ` +
      `the buyer: ${totals.Requests!.Total} requests, ${totals.Quotations!.Total} quotations, ${totals.Orders!.Total} orders`,
  );

  const cookie = `${BUYER_ACCOUNT.cookieName}=${await createBuyerSession(db, BUYER)}`;
  const cases: [string, string][] = [
    ['summary, page 1', '/api/v1/account/summary'],
    ['summary, page 5', '/api/v1/account/summary?page=5'],
    ['search a drawing number', '/api/v1/account/summary?search=SP-42-1'],
    ['search a PO number', '/api/v1/account/summary?search=PO%2F98'],
  ];
  console.log(`\nserver time over ${options.runs} runs (ms)      median     p95`);
  for (const [name, url] of cases) {
    const times: number[] = [];
    for (let i = 0; i < options.runs + 2; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (i >= 2) times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    }
    console.log(`${name.padEnd(36)} ${median(times).toFixed(1).padStart(7)} ${p95(times).toFixed(1).padStart(7)}`);
  }
});
