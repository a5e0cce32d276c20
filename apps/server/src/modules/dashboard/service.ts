import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { INDIA_UTC_OFFSET_MS, RECORD_WIRE, replyPromiseCutoff, type DashboardSummary } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { admins, products, records, recordStatusCounts } from '../../db/schema.js';
import { getBackupStatus } from '../backups/index.js';

export function monthDaysIst(now: Date): { start: Date; days: string[] } {
  const ist = new Date(now.getTime() + INDIA_UTC_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const start = new Date(Date.UTC(year, month, 1) - INDIA_UTC_OFFSET_MS);
  const days = Array.from({ length: daysInMonth }, (_, i) => new Date(Date.UTC(year, month, i + 1)).toISOString().slice(0, 10));
  return { start, days };
}

async function countWhere(db: Db, table: typeof records | typeof products | typeof admins, where?: ReturnType<typeof and>) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

export async function getSummary(
  db: Db,
  backupEveryHours: number,
  now = new Date(),
): Promise<Omit<DashboardSummary, 'goLive' | 'quotations' | 'orders' | 'payments' | 'leadSources' | 'estimates'>> {
  const { start, days } = monthDaysIst(now);
  const [statusCounts, totalProducts, adminUsers, overdue, recent, monthQuotes, backup] = await Promise.all([
    // Kept by triggers on records (migration 0005): no scan of the records table.
    db.select().from(recordStatusCounts),
    countWhere(db, products),
    countWhere(db, admins, and(eq(admins.status, 'active'))),
    // kind IN (...) lets the (kind, status, created_at) index serve both kinds.
    countWhere(
      db,
      records,
      and(inArray(records.kind, ['quote', 'inquiry']), eq(records.status, 'New'), lte(records.createdAt, replyPromiseCutoff(now))),
    ),
    db
      .select({ _id: records.id, kind: records.kind, Title: records.title, Status: records.status, createdAt: records.createdAt })
      .from(records)
      .orderBy(desc(records.createdAt))
      .limit(8),
    // Counted per India day in the database: a busy month is a few rows, not thousands.
    db
      .select({
        day: sql<string>`to_char((${records.createdAt} at time zone 'UTC') + make_interval(mins => ${INDIA_UTC_OFFSET_MS / 60_000}), 'YYYY-MM-DD')`,
        n: count(),
      })
      .from(records)
      .where(and(eq(records.kind, 'quote'), gte(records.createdAt, start)))
      .groupBy(sql`1`),
    getBackupStatus(db, backupEveryHours, now),
  ]);

  const counted = (kind: string, statuses: string[]) =>
    statusCounts.filter((c) => c.kind === kind && statuses.includes(c.status)).reduce((sum, c) => sum + c.n, 0);
  const newQuotes = counted('quote', ['New']);
  const pendingInquiries = counted('inquiry', ['New', 'Pending']);
  const waitingForReply = newQuotes + counted('inquiry', ['New']);

  const perDay = new Map(days.map((d) => [d, 0]));
  for (const { day, n } of monthQuotes) if (perDay.has(day)) perDay.set(day, Number(n));

  return {
    newQuotes,
    pendingInquiries,
    totalProducts,
    adminUsers,
    waitingForReply,
    overdue,
    recentActivity: recent.map(({ kind, ...r }) => ({ ...r, Types: RECORD_WIRE[kind].types, createdAt: r.createdAt.toISOString() })),
    quotesThisMonth: [...perDay].map(([date, n]) => ({ date, count: n })),
    backup,
  };
}
