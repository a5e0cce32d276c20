import { eq } from 'drizzle-orm';
import { formatMoney } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { findById, lockById } from '../../db/find-by-id.js';
import { orders, proformas, type ProformaRow } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import type { StaffActor } from '../records/index.js';
import { addOrderEvent } from './order-ledger.js';
import { PROFORMA_NOT_FOUND } from './proforma-read.js';

/** POST /proforma/cancel: Issued -> Cancelled with a reason. A Paid one was honoured (409); a Cancelled one stays as it is (409). */
export async function cancelProforma(db: Db, body: { _id: string; Reason: string }, actor: StaffActor, now = new Date()): Promise<ProformaRow> {
  return db.transaction(async (tx) => {
    const found = await findById(tx, proformas, body._id);
    if (!found) throw notFound(PROFORMA_NOT_FOUND);
    // The order first, then the proforma, in the order payments take them (no deadlock): its state cannot change under us.
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const row = await lockById(tx, proformas, found.id);
    if (row!.state === 'Paid')
      throw conflict(`${row!.number} is paid: the payments against ${order?.number ?? 'its order'} reach it, so it cannot be cancelled.`);
    if (row!.state === 'Cancelled') throw conflict(`${row!.number} is already cancelled.`);
    const [cancelled] = await tx
      .update(proformas)
      .set({ state: 'Cancelled', cancelReason: body.Reason, cancelledAt: now, updatedAt: now })
      .where(eq(proformas.id, row!.id))
      .returning();
    const amount = formatMoney(row!.amountPaise, order?.currency ?? 'INR');
    await addOrderEvent(tx, { orderId: row!.orderId, type: 'proforma', from: 'cancelled', to: row!.number, note: body.Reason }, actor, now);
    await recordActivity(tx, { ...actor, kind: 'proforma-cancelled', subject: row!.number, details: { order: order?.number ?? '', amount } });
    return cancelled!;
  });
}
