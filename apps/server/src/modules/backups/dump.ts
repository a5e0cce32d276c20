import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { quoteIdentifier, type BackedUpTable } from './tables.js';

type Tx = Pick<Db, 'execute'>;

/** Settings that make to_json() print the same text on every server: UTC offsets, hex bytea. */
export async function useCanonicalOutput(tx: Tx) {
  await tx.execute(sql`set local timezone = 'UTC'`);
  await tx.execute(sql`set local bytea_output = 'hex'`);
}

/** Few rows per fetch where rows hold uploaded files (up to 5 MB each), many elsewhere. */
const fetchSize = (table: string) => (table === 'files' ? 4 : 500);

/**
 * Reads a table as one JSON object per row (PostgreSQL's own to_json: exact timestamps, hex bytea, jsonb),
 * through a cursor so a table of files never sits in memory at once. Must run inside a transaction.
 */
export async function dumpTable(tx: Tx, table: BackedUpTable, onLine: (line: string) => Promise<void> | void): Promise<void> {
  const name = quoteIdentifier(table.name);
  await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select to_json(t)::text as line from ${name} t order by ${table.orderBy}`));
  for (;;) {
    const rows = rowsOf<{ line: string }>(await tx.execute(sql.raw(`fetch forward ${fetchSize(table.name)} from backup_rows`)));
    if (rows.length === 0) break;
    for (const row of rows) await onLine(row.line);
  }
  // On an error the transaction ends, and the cursor with it.
  await tx.execute(sql.raw('close backup_rows'));
}
