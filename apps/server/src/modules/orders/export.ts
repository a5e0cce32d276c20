import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { indiaDateTimeFormat } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { admins, orders, records } from '../../db/schema.js';
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

const when = (date: Date | null) => (date ? indiaDateTimeFormat().format(date) : '');
/** 123456.50: a number a spreadsheet sums (no grouping, no sign), its currency named in the header. */
const amount = (paise: number) => `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

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
  let keyset: SQL | undefined;
  for (;;) {
    const rows: ExportRow[] = await batch(db, filters, now, keyset);
    for (const r of rows) {
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
    if (rows.length < BATCH) return;
    keyset = after(filters, rows[rows.length - 1]!);
  }
}

/** Every matching order as CSV, like the quotations' export: UTF-8 with a BOM, CRLF, formulas neutralised, streamed. */
export function exportOrdersCsv(db: Db, filters: OrderListFilters, now = new Date()): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: ORDER_EXPORT_COLUMNS,
    escape_formulas: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
  });
  const source = Readable.from(matchingRows(db, filters, now));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
