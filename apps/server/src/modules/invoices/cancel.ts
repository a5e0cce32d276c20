import { eq, sql } from 'drizzle-orm';
import type { InvoiceCancelBody } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { lockById } from '../../db/find-by-id.js';
import { invoices, orderEvents, orderLines, orders, type InvoiceRow } from '../../db/schema.js';
import { conflict } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import type { StaffActor } from '../records/index.js';
import { requireInvoiceRow } from './read.js';

export interface CancelOutcome {
  invoice: InvoiceRow;
  /** The order went back from Dispatched to Ready for dispatch (its quantities are to send again). */
  reopened: boolean;
}

const actorLabel = (actor: StaffActor) => actor.name || actor.actorEmail;

/**
 * POST /invoice/cancel (Owners): the invoice is Cancelled and keeps its number (the series has no gap); what it
 * billed goes back to the order's lines as not dispatched, so it can be dispatched (and invoiced) again. The order
 * row is locked first (SELECT ... FOR UPDATE, as dispatches, payments and proformas do), so a dispatch of the same
 * order waits. An order that was Dispatched in full goes back to Ready for dispatch; one closed short keeps its
 * stage and the returned quantities join what was closed short. A Delivered order's invoice stays (409).
 */
export async function cancelInvoice(db: Db, body: InvoiceCancelBody, actor: StaffActor, now = new Date()): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const found = await requireInvoiceRow(tx, body._id);
    const order = (await lockById(tx, orders, found.orderId))!;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, found.id)).for('update');
    if (invoice!.state === 'Cancelled') throw conflict(`${invoice!.number} is already cancelled.`);
    if (order.stage === 'Delivered')
      throw conflict(
        `${order.number} has been delivered: its invoice ${invoice!.number} cannot be cancelled here. Issue a credit note in your books instead.`,
      );

    const [cancelled] = await tx
      .update(invoices)
      .set({ state: 'Cancelled', cancelReason: body.Reason, cancelledAt: now, cancelledBy: actorLabel(actor), updatedAt: now })
      .where(eq(invoices.id, invoice!.id))
      .returning();

    const closedShort = order.closedShort && order.stage === 'Dispatched';
    for (const line of invoice!.amounts.Lines) {
      const back = line.QuantityThousandths;
      await tx
        .update(orderLines)
        .set(
          closedShort
            ? {
                dispatchedThousandths: sql`${orderLines.dispatchedThousandths} - ${back}`,
                shortClosedThousandths: sql`${orderLines.shortClosedThousandths} + ${back}`,
              }
            : { dispatchedThousandths: sql`${orderLines.dispatchedThousandths} - ${back}` },
        )
        .where(eq(orderLines.id, line.Id));
    }

    const reopened = order.stage === 'Dispatched' && !closedShort && invoice!.amounts.Lines.some((l) => l.QuantityThousandths > 0);
    await tx
      .update(orders)
      .set(reopened ? { stage: 'Ready for dispatch', dispatchedAt: null, updatedAt: now } : { updatedAt: now })
      .where(eq(orders.id, order.id));

    const by = { orderId: order.id, actor: actorLabel(actor), actorId: actor.actorId };
    await tx
      .insert(orderEvents)
      .values({ ...by, type: 'invoice', fromValue: 'cancelled', toValue: invoice!.number, note: body.Reason, createdAt: now });
    if (reopened) {
      // A millisecond later, so the timeline lists it after the cancellation that caused it.
      await tx.insert(orderEvents).values({
        ...by,
        type: 'stage',
        fromValue: 'Dispatched',
        toValue: 'Ready for dispatch',
        note: `Invoice ${invoice!.number} cancelled: its quantities are to dispatch again.`,
        createdAt: new Date(now.getTime() + 1),
      });
    }
    const { name: _name, ...activityActor } = actor;
    // The reason stays on the invoice and the timeline (the log keeps no free text).
    await recordActivity(tx, {
      ...activityActor,
      kind: 'invoice-cancelled',
      subject: invoice!.number,
      details: { order: order.number, reopened, lines: invoice!.amounts.Lines.length },
    });
    return { invoice: cancelled!, reopened };
  });
}
