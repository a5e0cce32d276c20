/**
 * The dashboard benchmark's data (issue 45): leads, quotations with revisions, orders with their lines and
 * dispatches (part ones too), spread over three years so every card has this month's, the last 90 days' and
 * old rows to tell apart. With `leads` = 20,000: 20,000 leads, 24,000 quotation rows (22,000 numbers, 2,000 of
 * them revised; the last 2,000 numbers without a lead, as after a lead was deleted), 20,000 orders.
 */
import { indiaDay, RATE_TABLES_SEED, ORDER_PRODUCTION_STAGES, SEEDED_GST_RATES, quotationSaveBody, type QuotationSaveBody } from '@rp/contract';
import { buildRecordRow, insertRecordRows, type NewRecordRow } from '../db/record-factory.js';
import type { Db } from '../db/client.js';
import {
  orderDispatches,
  orderDispatchLines,
  orderLines,
  orders,
  payments,
  proformas,
  quotations,
  records,
  type NewOrderRow,
  type NewQuotationRow,
} from '../db/schema.js';
import { addDays } from '../lib/days.js';
import { totalsColumns, totalsOf } from '../modules/quotation-lines/index.js';
import { formatDocumentNumber, revisionNumber } from '../modules/documents/index.js';
import { storedLines } from '../modules/estimates/index.js';

const DAY_MS = 86_400_000;
const SPAN_MS = 3 * 365 * DAY_MS;
const COMPANIES = ['Saurashtra Pumps', 'Gujarat Gears', 'Kathiawar Motors', 'Narmada Textiles', 'Deccan Tractors', 'Konkan Valves'];
const LEAD_STATUSES = ['New', 'Pending', 'In Progress', 'Closed', 'Resolved'];
const PAGES = ['/products/shafts', '/industries?industry=pumps', '/industries?industry=automotive', '/', '/contact', '/industries'];
const REFERRERS = ['', 'google.com', 'www.bing.com', 'indiamart.com', ''];
const UTM = ['', '', 'linkedin', 'newsletter', ''];
/** Not accepted: one number in 11, in these states. */
const UNDECIDED = ['Sent', 'Viewed', 'Declined', 'Expired', 'Draft', 'Withdrawn', 'Declined', 'Sent'] as const;
const BATCH = 500;

export interface SeededCounts {
  leads: number;
  quotations: number;
  orders: number;
  dispatches: number;
  proformas: number;
  payments: number;
}

/**
 * Issue 46: every order gets a 50 % proforma; two orders in three paid it (one payment, a few days after the
 * order, never after today), so Paid, and every tenth of those has a second, removed payment.
 */
async function seedAdvances(db: Db, made: { id: string; grandTotalPaise: number; createdAt: Date }[], counts: SeededCounts, now: Date) {
  if (!made.length) return;
  const paid = (i: number) => i % 3 !== 0;
  const advance = (o: { grandTotalPaise: number }) => Math.floor((o.grandTotalPaise + 1) / 2);
  const dayOf = (o: { createdAt: Date }) => indiaDay(new Date(Math.min(o.createdAt.getTime() + 3 * DAY_MS, now.getTime())));
  await db.insert(proformas).values(
    made.map((o, i) => ({
      number: `PI/BENCH/${o.id}`,
      orderId: o.id,
      percentHundredths: 5000,
      amountPaise: advance(o),
      state: paid(i) ? ('Paid' as const) : ('Issued' as const),
      issueDate: indiaDay(o.createdAt),
      createdAt: o.createdAt,
    })),
  );
  const rows = made.flatMap((o, i) =>
    !paid(i)
      ? []
      : [
          { orderId: o.id, amountPaise: advance(o), date: dayOf(o), mode: 'NEFT' as const },
          ...(i % 10 === 1
            ? [{ orderId: o.id, amountPaise: 100, date: dayOf(o), mode: 'Cash' as const, removedAt: now, removedReason: 'Bench' }]
            : []),
        ],
  );
  if (rows.length) await db.insert(payments).values(rows);
  counts.proformas += made.length;
  counts.payments += rows.length;
}

