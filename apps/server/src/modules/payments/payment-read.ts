import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees, type Payment } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { findById } from '../../db/find-by-id.js';
import { orders, payments, type PaymentRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { DEFAULT_PAGE_SIZE } from './proforma-read.js';

type Reader = Pick<Db, 'select'>;

export const PAYMENT_NOT_FOUND = 'Payment not found.';

export const toPayment = (row: PaymentRow, order: { number: string; company: string }): Payment => ({
  _id: row.id,
  OrderId: row.orderId,
  OrderNumber: order.number,
  BuyerId: row.buyerId,
  Company: order.company,
  Amount: paiseToRupees(row.amountPaise),
  Date: row.date,
  Mode: row.mode,
  Reference: row.reference,
  By: row.createdByName,
  createdAt: row.createdAt.toISOString(),
});

export async function requirePayment(db: Reader, id: string): Promise<PaymentRow> {
  const row = await findById(db, payments, id);
  if (!row || row.removedAt) throw notFound(PAYMENT_NOT_FOUND);
  return row;
}

/** One payment as the API answers it. */
export async function paymentAnswer(db: Reader, row: PaymentRow): Promise<Payment> {
  const [order] = await db.select({ number: orders.number, buyer: orders.buyer }).from(orders).where(eq(orders.id, row.orderId)).limit(1);
  return toPayment(row, { number: order?.number ?? '', company: order?.buyer.Company ?? '' });
}

/** POST /payment/list: one order's or one buyer's payments not removed (or all), newest day first. */
export async function listPayments(db: Reader, filters: { OrderId?: string; BuyerId?: string }, page = 1, pageSize = DEFAULT_PAGE_SIZE) {
  const empty = { data: [] as Payment[], total: 0, page, pageSize };
  const conditions: SQL[] = [];
  for (const [id, column] of [
    [filters.OrderId, payments.orderId],
    [filters.BuyerId, payments.buyerId],
  ] as const) {
    if (id === undefined) continue;
    if (!isUuid(id)) return empty;
    conditions.push(eq(column, id));
  }
  const where = and(...conditions, sql`${payments.removedAt} is null`);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: payments, number: orders.number, buyer: orders.buyer })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where)
      .orderBy(desc(payments.date), desc(payments.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { data: rows.map((r) => toPayment(r.row, { number: r.number, company: r.buyer.Company })), total: Number(total?.n ?? 0), page, pageSize };
}
