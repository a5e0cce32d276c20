import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findById, lockById } from '../../db/find-by-id.js';
import { payments, type PaymentRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import type { StaffActor } from '../records/index.js';
import { actorName, addOrderEvent, lockOrderRow, settleProformas } from './order-ledger.js';
import { PAYMENT_NOT_FOUND } from './payment-read.js';
import { paymentText } from './payment-save.js';

/**
 * POST /payment/remove: never silent. The row stays with when, why and who; the order's timeline and the
 * activity log say it; proformas the order's payments no longer reach go back to Issued. The order is locked
 * first, as a payment's save locks it.
 */
export async function removePayment(db: Db, body: { _id: string; Reason: string }, actor: StaffActor, now = new Date()) {
  return db.transaction(async (tx): Promise<{ row: PaymentRow; orderNumber: string }> => {
    const found = await findById(tx, payments, body._id);
    if (!found || found.removedAt) throw notFound(PAYMENT_NOT_FOUND);
    const order = await lockOrderRow(tx, found.orderId);
    const current = await lockById(tx, payments, found.id);
    if (!current || current.removedAt) throw notFound(PAYMENT_NOT_FOUND);
    const [removed] = await tx
      .update(payments)
      .set({ removedAt: now, removedReason: body.Reason, removedBy: actorName(actor), updatedAt: now })
      .where(eq(payments.id, current.id))
      .returning();
    const text = paymentText(current, order.currency);
    await addOrderEvent(tx, { orderId: order.id, type: 'payment', from: 'removed', to: text, note: body.Reason }, actor, now);
    await settleProformas(tx, order.id, now);
    await recordActivity(tx, {
      ...actor,
      kind: 'payment-removed',
      subject: order.number,
      details: { amount: text, date: current.date, reason: body.Reason },
    });
    return { row: removed!, orderNumber: order.number };
  });
}
