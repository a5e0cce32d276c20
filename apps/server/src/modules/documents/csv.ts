import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { indiaDateTimeFormat } from '@rp/contract';

/**
 * Every list's CSV export (RFC 4180): UTF-8 with a BOM (Excel), CRLF between records, formulas neutralised with a
 * leading '. A field holding a line break of any kind (LF, CRLF or CR) is quoted: csv-stringify quotes only the
 * record delimiter itself (CRLF) once one is set, so a message's bare LF would otherwise split its row in Excel and
 * in every RFC 4180 reader. Rows are streamed as the generator yields them; an error ends the stream.
 */
export function csvFile(columns: readonly string[], rows: AsyncIterable<unknown[]>): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...columns],
    escape_formulas: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
  });
  const source = Readable.from(rows);
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** 123456.50: a number a spreadsheet sums (no grouping, no currency sign); the header names the currency. */
export const csvAmount = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** A moment as India time text ('' for none). */
export const csvDateTime = (date: Date | null) => (date ? indiaDateTimeFormat().format(date) : '');

/** Rows fetched a batch at a time (keyset paging: `next` builds the cursor after the batch's last row). */
export async function* inBatches<Row, Cursor>(
  fetch: (after: Cursor | undefined) => Promise<Row[]>,
  next: (last: Row) => Cursor,
  batchSize: number,
): AsyncGenerator<Row> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await fetch(after);
    yield* rows;
    if (rows.length < batchSize) return;
    after = next(rows[rows.length - 1]!);
  }
}
