import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import { INDIA_UTC_OFFSET_MS, indiaDay, RECORD_WIRE, type DashboardSummary } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { admins, products, records } from '../../db/schema.js';

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

export async function getSummary(db: Db, now = new Date()): Promise<DashboardSummary> {
  const { start, days } = monthDaysIst(now);
  const [newQuotes, pendingInquiries, totalProducts, adminUsers, recent, monthQuotes] = await Promise.all([
    countWhere(db, records, and(eq(records.kind, 'quote'), eq(records.status, 'New'))),
    countWhere(db, records, and(eq(records.kind, 'inquiry'), inArray(records.status, ['New', 'Pending']))),
    countWhere(db, products),
    countWhere(db, admins, and(eq(admins.status, 'active'))),
    db
      .select({ _id: records.id, kind: records.kind, Title: records.title, Status: records.status, createdAt: records.createdAt })
      .from(records)
      .orderBy(desc(records.createdAt))
      .limit(8),
    db
      .select({ createdAt: records.createdAt })
      .from(records)
      .where(and(eq(records.kind, 'quote'), gte(records.createdAt, start))),
  ]);

  const perDay = new Map(days.map((d) => [d, 0]));
  for (const { createdAt } of monthQuotes) {
    const day = indiaDay(createdAt);
    if (perDay.has(day)) perDay.set(day, perDay.get(day)! + 1);
  }

  return {
    newQuotes,
    pendingInquiries,
    totalProducts,
    adminUsers,
    recentActivity: recent.map(({ kind, ...r }) => ({ ...r, Types: RECORD_WIRE[kind].types, createdAt: r.createdAt.toISOString() })),
    quotesThisMonth: [...perDay].map(([date, n]) => ({ date, count: n })),
  };
}
