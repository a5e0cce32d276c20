import { eq } from 'drizzle-orm';
import { orderCloseShortProblem } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { orderEvents, orderLines, orders, type OrderRow } from '../../db/schema.js';
import { conflict } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import type { StaffActor } from '../records/index.js';
import { linesOf, lockOrder } from './read.js';
import { actorName } from './stage.js';

export interface CloseShort {
  _id: string;
  Reason: string;
}

/**
 * POST /order/close-short: a partly dispatched order is closed without the rest. It becomes Dispatched with
 * ClosedShort and the reason; each line's undispatched quantity is recorded as short-closed; the timeline and
 * the activity log record it, all in one transaction. The order's lock makes a dispatch at the same moment wait,
 * and then find the order Dispatched (409). Nothing or everything dispatched, Cancelled or Delivered: 409.
 */
export async function closeShort(db: Db, input: CloseShort, actor: StaffActor, now = new Date()): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, input._id);
    const lines = await linesOf(tx, row.id);
    const left = (l: (typeof lines)[number]) => l.quantityThousandths - l.dispatchedThousandths - l.shortClosedThousandths;
    const problem = orderCloseShortProblem({
      Stage: row.stage,
      ClosedShort: row.closedShort,
      AnyDispatched: lines.some((l) => l.dispatchedThousandths > 0),
      AnyRemaining: lines.some((l) => left(l) > 0),
    });
    if (problem) throw conflict(`${row.number}: ${problem}`);

    const closing = lines.filter((l) => left(l) > 0);
    for (const line of closing) {
      await tx
        .update(orderLines)
        .set({ shortClosedThousandths: line.shortClosedThousandths + left(line) })
        .where(eq(orderLines.id, line.id));
    }
    const [closed] = await tx
      .update(orders)
      .set({
        stage: 'Dispatched',
        heldFrom: null,
        closedShort: true,
        closedShortReason: input.Reason,
        dispatchedAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, row.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: row.id,
      type: 'closed-short',
      actor: actorName(actor),
      actorId: actor.actorId,
      fromValue: row.stage,
      toValue: 'Dispatched',
      note: input.Reason,
      createdAt: now,
    });
    // A stage move to Dispatched as the log counts them; the reason stays in the timeline (the log keeps no free text).
    await recordActivity(tx, {
      ...actor,
      kind: 'order-stage',
      subject: row.number,
      details: { from: row.stage, to: 'Dispatched', closedShort: true, linesShortClosed: closing.length },
    });
    return closed!;
  });
}
