import { and, count, eq, getTableColumns } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT, RECORD_STATUSES, type RecordItem, type RecordKind } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { records, recordStatusCounts } from '../../db/schema.js';
import { baseConditions, overdueConditions, recordOrder, recordWhere, type ListFilters } from './filters.js';
import { toRecords } from './service.js';

/** Every column but the search text, which only the database reads. */
const { searchText: _searchText, ...listColumns } = getTableColumns(records);

/** Every record matching the filters (the spec's whole list when there are none). */
export async function listRecords(db: Db, kind: RecordKind, filters: ListFilters = {}, now = new Date()): Promise<RecordItem[]> {
  const rows = await db
    .select(listColumns)
    .from(records)
    .where(recordWhere(kind, filters, now))
    .orderBy(...recordOrder(filters));
  return toRecords(
    db,
    rows.map((row) => ({ ...row, searchText: null })),
  );
}

export interface RecordPage {
  data: RecordItem[];
  total: number;
  page: number;
  pageSize: number;
  statusCounts: Record<string, number>;
  overdueCount: number;
}

/**
 * One page of the filtered list, with the counts the filter chips show. The total is derived from the
 * per-status counts (and the overdue count), so a page costs three queries, not four.
 */
export async function listRecordPage(
  db: Db,
  kind: RecordKind,
  filters: ListFilters,
  page: number,
  pageSize = PAGE_SIZE_DEFAULT,
  now = new Date(),
): Promise<RecordPage> {
  const base = baseConditions(kind, filters);
  // Three independent queries: PostgreSQL runs them on separate pooled connections at once.
  const [grouped, [overdue], rows] = await Promise.all([
    // Without search, dates or assignment the chips read the trigger-kept counts instead of counting every row.
    filters.search || filters.from || filters.to || filters.assigned || filters.source?.length || filters.origin
      ? db
          .select({ status: records.status, n: count() })
          .from(records)
          .where(and(...base))
          .groupBy(records.status)
      : db.select({ status: recordStatusCounts.status, n: recordStatusCounts.n }).from(recordStatusCounts).where(eq(recordStatusCounts.kind, kind)),
    db
      .select({ n: count() })
      .from(records)
      .where(and(...base, ...overdueConditions(now))),
    db
      .select(listColumns)
      .from(records)
      .where(recordWhere(kind, filters, now))
      .orderBy(...recordOrder(filters))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);

  const statusCounts: Record<string, number> = Object.fromEntries(RECORD_STATUSES.map((s) => [s, 0]));
  for (const { status, n } of grouped) statusCounts[status] = Number(n);
  const overdueCount = Number(overdue?.n ?? 0);
  const chosen = filters.status?.length ? filters.status : Object.keys(statusCounts);
  const total = filters.overdue ? (chosen.includes('New') ? overdueCount : 0) : chosen.reduce((sum, status) => sum + (statusCounts[status] ?? 0), 0);

  return {
    data: await toRecords(
      db,
      rows.map((row) => ({ ...row, searchText: null })),
    ),
    total,
    page,
    pageSize,
    statusCounts,
    overdueCount,
  };
}
