import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, sql } from 'drizzle-orm';
import { BUSINESS_HOURS, indiaDateTimeFormat, readDescriptionField, type RecordKind } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { records } from '../../db/schema.js';
import { recordOrder, recordWhere, type ListFilters } from './filters.js';

const BATCH = 1000;

const COLUMNS: Record<RecordKind, string[]> = {
  // Source: how the lead came (issue 33); inquiries come only from the website.
  quote: ['Reference', 'Date', 'Status', 'Source', 'Name', 'Company', 'Product', 'Email', 'Phone', 'Message', 'Drawing'],
  inquiry: ['Reference', 'Date', 'Status', 'Name', 'Company', 'Position', 'City', 'State', 'Country', 'Email', 'Phone', 'Message'],
};
/** Where each lead came from (issue 37, ADR 082), last on both kinds. */
const ATTRIBUTION_COLUMNS = ['Origin', 'Sent from page', 'Landing page', 'Referring site', 'utm_source', 'utm_medium', 'utm_campaign'];

// Intl and BUSINESS_HOURS must agree on India time.
if (BUSINESS_HOURS.utcOffsetMinutes !== 330) throw new Error('Export dates assume India time.');

const detail = (description: string, label: string) => {
  const value = readDescriptionField(description, label);
  return value === 'N/A' ? '' : value;
};

const exportColumns = {
  id: records.id,
  reference: records.reference,
  createdAt: records.createdAt,
  /** The exact timestamp as text: the keyset cursor must not lose microseconds to a JS Date. */
  cursor: sql<string>`${records.createdAt}::text`,
  status: records.status,
  source: records.source,
  title: records.title,
  company: records.company,
  description: records.description,
  email: records.email,
  contactNo: records.contactNo,
  message: records.message,
  mediaFileName: records.mediaFileName,
  origin: sql<string>`coalesce(${records.origin}, '')`,
  pagePath: records.pagePath,
  landingPath: records.landingPath,
  referrer: records.referrer,
  utmSource: records.utmSource,
  utmMedium: records.utmMedium,
  utmCampaign: records.utmCampaign,
};
type ExportRow = { [K in keyof typeof exportColumns]: K extends 'createdAt' ? Date : string };

function toCells(kind: RecordKind, row: ExportRow): string[] {
  const head = [row.reference, indiaDateTimeFormat().format(row.createdAt), row.status];
  const who = [row.title, row.company];
  const tail = [row.email, row.contactNo, row.message];
  const came = [row.origin, row.pagePath, row.landingPath, row.referrer, row.utmSource, row.utmMedium, row.utmCampaign];
  if (kind === 'quote') {
    return [...head, row.source, ...who, detail(row.description, 'Product of Interest'), ...tail, row.mediaFileName, ...came];
  }
  return [...head, ...who, ...['Position', 'City', 'State', 'Country'].map((label) => detail(row.description, label)), ...tail, ...came];
}

/** Reads matching rows a batch at a time (keyset on created_at, id), so memory stays flat at any size. */
async function* matchingRows(db: Db, kind: RecordKind, filters: ListFilters, now: Date) {
  const oldestFirst = filters.sort === 'oldest';
  let after: { cursor: string; id: string } | null = null;
  for (;;) {
    const keyset = after
      ? oldestFirst
        ? sql`(${records.createdAt}, ${records.id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)`
        : sql`(${records.createdAt}, ${records.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = (await db
      .select(exportColumns)
      .from(records)
      .where(and(recordWhere(kind, filters, now), keyset))
      .orderBy(...recordOrder(filters))
      .limit(BATCH)) as ExportRow[];
    for (const row of rows) yield toCells(kind, row);
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
  }
}

/**
 * The CSV of every matching record (RFC 4180): UTF-8 with a BOM (Excel), CRLF between records, formulas
 * neutralised with a leading '. A field holding a line break of any kind (LF, CRLF or CR) is quoted:
 * csv-stringify quotes only the record delimiter itself (CRLF) once one is set, so a message's bare LF
 * would otherwise split its row in Excel and in every RFC 4180 reader.
 */
export function exportRecordsCsv(db: Db, kind: RecordKind, filters: ListFilters, now = new Date()): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...COLUMNS[kind], ...ATTRIBUTION_COLUMNS],
    escape_formulas: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
  });
  const source = Readable.from(matchingRows(db, kind, filters, now));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
