/**
 * Tally export benchmark (issue 48): seeds orders and their tax invoices (rows inserted directly; each invoice's
 * amounts from invoiceAmounts over the order, as a dispatch makes them) into a fresh database, then times
 * POST /invoice/tally-xml over the whole financial year and samples the process's resident memory meanwhile.
 *
 *   npm run bench:tally -- [--invoices 1000] [--runs 5] [--database-url postgres://...]
 */
import { SEEDED_GST_RATES, TALLY_LEDGERS_SEED, invoiceAmounts, type InvoiceAmounts, type QuotationSaveBody } from '@rp/contract';
import { and, gte, lte, sql } from 'drizzle-orm';
import { invoices, orderDispatches, orderLines, orders, quotations, type NewOrderRow, type NewQuotationRow } from '../db/schema.js';
import { addDays } from '../lib/days.js';
import { formatDocumentNumber } from '../modules/documents/index.js';
import { invoiceOrderOf, loadBookedInvoices, printedLines, tallyXmlOf } from '../modules/invoices/index.js';
import { totalsColumns, totalsOf } from '../modules/quotation-lines/index.js';
import { adminHeaders, benchOptions, benchQuotationContent, runBench, secondsSince } from './bench-setup.js';

const options = benchOptions('invoices', 1_000, [], 5);
const INVOICES_PER_ORDER = 4;
const BUYERS = 200;
const FROM = '2026-04-01';
const TO = '2027-03-31';
const MiB = 1024 * 1024;

/** Buyer n of 200: a third in another state, half registered; 1 to 6 lines at the seeded rates, a freight charge. */
function body(n: number): QuotationSaveBody {
  const buyer = n % BUYERS;
  const outside = buyer % 3 === 0;
  return {
    Buyer: {
      Company: `${['Saurashtra Pumps', 'Deccan Valves & Fittings', 'Kathiawar <Motors>'][buyer % 3]} ${buyer}`,
      Contact: `Buyer ${buyer}`,
      Email: `buyer.${buyer}@example.in`,
      BillingAddress: `Plot ${buyer}, GIDC Estate\n${outside ? 'Pune 411026' : 'Rajkot 360003'}`,
      GSTIN: '',
      PlaceOfSupply: outside ? '27' : '24',
    },
    Lines: Array.from({ length: 1 + (n % 6) }, (_, i) => ({
      Description: `Part ${n}-${i}, EN8, turned and ground`,
      HSN: '8483',
      Quantity: 40 + ((n * 7 + i) % 960),
      Unit: 'Nos',
      UnitPrice: 12.5 + ((n + i) % 4000),
      GstRate: SEEDED_GST_RATES[(n + i) % SEEDED_GST_RATES.length]!,
    })),
    Charges: [{ Kind: 'Freight', Amount: 850 }],
  };
}

/** The dispatch's share of a line: a quarter, the last taking what remains. */
const share = (quantity: number, k: number) =>
  k < INVOICES_PER_ORDER - 1 ? Math.floor(quantity / INVOICES_PER_ORDER) : quantity - 3 * Math.floor(quantity / INVOICES_PER_ORDER);

