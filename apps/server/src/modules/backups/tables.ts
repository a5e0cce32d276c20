import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.js';

/**
 * Tables whose rows are not worth restoring: logins and limits that expire within hours, and this
 * installation's own backup bookkeeping. Every other table is backed up, so a table added later is
 * included without anyone remembering to.
 */
export const EPHEMERAL_TABLES = new Set(['sessions', 'rate_limits', 'backups', 'job_schedule']);

export interface BackedUpTable {
  name: string;
  /** ORDER BY clause that lists rows the same way on PGlite and PostgreSQL (byte order for text keys). */
  orderBy: string;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

function orderByPrimaryKey(table: PgTable): string {
  const config = getTableConfig(table);
  const keys = config.columns.filter((c) => c.primary);
  const columns = keys.length > 0 ? keys : config.columns;
  return columns.map((c) => `${quote(c.name)}${c.getSQLType() === 'text' ? ' collate "C"' : ''}`).join(', ');
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
    .map((name) => ({ name, orderBy: orderByPrimaryKey(byName.get(name)!) }));
}

export { quote as quoteIdentifier };
