import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { indiaDay, ORDER_CLOSED_STAGES, ORDER_STAGES, paiseToRupees, type OrderFigures, type OrderStage } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { orderDispatches, orderDispatchLines, orderLines, orders } from '../../db/schema.js';
import { sentThisMonth, type SentThisMonth } from './quotation-figures.js';
import { lineTaxableSql, rupeesSql, rupeesSum } from './rupees.js';
import { monthDaysIst } from './service.js';

type OpenStage = Exclude<OrderStage, (typeof ORDER_CLOSED_STAGES)[number]>;
/** Every stage but the closed ones: the production stages and On hold, in the contract's order. */
const OPEN_STAGES = ORDER_STAGES.filter((stage): stage is OpenStage => !(ORDER_CLOSED_STAGES as readonly string[]).includes(stage));

/**
 * Open orders per stage and how many of each are Late, in one read of the (stage, promised_date) index. Late is
 * the orders module's rule (lateSql: not Dispatched, Delivered or Cancelled, promised before today, India time)
 * written as "an open stage" so the index serves it instead of a scan of every order.
 */
function openByStage(db: Db, today: string) {
  return db
    .select({ stage: orders.stage, n: count(), late: sql<number | string>`count(*) filter (where ${orders.promisedDate} < ${today}::date)` })
    .from(orders)
    .where(inArray(orders.stage, OPEN_STAGES))
    .groupBy(orders.stage);
}

/**
 * The month's dispatches (by dispatch date, India time; part dispatches included) and the taxable value of what
 * they sent: each dispatched quantity at its line's price (Per and discount included, the contract's line
 * computation in SQL: lineTaxableSql), in rupees at the order's frozen rate, summed in the database. The lines are
 * found through the month's dispatch ids and the dispatch lines' primary key: a plain join lets the planner read
 * every dispatch line ever made, a cost that grows with the years of history, not with the month.
 */
async function dispatchedThisMonth(db: Db, firstDay: string): Promise<{ count: number; paise: number }> {
  const [row] = await db
    .select({
      n: sql<number | string>`count(distinct ${orderDispatches.id})`,
      paise: sql<
        string | null
      >`sum(${rupeesSql(lineTaxableSql(orderLines.line, orderDispatchLines.quantityThousandths), orders.exchangeRateTenThousandths)})`,
    })
    .from(orderDispatchLines)
    .innerJoin(orderDispatches, eq(orderDispatches.id, orderDispatchLines.dispatchId))
    .innerJoin(orderLines, eq(orderLines.id, orderDispatchLines.lineId))
    .innerJoin(orders, eq(orders.id, orderDispatches.orderId))
    .where(
      and(
        sql`${orderDispatchLines.dispatchId} = any(array(select ${orderDispatches.id} from ${orderDispatches} where ${orderDispatches.dispatchDate} >= ${firstDay}))`,
        gte(orderDispatches.dispatchDate, firstDay),
      ),
    );
  return { count: Number(row?.n ?? 0), paise: Number(row?.paise ?? 0) };
}

/**
 * The dashboard's order figures (issue 34), months in India time, every amount in rupees (an order or quotation
 * in another currency at its frozen rate, rounded half up to the paisa): open orders per production stage (and
 * On hold), Late, the month's dispatches and their value at the orders' prices, and the month's booked value
 * (orders created, Cancelled ones left out) against the quoted value (the quotation figures' sent this month:
 * `sent`, read once for both cards when the caller passes it).
 */
export async function orderFigures(db: Db, now = new Date(), sent: Promise<SentThisMonth> = sentThisMonth(db, now)): Promise<OrderFigures> {
  const { start } = monthDaysIst(now);
  const [byStage, dispatched, [booked], quoted] = await Promise.all([
    openByStage(db, indiaDay(now)),
    dispatchedThisMonth(db, indiaDay(start)),
    db
      .select({ n: count(), total: rupeesSum(orders.grandTotalPaise, orders.exchangeRateTenThousandths) })
      .from(orders)
      .where(and(gte(orders.createdAt, start), ne(orders.stage, 'Cancelled'))),
    sent,
  ]);
  const inProductionByStage = OPEN_STAGES.map((stage) => ({ Stage: stage, Count: Number(byStage.find((s) => s.stage === stage)?.n ?? 0) }));
  return {
    inProductionByStage,
    inProduction: inProductionByStage.filter((s) => s.Stage !== 'On hold').reduce((total, s) => total + s.Count, 0),
    late: byStage.reduce((total, s) => total + Number(s.late), 0),
    dispatchedThisMonth: dispatched.count,
    dispatchedThisMonthValue: paiseToRupees(dispatched.paise),
    bookedThisMonth: Number(booked?.n ?? 0),
    bookedThisMonthValue: paiseToRupees(Number(booked?.total ?? 0)),
    quotedThisMonthValue: paiseToRupees(quoted.paise),
  };
}
