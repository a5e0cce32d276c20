import { is } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.js';

/**
 * Tables whose rows are not worth restoring: logins and limits that expire within hours, and this
 * installation's own backup bookkeeping. Every other table is backed up, so a table added later is
 * included without anyone remembering to.
 */
export const EPHEMERAL_TABLES = new Set([
  'sessions',
  'rate_limits',
  'backups',
  'job_schedule',
  'record_status_counts',
  // The buyer's desk (issue 49): its sessions and 20-minute sign-in links, like the staff sessions.
  'buyer_sessions',
  'buyer_sign_in_links',
]);
// record_status_counts is derived: the triggers on records rebuild it as the records are restored.

export interface BackedUpTable {
  name: string;
  /** ORDER BY clause that lists rows the same way on PGlite and PostgreSQL (byte order for text keys). */
  orderBy: string;
  /** The columns a restore writes (quoted): generated columns are computed again by the database. */
  columns: string;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The column's name in the database: the schema names columns by their camelCase keys, stored snake_case. */
const columnName = (column: { name: string; keyAsName: boolean }) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

function orderByPrimaryKey(table: PgTable): string {
  const config = getTableConfig(table);
  const keys = config.columns.filter((c) => c.primary);
  const columns = keys.length > 0 ? keys : config.columns;
  return columns.map((c) => `${quote(columnName(c))}${c.getSQLType() === 'text' ? ' collate "C"' : ''}`).join(', ');
}

function writableColumns(table: PgTable): string {
  return getTableConfig(table)
    .columns.filter((c) => !c.generated)
    .map((c) => quote(columnName(c)))
    .join(', ');
}

/** Every backed-up table, parents before children (the order rows are restored in). */
export function backedUpTables(): BackedUpTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const byName = new Map(tables.map((t) => [getTableConfig(t).name, t]));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    const table = byName.get(name)!;
    for (const fk of getTableConfig(table).foreignKeys) {
      visit(getTableConfig(fk.reference().foreignTable).name, [...path, name]);
    }
    ordered.push(name);
  };
  for (const name of [...byName.keys()].sort()) visit(name, []);
  return ordered
    .filter((name) => !EPHEMERAL_TABLES.has(name))
    .map((name) => ({ name, orderBy: orderByPrimaryKey(byName.get(name)!), columns: writableColumns(byName.get(name)!) }));
}

export { quote as quoteIdentifier };
