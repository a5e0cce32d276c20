import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { hundredthsToPercent, paiseToRupees, type Proforma } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { findById } from '../../db/find-by-id.js';
import { orders, proformas, type OrderRow, type ProformaRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';

type Reader = Pick<Db, 'select'>;

export const PROFORMA_NOT_FOUND = 'Proforma invoice not found.';
export const ORDER_NOT_FOUND = 'Order not found.';
export const DEFAULT_PAGE_SIZE = 25;

/** The order facts a proforma's answer shows beside its own. */
type OrderFacts = Pick<OrderRow, 'number' | 'grandTotalPaise'> & { company: string };

export function toProforma(row: ProformaRow, order: OrderFacts): Proforma {
  return {
    _id: row.id,
    Number: row.number,
    OrderId: row.orderId,
    OrderNumber: order.number,
    BuyerId: row.buyerId,
    Company: order.company,
    Percent: hundredthsToPercent(row.percentHundredths),
    Amount: paiseToRupees(row.amountPaise),
    OrderTotal: paiseToRupees(order.grandTotalPaise),
    State: row.state,
    IssueDate: row.issueDate,
    DueDate: row.dueDate,
    SentAt: row.sentAt?.toISOString() ?? null,
    CancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export const orderFacts = (order: OrderRow): OrderFacts => ({
  number: order.number,
  grandTotalPaise: order.grandTotalPaise,
  company: order.buyer.Company,
});

const factsColumns = { number: orders.number, grandTotalPaise: orders.grandTotalPaise, company: orders.buyer };

export async function requireProforma(db: Reader, id: string): Promise<ProformaRow> {
  const row = await findById(db, proformas, id);
  if (!row) throw notFound(PROFORMA_NOT_FOUND);
  return row;
}

/** One proforma as the API answers it. */
export async function proformaAnswer(db: Reader, row: ProformaRow): Promise<Proforma> {
  const [order] = await db.select(factsColumns).from(orders).where(eq(orders.id, row.orderId)).limit(1);
  return toProforma(row, { number: order?.number ?? '', grandTotalPaise: order?.grandTotalPaise ?? 0, company: order?.company.Company ?? '' });
}

/** POST /proforma/list: one order's or one buyer's (or all), newest first. */
export async function listProformas(db: Reader, filters: { OrderId?: string; BuyerId?: string }, page = 1, pageSize = DEFAULT_PAGE_SIZE) {
  const conditions: SQL[] = [];
  for (const [id, column] of [
    [filters.OrderId, proformas.orderId],
    [filters.BuyerId, proformas.buyerId],
  ] as const) {
    if (id === undefined) continue;
    if (!isUuid(id)) return { data: [] as Proforma[], total: 0, page, pageSize };
    conditions.push(eq(column, id));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: proformas, order: factsColumns })
      .from(proformas)
      .innerJoin(orders, eq(orders.id, proformas.orderId))
      .where(where)
      .orderBy(desc(proformas.createdAt), desc(proformas.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(proformas).where(where),
  ]);
  return {
    data: rows.map(({ row, order }) => toProforma(row, { ...order, company: order.company.Company })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}
