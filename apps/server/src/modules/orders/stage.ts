import { eq } from 'drizzle-orm';
import { heldFromAfterMove, orderStageMoveProblem, type OrderStage } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { orderEvents, orders, type OrderRow } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import type { StaffActor } from '../records/index.js';
import { enqueueBuyerMail, type OrderMailContext } from './mails.js';
import { linesOf, lockOrder } from './read.js';

export interface StageMove {
  _id: string;
  Stage: OrderStage;
  Note: string;
  NotifyBuyer?: boolean;
}

export const actorName = (actor: StaffActor) => actor.name || actor.actorEmail;

/** The contract's rules as the API answers them: a refused move is a 409 with its reason, a missing note a 400 on Note. */
export function assertMove(row: Pick<OrderRow, 'number' | 'stage' | 'heldFrom'>, to: OrderStage, note: string, anyDispatched: boolean): void {
  const problem = orderStageMoveProblem({ Stage: row.stage, HeldFrom: row.heldFrom, AnyDispatched: anyDispatched }, to, note);
  if (!problem) return;
  if (problem.kind === 'note-required') throw badRequest(problem.message, { Note: problem.message });
  throw conflict(`${row.number}: ${problem.message}`);
}

/** The dates a stage move sets or clears besides the stage itself. */
function stageDates(from: OrderStage, to: OrderStage, now: Date) {
  if (to === 'Delivered') return { deliveredAt: now };
  if (to === 'Cancelled') return { cancelledAt: now };
  if (from === 'Delivered') return { deliveredAt: null };
  return {};
}

/**
 * POST /order/stage: one move by the rules, with its timeline entry (who, when, from, to, note), its log entry
 * and, with NotifyBuyer, the buyer's mail (the note then shows on their page), all in one transaction.
 */
export async function moveStage(db: Db, ctx: OrderMailContext, move: StageMove, actor: StaffActor, now = new Date()): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, move._id);
    // Only a cancel asks whether anything left the works (the order's lock keeps a dispatch from racing it).
    const anyDispatched = move.Stage === 'Cancelled' && (await linesOf(tx, row.id)).some((l) => l.dispatchedThousandths > 0);
    assertMove(row, move.Stage, move.Note, anyDispatched);
    const [moved] = await tx
      .update(orders)
      .set({
        stage: move.Stage,
        heldFrom: heldFromAfterMove({ Stage: row.stage, HeldFrom: row.heldFrom }, move.Stage),
        updatedAt: now,
        ...stageDates(row.stage, move.Stage, now),
      })
      .where(eq(orders.id, row.id))
      .returning();
    const notify = move.NotifyBuyer === true;
    const buyerKeyHash = notify ? await enqueueBuyerMail(tx, ctx, { order: moved!, stage: move.Stage, note: move.Note, dispatch: null }) : null;
    await tx.insert(orderEvents).values({
      orderId: row.id,
      type: 'stage',
      actor: actorName(actor),
      actorId: actor.actorId,
      fromValue: row.stage,
      toValue: move.Stage,
      note: move.Note,
      visibleToBuyer: notify,
      buyerKeyHash,
      createdAt: now,
    });
    await recordActivity(tx, { ...actor, kind: 'order-stage', subject: row.number, details: { from: row.stage, to: move.Stage, toldBuyer: notify } });
    return moved!;
  });
}