/** Leads, oldest first: three in four quotes, every twelfth still New, with pages, referrers and utm sources. */
function leadRows(count: number, start: number): NewRecordRow[] {
  return Array.from({ length: count }, (_, n) =>
    buildRecordRow(n % 4 === 3 ? 'inquiry' : 'quote', n, {
      status: n % 12 === 0 ? 'New' : LEAD_STATUSES[1 + (n % 4)]!,
      createdAt: new Date(start + Math.floor((n / count) * SPAN_MS)),
      pagePath: PAGES[n % PAGES.length]!,
      landingPath: PAGES[(n + 2) % PAGES.length]!,
      referrer: REFERRERS[n % REFERRERS.length]!,
      utmSource: UTM[n % UTM.length]!,
    }),
  );
}

/** A save body with 1 to 6 lines, parsed by the contract as the API would. */
function content(n: number) {
  const body: QuotationSaveBody = {
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
      DiscountPercent: (n % 4) * 2.5,
      GstRate: SEEDED_GST_RATES[(n + i) % SEEDED_GST_RATES.length]!,
    })),
    Charges: n % 3 ? [{ Kind: 'Freight', Amount: 750, GstRate: 18 }] : [],
  };
  const parsed = quotationSaveBody.parse(body);
  return {
    buyer: parsed.Buyer,
    lines: storedLines(parsed.Lines, RATE_TABLES_SEED),
    charges: parsed.Charges,
    companyStateCode: '24',
    supplierRegistration: 'Regular' as const,
    currency: 'INR' as const,
  };
}

const baseOf = (n: number) => formatDocumentNumber('quotation', 2000 + Math.floor(n / 99_999), (n % 99_999) + 1);

