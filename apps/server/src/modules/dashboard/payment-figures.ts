import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { indiaDay, ORDER_PRODUCTION_STAGES, paiseToRupees, type PaymentFigures } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { orders, payments, proformas } from '../../db/schema.js';
import { rupeesSql, rupeesSum } from './rupees.js';
import { monthDaysIst } from './service.js';

/** How many of the orders awaiting their advance the card names. */
export const ADVANCE_AWAITED_SHOWN = 5;

/** The first day of the next India month, YYYY-MM-DD. */
function nextMonthFirstDay(firstDay: string): string {
  const [year, month] = firstDay.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/**
 * Orders in production whose advance is not in: each order with an Issued proforma (Issued means the order's
 * payments have not reached it; payments keep the state right in their transaction), its largest such proforma
 * minus what the order received. Few rows (only open proformas), summed here after one grouped read.
 */
async function advanceAwaited(db: Db) {
  const received = sql<string>`coalesce((select sum(${payments.amountPaise}) from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.removedAt} is null), 0)`;
  const duePaise = sql<string>`max(${proformas.amountPaise}) - ${received}`;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      company: sql<string>`${orders.buyer} ->> 'Company'`,
      proformaNumber: sql<string>`min(${proformas.number})`,
      dueDate: sql<string | null>`min(${proformas.dueDate})::text`,
      dueRupeePaise: sql<string>`${rupeesSql(sql`greatest(${duePaise}, 0)`, orders.exchangeRateTenThousandths)}`,
    })
    .from(proformas)
    .innerJoin(orders, eq(orders.id, proformas.orderId))
    .where(
      and(
        eq(proformas.state, 'Issued'),
        sql`${orders.stage} in (${sql.join(
          ORDER_PRODUCTION_STAGES.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(orders.id)
    .orderBy(sql`min(${proformas.createdAt})`, orders.number);
  const due = rows.map((r) => ({ ...r, paise: Number(r.dueRupeePaise) })).filter((r) => r.paise > 0);
  return {
    advanceAwaited: due.length,
    advanceAwaitedValue: paiseToRupees(due.reduce((sum, r) => sum + r.paise, 0)),
    advanceAwaitedOrders: due.slice(0, ADVANCE_AWAITED_SHOWN).map((r) => ({
      _id: r.id,
      Number: r.number,
      Company: r.company ?? '',
      ProformaNumber: r.proformaNumber,
      Due: paiseToRupees(r.paise),
      DueDate: r.dueDate,
    })),
  };
}

/** The payments dated this India month and not removed, through the index on payments.date. */
async function receivedThisMonth(db: Db, now: Date) {
  const firstDay = indiaDay(monthDaysIst(now).start);
  const [row] = await db
    .select({ n: count(), total: rupeesSum(payments.amountPaise, orders.exchangeRateTenThousandths) })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(gte(payments.date, firstDay), lt(payments.date, nextMonthFirstDay(firstDay)), isNull(payments.removedAt)));
  return { receivedThisMonth: Number(row?.n ?? 0), receivedThisMonthValue: paiseToRupees(Number(row?.total ?? 0)) };
}

/** The dashboard's advance and payment figures (issue 46). */
export async function paymentFigures(db: Db, now = new Date()): Promise<PaymentFigures> {
  const [awaited, received] = await Promise.all([advanceAwaited(db), receivedThisMonth(db, now)]);
  return { ...awaited, ...received };
}
