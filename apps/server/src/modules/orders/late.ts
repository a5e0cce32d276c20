import { indiaDay, ORDER_CLOSED_STAGES, type OrderStage } from '@rp/contract';
import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema.js';

/**
 * Late (issue 34): not Dispatched, Delivered or Cancelled, and the promised dispatch day is over in India
 * time. In SQL so the list filters and counts it; `today` is the India day of the caller's clock.
 */
export const lateSql = (today: string): SQL<boolean> =>
  sql<boolean>`(${orders.stage} not in ('Dispatched', 'Delivered', 'Cancelled') and ${orders.promisedDate} < ${today}::date)`;

export const notLateSql = (today: string): SQL<boolean> =>
  sql<boolean>`(${orders.stage} in ('Dispatched', 'Delivered', 'Cancelled') or ${orders.promisedDate} >= ${today}::date)`;

/** The same rule for one order already read. */
export const isLate = (order: { stage: OrderStage; promisedDate: string }, now: Date) =>
  !(ORDER_CLOSED_STAGES as readonly string[]).includes(order.stage) && order.promisedDate < indiaDay(now);

export const todayInIndia = (now: Date) => indiaDay(now);