/** Quotation number n's rows (R0, and a Superseded R0 before R1 for every eleventh), as of `createdAt`. */
function quotationRowsOf(n: number, recordId: string | null, createdAt: Date, now: Date): NewQuotationRow[] {
  const c = content(n);
  const base = baseOf(n);
  const accepted = n % 11 !== 5;
  const state = accepted ? 'Accepted' : UNDECIDED[Math.floor(n / 11) % UNDECIDED.length]!;
  const revisions = n % 11 === 0 ? 2 : 1;
  return Array.from({ length: revisions }, (_, revision) => {
    const last = revision === revisions - 1;
    const at = new Date(Math.min(createdAt.getTime() + revision * 2 * DAY_MS, now.getTime()));
    const rowState = last ? state : 'Superseded';
    const sent = rowState !== 'Draft';
    const decidedAt = new Date(Math.min(at.getTime() + 3 * DAY_MS, now.getTime()));
    return {
      numberBase: base,
      revision,
      number: revisionNumber(base, revision),
      state: rowState,
      recordId,
      source: n % 9 === 0 ? 'Phone' : 'Website',
      ...c,
      ...totalsColumns(totalsOf(c)),
      validUntil: sent ? indiaDay(new Date(at.getTime() + 30 * DAY_MS)) : null,
      sentAt: sent ? at : null,
      acceptedAt: rowState === 'Accepted' ? decidedAt : null,
      declinedAt: rowState === 'Declined' ? decidedAt : null,
      supersededAt: rowState === 'Superseded' ? decidedAt : null,
      poNumber: rowState === 'Accepted' ? `PO/${n}` : '',
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** The order of accepted quotation row q (its n-th number of `numbers`): stage by age, about a tenth of the open ones Late. */
function orderRowOf(q: typeof quotations.$inferSelect, n: number, numbers: number, today: string): NewOrderRow {
  const computed = totalsOf(q);
  const recent = n > numbers * 0.98;
  const stage = recent
    ? n % 6 === 5
      ? 'On hold'
      : ORDER_PRODUCTION_STAGES[n % ORDER_PRODUCTION_STAGES.length]!
    : n % 50 === 0
      ? 'Cancelled'
      : n % 7 === 0
        ? 'Dispatched'
        : 'Delivered';
  const acceptedAt = q.acceptedAt!;
  return {
    number: formatDocumentNumber('order', 2000 + Math.floor(n / 99_999), (n % 99_999) + 1),
    quotationId: q.id,
    quotationNumber: q.number,
    recordId: q.recordId,
    stage,
    promisedDate: recent ? addDays(today, (n % 40) - 4) : addDays(indiaDay(acceptedAt), 28),
    poNumber: q.poNumber,
    buyer: q.buyer,
    charges: q.charges,
    totals: computed,
    companyStateCode: '24',
    taxablePaise: computed.Totals.Taxable,
    grandTotalPaise: computed.Totals.GrandTotal,
    acceptedAt,
    acceptedByName: 'Buyer',
    dispatchedAt: stage === 'Dispatched' || stage === 'Delivered' ? new Date(acceptedAt.getTime() + 25 * DAY_MS) : null,
    lateNotifiedAt: acceptedAt,
    createdAt: acceptedAt,
    updatedAt: acceptedAt,
  };
}

/** Seeds everything through `db` (plain inserts, as the other bench:* scripts do) and says how much. */
export async function seedDashboardData(db: Db, leads: number, now = new Date()): Promise<SeededCounts> {
  const start = now.getTime() - SPAN_MS;
  const today = indiaDay(now);
  await insertRecordRows(db, leadRows(leads, start), 2000);
  const leadIds = (await db.select({ id: records.id }).from(records).orderBy(records.createdAt, records.reference)).map((r) => r.id);
  const numbers = Math.round(leads * 1.1);
  const numberOf = new Map(Array.from({ length: numbers }, (_, n) => [baseOf(n), n]));
  const counts: SeededCounts = { leads, quotations: 0, orders: 0, dispatches: 0, proformas: 0, payments: 0 };
  for (let from = 0; from < numbers; from += BATCH) {
    const ns = Array.from({ length: Math.min(BATCH, numbers - from) }, (_, i) => from + i);
    const rows = ns.flatMap((n) => quotationRowsOf(n, leadIds[n] ?? null, new Date(start + Math.floor((n / numbers) * SPAN_MS)), now));
    const saved = await db.insert(quotations).values(rows).returning();
    counts.quotations += saved.length;
    const accepted = saved.filter((q) => q.state === 'Accepted');
    const nOf = new Map(accepted.map((q) => [q.id, numberOf.get(q.numberBase)!]));
    const made = await db
      .insert(orders)
      .values(accepted.map((q) => orderRowOf(q, nOf.get(q.id)!, numbers, today)))
      .returning({
        id: orders.id,
        stage: orders.stage,
        dispatchedAt: orders.dispatchedAt,
        quotationId: orders.quotationId,
        grandTotalPaise: orders.grandTotalPaise,
        createdAt: orders.createdAt,
      });
    counts.orders += made.length;
    await seedAdvances(db, made, counts, now);
    const byQuotation = new Map(accepted.map((q) => [q.id, q]));
    const lineRows = made.flatMap((o) =>
      byQuotation.get(o.quotationId)!.lines.map((line, position) => ({
        orderId: o.id,
        position,
        line,
        quantityThousandths: line.QuantityThousandths,
        dispatchedThousandths: o.dispatchedAt ? line.QuantityThousandths : 0,
      })),
    );
    const savedLines = await db
      .insert(orderLines)
      .values(lineRows)
      .returning({ id: orderLines.id, orderId: orderLines.orderId, q: orderLines.quantityThousandths });
    // Every dispatched order: one dispatch of everything, or (every fourth) two part dispatches a week apart.
    const shipped = made.filter((o) => o.dispatchedAt);
    const dispatchRows = shipped.flatMap((o, i) =>
      Array.from({ length: i % 4 === 0 ? 2 : 1 }, (_, part) => {
        const day = indiaDay(new Date(Math.min(o.dispatchedAt!.getTime() + (part - 1) * 7 * DAY_MS, now.getTime())));
        const fields = { invoiceNo: `INV/${o.id.slice(0, 8)}/${part}`, invoiceDate: day, transporter: 'VRL Logistics', docketNo: `D${i}${part}` };
        return { orderId: o.id, ...fields, dispatchDate: day, packages: 1 + part, createdBy: 'Bench', createdAt: new Date(`${day}T06:00:00Z`) };
      }),
    );
    if (!dispatchRows.length) continue;
    const dispatches = await db.insert(orderDispatches).values(dispatchRows).returning({ id: orderDispatches.id, orderId: orderDispatches.orderId });
    counts.dispatches += dispatches.length;
    const parts = new Map<string, string[]>();
    for (const d of dispatches) parts.set(d.orderId, [...(parts.get(d.orderId) ?? []), d.id]);
    const dispatchLineRows = savedLines.flatMap((line) =>
      (parts.get(line.orderId) ?? []).map((dispatchId, part, all) => ({
        dispatchId,
        lineId: line.id,
        quantityThousandths: all.length === 1 ? line.q : part === 0 ? Math.floor(line.q / 2) : line.q - Math.floor(line.q / 2),
      })),
    );
    await db.insert(orderDispatchLines).values(dispatchLineRows);
  }
  return counts;
}
