import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { indiaDay, lineTaxablePaise, ORDER_PRODUCTION_STAGES, paiseToRupees, type OrderFigures } from '@rp/contract';
import { rowsOf, type Db } from '../../db/client.js';
import { orderDispatches, orderDispatchLines, orderLines, orders, quotations } from '../../db/schema.js';
import { lateSql, todayInIndia } from '../orders/index.js';
import { rupeesOf, rupeesSql, rupeesSum } from './rupees.js';
import { monthDaysIst } from './service.js';

const OPEN_STAGES = [...ORDER_PRODUCTION_STAGES, 'On hold'] as const;

/**
 * The month's dispatches (by dispatch date, India time; part dispatches included) and the taxable value of what
 * they sent: each dispatched quantity at its line's price, through the contract's own line computation (Per and
 * discount included), in rupees at the order's frozen rate.
 */
async function dispatchedThisMonth(db: Db, firstDay: string): Promise<{ count: number; paise: number }> {
  const rows = await db
    .select({
      dispatchId: orderDispatchLines.dispatchId,
      quantityThousandths: orderDispatchLines.quantityThousandths,
      line: orderLines.line,
      rate: orders.exchangeRateTenThousandths,
    })
    .from(orderDispatchLines)
    .innerJoin(orderDispatches, eq(orderDispatches.id, orderDispatchLines.dispatchId))
    .innerJoin(orderLines, eq(orderLines.id, orderDispatchLines.lineId))
    .innerJoin(orders, eq(orders.id, orderDispatches.orderId))
    .where(gte(orderDispatches.dispatchDate, firstDay));
  let paise = 0n;
  for (const row of rows) {
    const taxable = lineTaxablePaise({ ...row.line, QuantityThousandths: row.quantityThousandths });
    paise += rupeesOf(BigInt(taxable), BigInt(row.rate));
  }
  return { count: new Set(rows.map((r) => r.dispatchId)).size, paise: Number(paise) };
}

/**
 * The dashboard's order figures (issue 34), months in India time, every amount in rupees (an order or quotation
 * in another currency at its frozen rate, rounded half up to the paisa): open orders per production stage (and
 * On hold), Late, the month's dispatches and their value at the orders' prices, and the month's booked value
 * (orders created, Cancelled ones left out) against the quoted value (quotations mailed this month, each number
 * once at its latest revision mailed this month, as the quotation figures count them).
 */
export async function orderFigures(db: Db, now = new Date()): Promise<OrderFigures> {
  const { start } = monthDaysIst(now);
  const [byStage, [late], dispatched, [booked], quoted] = await Promise.all([
    db
      .select({ stage: orders.stage, n: count() })
      .from(orders)
      .where(inArray(orders.stage, [...OPEN_STAGES]))
      .groupBy(orders.stage),
    db
      .select({ n: count() })
      .from(orders)
      .where(lateSql(todayInIndia(now))),
    dispatchedThisMonth(db, indiaDay(start)),
    db
      .select({ n: count(), total: rupeesSum(orders.grandTotalPaise, orders.exchangeRateTenThousandths) })
      .from(orders)
      .where(and(gte(orders.createdAt, start), ne(orders.stage, 'Cancelled'))),
    db
      .execute(
        sql`
      select sum(${rupeesSql(sql`grand_total_paise`, sql`exchange_rate_ten_thousandths`)}) as total from (
        select distinct on (number_base) grand_total_paise, exchange_rate_ten_thousandths from ${quotations}
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
    dispatchedThisMonth: dispatched.count,
    dispatchedThisMonthValue: paiseToRupees(dispatched.paise),
    bookedThisMonth: Number(booked?.n ?? 0),
    bookedThisMonthValue: paiseToRupees(Number(booked?.total ?? 0)),
    quotedThisMonthValue: paiseToRupees(Number(quoted[0]?.total ?? 0)),
  };
}