await runBench(options, {}, async ({ app, db, label }) => {
  const seedStart = performance.now();
  const orderCount = Math.ceil(options.count / INVOICES_PER_ORDER);
  let invoiceNo = 0;
  for (let from = 0; from < orderCount; from += 100) {
    const size = Math.min(100, orderCount - from);
    const quotationRows: NewQuotationRow[] = Array.from({ length: size }, (_, i) => {
      const n = from + i;
      const content = benchQuotationContent(body(n));
      const number = formatDocumentNumber('quotation', 2026, n + 1);
      const at = new Date(`${FROM}T09:00:00+05:30`);
      return {
        numberBase: number,
        number,
        state: 'Accepted',
        source: 'Phone',
        ...content,
        ...totalsColumns(totalsOf(content)),
        sentAt: at,
        acceptedAt: at,
      };
    });
    const saved = await db.insert(quotations).values(quotationRows).returning();
    const orderRows: NewOrderRow[] = saved.map((q, i) => {
      const computed = totalsOf(q);
      return {
        number: formatDocumentNumber('order', 2026, from + i + 1),
        quotationId: q.id,
        quotationNumber: q.number,
        stage: 'Dispatched',
        promisedDate: addDays(FROM, 30),
        buyer: q.buyer,
        charges: q.charges,
        totals: computed,
        companyStateCode: '24',
        taxablePaise: computed.Totals.Taxable,
        grandTotalPaise: computed.Totals.GrandTotal,
        acceptedAt: q.acceptedAt!,
      };
    });
    const made = await db.insert(orders).values(orderRows).returning();
    const lineRows = await db
      .insert(orderLines)
      .values(
        made.flatMap((o, i) =>
          saved[i]!.lines.map((line, position) => ({
            orderId: o.id,
            position,
            line,
            quantityThousandths: line.QuantityThousandths,
            dispatchedThousandths: line.QuantityThousandths,
            taxablePaise: o.totals.LineTaxable[position]!,
          })),
        ),
      )
      .returning();

    // Four dispatches per order, each with its invoice, dated across the year in number order.
    for (const order of made) {
      const lines = lineRows.filter((l) => l.orderId === order.id);
      const earlier: InvoiceAmounts[] = [];
      for (let k = 0; k < INVOICES_PER_ORDER && invoiceNo < options.count; k++) {
        const day = addDays(FROM, Math.floor((invoiceNo * 364) / options.count));
        const now = lines.map((l) => ({ Id: l.id, QuantityThousandths: share(l.quantityThousandths, k) }));
        const amounts = invoiceAmounts(invoiceOrderOf(order, lines), earlier, now);
        earlier.push(amounts);
        const [dispatch] = await db
          .insert(orderDispatches)
          .values({
            orderId: order.id,
            invoiceNo: '',
            invoiceDate: day,
            transporter: 'VRL Logistics',
            docketNo: `VRL-${invoiceNo}`,
            dispatchDate: day,
            packages: 1,
            createdBy: 'bench',
          })
          .returning({ id: orderDispatches.id });
        invoiceNo += 1;
        await db.insert(invoices).values({
          number: `INV/26-27/${String(invoiceNo).padStart(4, '0')}`,
          orderId: order.id,
          dispatchId: dispatch!.id,
          date: day,
          state: invoiceNo % 50 === 0 ? 'Cancelled' : 'Issued',
          buyer: order.buyer,
          lines: printedLines(lines, amounts.Lines),
          amounts,
          taxablePaise: amounts.Totals.Totals.Taxable,
          grandTotalPaise: amounts.Totals.Totals.GrandTotal,
        });
      }
    }
  }
  await db.execute(sql`analyze`);
  console.log(`${label}: seeded ${invoiceNo.toLocaleString('en-GB')} invoices of ${orderCount} orders, ${BUYERS} buyers ${secondsSince(seedStart)}`);

  const headers = await adminHeaders(app);
  const rss = () => process.memoryUsage().rss / MiB;
  const heap = () => process.memoryUsage().heapUsed / MiB;
  console.log(`\nPOST /invoice/tally-xml ${FROM}..${TO}   seconds   peak RSS (MiB)   RSS before   file (MiB)   vouchers   heap +MiB`);
  // With --expose-gc (NODE_OPTIONS) each run starts from a collected heap, so "before" is what stays.
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
  for (let run = 1; run <= options.runs; run++) {
    collect();
    const before = rss();
    const heapBefore = heap();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 5);
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/v1/invoice/tally-xml', headers, payload: { From: FROM, To: TO } });
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rss());
    const heapGrowth = heap() - heapBefore;
    if (res.statusCode !== 200) throw new Error(`tally-xml: ${res.statusCode} ${res.body}`);
    const vouchers = res.body.match(/<VOUCHER /g)?.length ?? 0;
    const row = [
      seconds.toFixed(2),
      peak.toFixed(0),
      before.toFixed(0),
      (res.rawPayload.length / MiB).toFixed(2),
      String(vouchers),
      heapGrowth.toFixed(0),
    ];
    console.log(`run ${run}${' '.repeat(33)}${row.map((v, i) => v.padStart([9, 17, 13, 13, 11, 14][i]!)).join('')}`);
  }
  // Where the time goes: the one query, then the XML document built and serialised.
  const t0 = performance.now();
  const booked = await loadBookedInvoices(db, and(gte(invoices.date, FROM), lte(invoices.date, TO)));
  const t1 = performance.now();
  const xml = tallyXmlOf(booked, TALLY_LEDGERS_SEED);
  const t2 = performance.now();
  console.log(
    `\nparts: query ${((t1 - t0) / 1000).toFixed(2)} s (${booked.length} invoices), XML ${((t2 - t1) / 1000).toFixed(2)} s (${(xml.length / MiB).toFixed(2)} MiB)`,
  );
  console.log(`process peak RSS (resourceUsage.maxRSS, seeding included): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
});
