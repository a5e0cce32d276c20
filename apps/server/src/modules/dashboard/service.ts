import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DashboardSummary } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { admins, products, records } from '../../db/schema.js';
import { getBackupStatus } from '../backups/status.js';

/** The business runs on India time (UTC+5:30, no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

export function monthDaysIst(now: Date): { start: Date; days: string[] } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const start = new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS);
  const days = Array.from({ length: daysInMonth }, (_, i) => new Date(Date.UTC(year, month, i + 1)).toISOString().slice(0, 10));
  return { start, days };
}

const istDay = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

async function countWhere(db: Db, table: typeof records | typeof products | typeof admins, where?: ReturnType<typeof and>) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

export async function getSummary(db: Db, backupEveryHours: number, now = new Date()): Promise<DashboardSummary> {
  const { start, days } = monthDaysIst(now);
  const [newQuotes, pendingInquiries, totalProducts, adminUsers, recent, monthQuotes, backup] = await Promise.all([
    countWhere(db, records, and(eq(records.type, 'Quote'), eq(records.status, 'New'))),
    countWhere(db, records, and(eq(records.type, 'Inquery'), inArray(records.status, ['New', 'Pending']))),
    countWhere(db, products),
    countWhere(db, admins),
    db
      .select({ _id: records.id, Types: records.type, Title: records.title, Status: records.status, createdAt: records.createdAt })
      .from(records)
      .orderBy(desc(records.createdAt))
      .limit(8),
    db
      .select({ createdAt: records.createdAt })
      .from(records)
      .where(and(eq(records.type, 'Quote'), gte(records.createdAt, start))),
    getBackupStatus(db, backupEveryHours, now),
  ]);

  const perDay = new Map(days.map((d) => [d, 0]));
  for (const { createdAt } of monthQuotes) {
    const day = istDay(createdAt);
    if (perDay.has(day)) perDay.set(day, perDay.get(day)! + 1);
  }

  return {
    newQuotes,
    pendingInquiries,
    totalProducts,
    adminUsers,
    recentActivity: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    quotesThisMonth: [...perDay].map(([date, n]) => ({ date, count: n })),
    backup,
  };
}
