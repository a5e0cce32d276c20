import type { Readable } from 'node:stream';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, orders, records } from '../../db/schema.js';
import { csvAmount as amount, csvDateTime as when, csvFile, inBatches } from '../documents/index.js';
import { assigneeLabel } from '../records/index.js';
import { lateSql, todayInIndia } from './late.js';
import { orderSort, orderWhere, type OrderListFilters } from './list.js';

const BATCH = 1000;

export const ORDER_EXPORT_COLUMNS = [
  'Number',
  'Date',
  'Stage',
  'Late',
  'Promised dispatch',
  'Quotation',
  'Lead',
  'Company',
  'Contact',
  'Email',
  'Phone',
  'PO number',
  'PO date',
  'Assigned to',
  'Taxable (INR)',
  'Grand total (INR)',
  'Dispatched',
  'Delivered',
  'Cancelled',
];

function batch(db: Db, filters: OrderListFilters, now: Date, keyset: SQL | undefined) {
  return db
    .select({
      id: orders.id,
      /** The exact timestamp as text: the keyset cursor must not lose microseconds to a JS Date. */
      cursor: sql<string>`${orders.createdAt}::text`,
      number: orders.number,
      createdAt: orders.createdAt,
      stage: orders.stage,
      late: lateSql(todayInIndia(now)),
      promisedDate: orders.promisedDate,
      quotationNumber: orders.quotationNumber,
      lead: records.reference,
      buyer: orders.buyer,
      poNumber: orders.poNumber,
      poDate: orders.poDate,
      assigneeName: admins.name,
      assigneeEmail: admins.email,
      taxable: orders.taxablePaise,
      grandTotal: orders.grandTotalPaise,
      dispatchedAt: orders.dispatchedAt,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
    })
    .from(orders)
    .leftJoin(records, eq(records.id, orders.recordId))
    .leftJoin(admins, eq(admins.id, orders.assignedTo))
    .where(and(orderWhere(filters, now), keyset))
    .orderBy(...orderSort(filters))
    .limit(BATCH);
}
type ExportRow = Awaited<ReturnType<typeof batch>>[number];

/** The keyset after `last` in the export's order. */
function after(filters: OrderListFilters, last: ExportRow): SQL {
  if (filters.sort === 'promised') {
    return sql`(${orders.promisedDate}, ${orders.createdAt}, ${orders.id}) > (${last.promisedDate}::date, ${last.cursor}::timestamptz, ${last.id}::uuid)`;
  }
  return filters.sort === 'oldest'
    ? sql`(${orders.createdAt}, ${orders.id}) > (${last.cursor}::timestamptz, ${last.id}::uuid)`
    : sql`(${orders.createdAt}, ${orders.id}) < (${last.cursor}::timestamptz, ${last.id}::uuid)`;
}

async function* matchingRows(db: Db, filters: OrderListFilters, now: Date) {
  const rows = inBatches<ExportRow, SQL>(
    (keyset) => batch(db, filters, now, keyset),
    (last) => after(filters, last),
    BATCH,
  );
  for await (const r of rows) {
    yield [
      r.number,
      when(r.createdAt),
      r.stage,
      r.late === true || String(r.late) === 'true' ? 'Yes' : 'No',
      r.promisedDate,
      r.quotationNumber,
      r.lead ?? '',
      r.buyer.Company,
      r.buyer.Contact,
      r.buyer.Email,
      r.buyer.Phone,
      r.poNumber,
      r.poDate ?? '',
      r.assigneeEmail ? assigneeLabel({ name: r.assigneeName ?? '', email: r.assigneeEmail }) : '',
      amount(r.taxable),
      amount(r.grandTotal),
      when(r.dispatchedAt),
      when(r.deliveredAt),
      when(r.cancelledAt),
    ];
  }
}

/** Every matching order as CSV, like the quotations' export: UTF-8 with a BOM, CRLF, formulas neutralised, streamed. */
export function exportOrdersCsv(db: Db, filters: OrderListFilters, now = new Date()): Readable {
  return csvFile(ORDER_EXPORT_COLUMNS, matchingRows(db, filters, now));
}
