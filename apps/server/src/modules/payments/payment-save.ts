import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatMoney, formatRupees, indiaDay, type CompanyProfileData, type PaymentSaveBody } from '@rp/contract';
import type { Db, Tx } from '../../db/client.js';
import { orders, payments, type OrderRow, type PaymentRow } from '../../db/schema.js';
import { dayLabel } from '../../lib/days.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { recordActivity } from '../activity/index.js';
import type { StaffActor } from '../records/index.js';
import { actorName, addOrderEvent, assertNotCancelled, lockOrderRow, receivedPaise, settleProformas } from './order-ledger.js';
import { ORDER_NOT_FOUND } from './proforma-read.js';

/** "₹25,000.00 by UPI": the payment as the order's timeline says it. */
export const paymentText = (row: Pick<PaymentRow, 'amountPaise' | 'mode'>, currency: OrderRow['currency']) =>
  `${formatMoney(row.amountPaise, currency)} by ${row.mode}`;

/**
 * Income-tax Act s.269ST: no one may receive cash of the limit (₹2,00,000) or more from one person in one day.
 * The buyer's cash payments of that day (any of its orders; the order's alone when it has no buyer record),
 * not removed, plus this one must stay below the profile's CashReceiptLimit: else a 400 saying why.
 */
async function assertCashAllowed(tx: Tx, order: OrderRow, body: PaymentSaveBody, profile: CompanyProfileData): Promise<void> {
  if (body.Mode !== 'Cash') return;
  const limitPaise = profile.CashReceiptLimit * 100;
  const sameParty = order.buyerId
    ? sql`${payments.orderId} in (select ${orders.id} from ${orders} where ${orders.buyerId} = ${order.buyerId}) or ${payments.buyerId} = ${order.buyerId}`
    : eq(payments.orderId, order.id);
  // In rupees: an order in another currency counts at its frozen rate (half up to the paisa).
  const [row] = await tx
    .select({ paise: sql<string>`coalesce(sum(div(${payments.amountPaise}::numeric * ${orders.exchangeRateTenThousandths} + 5000, 10000)), 0)` })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(sql`(${sameParty})`, eq(payments.date, body.Date), eq(payments.mode, 'Cash'), isNull(payments.removedAt)));
  const already = Number(row?.paise ?? 0);
  const thisOne = Number((2n * BigInt(body.Amount) * BigInt(order.exchangeRateTenThousandths) + 10_000n) / 20_000n);
  if (already + thisOne < limitPaise) return;
  const before = already ? ` (${formatRupees(already)} in cash is already recorded from this buyer that day)` : '';
  const message =
    `Cash of ${formatRupees(limitPaise).replace(/\.00$/, '')} or more from one person in one day is not allowed (Income-tax Act s.269ST): ` +
    `this payment would make ${formatRupees(already + thisOne)} in cash on ${dayLabel(body.Date)}${before}. Take the rest by bank transfer, UPI or cheque.`;
  throw badRequest(message, { Amount: message });
}

/**
 * POST /payment/save: money received against an order. The order row is locked (SELECT ... FOR UPDATE), so two
 * payments at once take turns and cannot together pass the balance; more than the balance is a 409 saying it.
 * The order's proformas the payments now reach become Paid in the same transaction.
 */
export async function savePayment(
  db: Db,
  profile: CompanyProfileData,
  body: PaymentSaveBody,
  actor: StaffActor,
  now = new Date(),
): Promise<{ row: PaymentRow; order: OrderRow }> {
  if (!isUuid(body.OrderId)) throw notFound(ORDER_NOT_FOUND);
  if (body.Date > indiaDay(now)) throw badRequest('Date cannot be in the future.', { Date: 'Date cannot be in the future.' });
  return db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, body.OrderId);
    assertNotCancelled(order, 'no payment can be recorded against it');
    const received = await receivedPaise(tx, order.id);
    const balance = order.grandTotalPaise - received;
    if (body.Amount > balance) {
      const money = (paise: number) => formatMoney(paise, order.currency);
      const message = `${money(body.Amount)} is more than the balance of ${order.number}: ${money(Math.max(balance, 0))} (grand total ${money(order.grandTotalPaise)}, received ${money(received)}).`;
      throw conflict(message, { Amount: `More than the balance of ${money(Math.max(balance, 0))}.` });
    }
    await assertCashAllowed(tx, order, body, profile);
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        buyerId: order.buyerId,
        amountPaise: body.Amount,
        date: body.Date,
        mode: body.Mode,
        reference: body.Reference,
        createdBy: actor.actorId,
        createdByName: actorName(actor),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const text = paymentText(row!, order.currency);
    const reference = body.Reference ? `, reference ${body.Reference}` : '';
    await addOrderEvent(
      tx,
      { orderId: order.id, type: 'payment', from: 'received', to: text, note: `Dated ${dayLabel(body.Date)}${reference}.` },
      actor,
      now,
    );
    await settleProformas(tx, order.id, now);
    await recordActivity(tx, { ...actor, kind: 'payment-recorded', subject: order.number, details: { amount: text, date: body.Date } });
    return { row: row!, order };
  });
}
