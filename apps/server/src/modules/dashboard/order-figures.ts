import { and, count, gte, inArray, sql, sum } from 'drizzle-orm';
import { ORDER_PRODUCTION_STAGES, paiseToRupees, type OrderFigures } from '@rp/contract';
import { rowsOf, type Db } from '../../db/client.js';
import { orders, quotations } from '../../db/schema.js';
import { lateSql, todayInIndia } from '../orders/index.js';
import { monthDaysIst } from './service.js';

const OPEN_STAGES = [...ORDER_PRODUCTION_STAGES, 'On hold'] as const;

/**
 * The dashboard's order figures (issue 34), from the orders' columns (no lines read), months in India time:
 * open orders per production stage (and On hold), Late, orders that became Dispatched this month and their
 * grand total, and the month's booked value (orders created) against the quoted value (quotations mailed this
 * month, each number once at its latest revision mailed this month, as the quotation figures count them).
 */
export async function orderFigures(db: Db, now = new Date()): Promise<OrderFigures> {
  const { start } = monthDaysIst(now);
  const [byStage, [late], [dispatched], [booked], quoted] = await Promise.all([
    db
      .select({ stage: orders.stage, n: count() })
      .from(orders)
      .where(inArray(orders.stage, [...OPEN_STAGES]))
      .groupBy(orders.stage),
    db
      .select({ n: count() })
      .from(orders)
      .where(lateSql(todayInIndia(now))),
    db
      .select({ n: count(), total: sum(orders.grandTotalPaise) })
      .from(orders)
      .where(and(gte(orders.dispatchedAt, start), inArray(orders.stage, ['Dispatched', 'Delivered']))),
    db
      .select({ n: count(), total: sum(orders.grandTotalPaise) })
      .from(orders)
      .where(gte(orders.createdAt, start)),
    db
      .execute(
        sql`
      select sum(grand_total_paise) as total from (
        select distinct on (number_base) grand_total_paise from ${quotations}
        where sent_at >= ${start.toISOString()}::timestamptz
        order by number_base, revision desc
      ) latest`,
      )
      .then(rowsOf<{ total: number | string | null }>),
  ]);
  const inProductionByStage = OPEN_STAGES.map((stage) => ({ Stage: stage, Count: Number(byStage.find((s) => s.stage === stage)?.n ?? 0) }));
  return {
    inProductionByStage,
    inProduction: inProductionByStage.filter((s) => s.Stage !== 'On hold').reduce((total, s) => total + s.Count, 0),
    late: Number(late?.n ?? 0),
    dispatchedThisMonth: Number(dispatched?.n ?? 0),
    dispatchedThisMonthValue: paiseToRupees(Number(dispatched?.total ?? 0)),
    bookedThisMonth: Number(booked?.n ?? 0),
    bookedThisMonthValue: paiseToRupees(Number(booked?.total ?? 0)),
    quotedThisMonthValue: paiseToRupees(Number(quoted[0]?.total ?? 0)),
  };
}
