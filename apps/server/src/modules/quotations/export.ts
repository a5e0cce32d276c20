import type { Readable } from 'node:stream';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { gstStateName } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { quotations, records } from '../../db/schema.js';
import { csvAmount as amount, csvDateTime as when, csvFile, inBatches } from '../documents/index.js';
import { quotationOrder, quotationWhere, type QuotationFilters } from './list.js';

const BATCH = 1000;

export const QUOTATION_EXPORT_COLUMNS = [
  'Number',
  'Revision',
  'Date',
  'State',
  'Source',
  'Lead',
  'Company',
  'Contact',
  'Email',
  'Phone',
  'GSTIN',
  'Place of supply',
  'Taxable (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'IGST (INR)',
  'Grand total (INR)',
  'Valid until',
  'Sent',
  'Accepted',
  'Accepted by',
  'PO number',
  'Declined',
  'Decline reason',
  'Currency',
  'Exchange rate',
  'Grand total (in currency)',
];

const exportColumns = {
  id: quotations.id,
  /** The exact timestamp as text: the keyset cursor must not lose microseconds to a JS Date. */
  cursor: sql<string>`${quotations.createdAt}::text`,
  number: quotations.number,
  revision: quotations.revision,
  createdAt: quotations.createdAt,
  state: quotations.state,
  source: quotations.source,
  lead: records.reference,
  buyer: quotations.buyer,
  taxable: quotations.taxablePaise,
  cgst: quotations.cgstPaise,
  sgst: quotations.sgstPaise,
  igst: quotations.igstPaise,
  grandTotal: quotations.grandTotalPaise,
  validUntil: quotations.validUntil,
  sentAt: quotations.sentAt,
  acceptedAt: quotations.acceptedAt,
  acceptedByName: quotations.acceptedByName,
  poNumber: quotations.poNumber,
  declinedAt: quotations.declinedAt,
  declineReason: quotations.declineReason,
  currency: quotations.currency,
  rate: quotations.exchangeRateTenThousandths,
};

/** Minor units of the quotation's currency in paise at its rate (ten-thousandths of a rupee), half up. */
const inRupees = (minor: number, rate: number) => Number((BigInt(minor) * BigInt(rate) * 2n + 10_000n) / 20_000n);

const batch = (db: Db, filters: QuotationFilters, keyset: SQL | undefined) =>
  db
    .select(exportColumns)
    .from(quotations)
    .leftJoin(records, eq(records.id, quotations.recordId))
    .where(and(quotationWhere(filters), keyset))
    .orderBy(...quotationOrder(filters))
    .limit(BATCH);
type ExportRow = Awaited<ReturnType<typeof batch>>[number];

async function* matchingRows(db: Db, filters: QuotationFilters) {
  const oldestFirst = filters.sort === 'oldest';
  const after = (last: ExportRow): SQL =>
    oldestFirst
      ? sql`(${quotations.createdAt}, ${quotations.id}) > (${last.cursor}::timestamptz, ${last.id}::uuid)`
      : sql`(${quotations.createdAt}, ${quotations.id}) < (${last.cursor}::timestamptz, ${last.id}::uuid)`;
  for await (const r of inBatches<ExportRow, SQL>((keyset) => batch(db, filters, keyset), after, BATCH)) {
    const inr = (minor: number) => amount(inRupees(minor, r.rate));
    yield [
      r.number,
      r.revision,
      when(r.createdAt),
      r.state,
      r.source,
      r.lead ?? '',
      r.buyer.Company,
      r.buyer.Contact,
      r.buyer.Email,
      r.buyer.Phone,
      r.buyer.GSTIN,
      gstStateName(r.buyer.PlaceOfSupply) ?? r.buyer.PlaceOfSupply,
      inr(r.taxable),
      inr(r.cgst),
      inr(r.sgst),
      inr(r.igst),
      inr(r.grandTotal),
      r.validUntil ?? '',
      when(r.sentAt),
      when(r.acceptedAt),
      r.acceptedByName,
      r.poNumber,
      when(r.declinedAt),
      r.declineReason ?? '',
      r.currency,
      (r.rate / 10_000).toString(),
      amount(r.grandTotal),
    ];
  }
}

/** Every matching quotation as CSV, like the leads' export: UTF-8 with a BOM, CRLF, formulas neutralised, streamed. */
export function exportQuotationsCsv(db: Db, filters: QuotationFilters): Readable {
  return csvFile(QUOTATION_EXPORT_COLUMNS, matchingRows(db, filters));
}
