import type { Readable } from 'node:stream';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InvoiceFilters } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { invoices, orders } from '../../db/schema.js';
import { csvAmount as amount, csvFile, inBatches } from '../documents/index.js';
import { invoiceSort, invoiceWhere } from './list.js';
import { ewayBillRequired } from './wire.js';

const BATCH = 1000;

export const INVOICE_EXPORT_COLUMNS = [
  'Number',
  'Date',
  'State',
  'Order',
  'PO number',
  'Buyer',
  'GSTIN',
  'Place of supply',
  'Currency',
  'Taxable',
  'CGST',
  'SGST',
  'IGST',
  'Round off',
  'Grand total',
  'E-way bill required',
  'E-way bill number',
  'E-way bill date',
  'IRN',
  'Cancel reason',
];

function batch(db: Db, filters: InvoiceFilters, thresholdRupees: number, keyset: SQL | undefined, size: number) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      date: invoices.date,
      state: invoices.state,
      orderNumber: orders.number,
      poNumber: orders.poNumber,
      rate: orders.exchangeRateTenThousandths,
      buyer: invoices.buyer,
      currency: invoices.currency,
      amounts: invoices.amounts,
      grandTotalPaise: invoices.grandTotalPaise,
      ewayBillNo: invoices.ewayBillNo,
      ewayBillDate: invoices.ewayBillDate,
      irn: invoices.irn,
      cancelReason: invoices.cancelReason,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(invoiceWhere(filters, thresholdRupees), keyset))
    .orderBy(...invoiceSort)
    .limit(size);
}
type ExportRow = Awaited<ReturnType<typeof batch>>[number];

/** The keyset after `last` in the list's order (date, number, id, all descending). */
const after = (last: ExportRow): SQL =>
  sql`(${invoices.date}, ${invoices.number}, ${invoices.id}) < (${last.date}::date, ${last.number}, ${last.id}::uuid)`;

async function* matchingRows(db: Db, filters: InvoiceFilters, thresholdRupees: number, size: number) {
  const rows = inBatches<ExportRow, SQL>((keyset) => batch(db, filters, thresholdRupees, keyset, size), after, size);
  for await (const r of rows) {
    const totals = r.amounts.Totals.Totals;
    yield [
      r.number,
      r.date,
      r.state,
      r.orderNumber,
      r.poNumber,
      r.buyer.Company,
      r.buyer.GSTIN,
      r.buyer.PlaceOfSupply,
      r.currency,
      amount(totals.Taxable),
      amount(totals.CGST),
      amount(totals.SGST),
      amount(totals.IGST),
      amount(totals.RoundOff),
      amount(totals.GrandTotal),
      ewayBillRequired(r, r.rate, thresholdRupees) ? 'Yes' : 'No',
      r.ewayBillNo,
      r.ewayBillDate ?? '',
      r.irn,
      r.cancelReason,
    ];
  }
}

/** Every matching invoice as CSV, like the other lists' exports: UTF-8 with a BOM, CRLF, formulas neutralised, streamed. */
export function exportInvoicesCsv(db: Db, filters: InvoiceFilters, thresholdRupees: number, batchSize = BATCH): Readable {
  return csvFile(INVOICE_EXPORT_COLUMNS, matchingRows(db, filters, thresholdRupees, batchSize));
}
