import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { lockById } from '../../db/find-by-id.js';
import { orderEvents, orders, payments, proformas, type OrderRow } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import type { StaffActor } from '../records/index.js';
import { ORDER_NOT_FOUND } from './proforma-read.js';

type Reader = Pick<Db, 'select'>;

/** What was received against the order, in its minor unit: the payments not removed. */
export async function receivedPaise(db: Reader, orderId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNull(payments.removedAt)));
  return Number(row?.paise ?? 0);
}

/**
 * The order locked for the rest of the transaction (SELECT ... FOR UPDATE): payments, proformas and dispatches
 * of one order take turns, so two payments at once cannot both fit in one balance.
 */
export async function lockOrderRow(tx: Reader, id: string): Promise<OrderRow> {
  const row = await lockById(tx, orders, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** A Cancelled order asks for nothing and takes nothing: a 409 naming the action. */
export function assertNotCancelled(order: OrderRow, what: string): void {
  if (order.stage === 'Cancelled') throw conflict(`${order.number} is cancelled: ${what}.`);
}

/**
 * Issued proformas the order's payments now reach become Paid; Paid ones a removal left short go back to
 * Issued. Run in the transaction of the payment that changed the sum, with the order locked.
 */
export async function settleProformas(tx: Tx, orderId: string, now: Date): Promise<void> {
  const received = await receivedPaise(tx, orderId);
  await tx
    .update(proformas)
    .set({ state: 'Paid', paidAt: now, updatedAt: now })
    .where(and(eq(proformas.orderId, orderId), eq(proformas.state, 'Issued'), lte(proformas.amountPaise, received)));
  await tx
    .update(proformas)
    .set({ state: 'Issued', paidAt: null, updatedAt: now })
    .where(and(eq(proformas.orderId, orderId), eq(proformas.state, 'Paid'), gt(proformas.amountPaise, received)));
}

export const actorName = (actor: StaffActor) => actor.name || actor.actorEmail;

/** A line on the order's timeline (issue 46's event types: 'proforma', 'payment', 'advance-override'). */
export async function addOrderEvent(
  tx: Pick<Db, 'insert'>,
  event: { orderId: string; type: 'proforma' | 'payment'; from: string; to: string; note?: string; buyerKeyHash?: string | null },
  actor: StaffActor,
  now: Date,
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    type: event.type,
    actor: actorName(actor),
    actorId: actor.actorId,
    fromValue: event.from,
    toValue: event.to,
    note: event.note ?? '',
    buyerKeyHash: event.buyerKeyHash ?? null,
    createdAt: now,
  });
}
