import { asc, eq, inArray } from 'drizzle-orm';
import type { Order, OrderLink } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { findById, lockById } from '../../db/find-by-id.js';
import { admins, invoices, orderDispatches, orderDispatchLines, orderEvents, orderLines, orders, type OrderRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { invoicesOfOrder } from '../invoices/index.js';
import { receivedPaise as receivedOf } from '../payments/index.js';
import { poFileOf } from '../quotation-lines/index.js';
import { assigneeLabel, leadReferenceOf } from '../records/index.js';
import { isLate } from './late.js';
import { toOrder, type OrderParts } from './wire.js';

type Reader = Pick<Db, 'select'>;

export const ORDER_NOT_FOUND = 'Order not found.';

export const findOrderRow = (db: Reader, id: string): Promise<OrderRow | null> => findById(db, orders, id);

export async function requireOrderRow(db: Reader, id: string): Promise<OrderRow> {
  const row = await findOrderRow(db, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

export const linesOf = (db: Reader, orderId: string) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));

/** The order's timeline, oldest first. */
export const eventsOf = (db: Reader, orderId: string) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));

/** The order's dispatches, oldest first, each with its lines. */
export async function dispatchesOf(db: Reader, orderId: string): Promise<OrderParts['dispatches']> {
  const [rows, made] = await Promise.all([
    db.select().from(orderDispatches).where(eq(orderDispatches.orderId, orderId)).orderBy(asc(orderDispatches.createdAt)),
    db.select({ id: invoices.id, dispatchId: invoices.dispatchId }).from(invoices).where(eq(invoices.orderId, orderId)),
  ]);
  const lines = rows.length
    ? await db
        .select()
        .from(orderDispatchLines)
        .where(
          inArray(
            orderDispatchLines.dispatchId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    row,
    lines: lines.filter((l) => l.dispatchId === row.id),
    invoiceId: made.find((invoice) => invoice.dispatchId === row.id)?.id ?? null,
  }));
}

/** The order as the API answers it: its lines, dispatches, timeline, lead reference, assignee and PO file. */
export async function orderAnswer(db: Reader, row: OrderRow, now = new Date()): Promise<Order> {
  const [lines, events, dispatches, leadReference, assignee, poFile, receivedPaise, invoiceList] = await Promise.all([
    linesOf(db, row.id),
    eventsOf(db, row.id),
    dispatchesOf(db, row.id),
    leadReferenceOf(db, row.recordId),
    row.assignedTo ? db.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins.id, row.assignedTo)).limit(1) : [],
    poFileOf(db, row.poFileId),
    receivedOf(db, row.id),
    invoicesOfOrder(db, row),
  ]);
  return toOrder(row, {
    lines,
    events,
    dispatches,
    leadReference,
    assigneeName: assignee[0] ? assigneeLabel(assignee[0]) : '',
    poFile,
    late: isLate(row, now),
    receivedPaise,
    invoices: invoiceList,
  });
}

export async function getOrder(db: Reader, id: string): Promise<Order> {
  return orderAnswer(db, await requireOrderRow(db, id));
}

const linkOf = (row: { id: string; number: string; stage: OrderLink['Stage'] } | undefined): OrderLink | null =>
  row ? { _id: row.id, Number: row.number, Stage: row.stage } : null;

/** The order made from a quotation revision, for the quotation's answer; null when none. */
export async function orderLinkOfQuotation(db: Reader, quotationId: string): Promise<OrderLink | null> {
  const [row] = await db
    .select({ id: orders.id, number: orders.number, stage: orders.stage })
    .from(orders)
    .where(eq(orders.quotationId, quotationId))
    .limit(1);
  return linkOf(row);
}

/** A lead's order (its quotation's accepted revision), for the lead's detail; null when none. */
export async function orderLinkOfLead(db: Reader, recordId: string): Promise<OrderLink | null> {
  const [row] = await db
    .select({ id: orders.id, number: orders.number, stage: orders.stage })
    .from(orders)
    .where(eq(orders.recordId, recordId))
    .orderBy(asc(orders.createdAt))
    .limit(1);
  return linkOf(row);
}

/** The order locked for the rest of the transaction: moves, dispatches and updates of one order take turns. */
export async function lockOrder(tx: Reader, id: string): Promise<OrderRow> {
  const row = await lockById(tx, orders, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}
