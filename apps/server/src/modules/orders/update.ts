import { eq } from 'drizzle-orm';
import { ORDER_CLOSED_STAGES } from '@rp/contract';
import type { Db, Tx } from '../../db/client.js';
import { admins, orderEvents, orders, type Admin, type OrderRow } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { recordActivity } from '../activity/index.js';
import { enqueue, renderOrderAssignedMail } from '../mail/index.js';
import { dayLabel } from '../../lib/days.js';
import { assigneeLabel, type StaffActor } from '../records/index.js';
import { enqueueBuyerMail, staffOrderFacts, type OrderMailContext } from './mails.js';
import { lockOrder } from './read.js';
import { actorName } from './stage.js';

export interface OrderChange {
  _id: string;
  PromisedDate?: string;
  AssignedTo?: string | null;
  Note: string;
}

const NOT_ASSIGNABLE = 'AssignedTo must be the _id of an active team member.';

async function accountName(tx: Tx, id: string | null): Promise<string> {
  if (!id) return '';
  const [account] = await tx.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins.id, id)).limit(1);
  return account ? assigneeLabel(account) : '';
}

async function assignable(tx: Tx, id: string): Promise<Admin> {
  const [account] = isUuid(id) ? await tx.select().from(admins).where(eq(admins.id, id)).limit(1) : [];
  if (!account || account.status !== 'active') throw badRequest(NOT_ASSIGNABLE, { AssignedTo: NOT_ASSIGNABLE });
  return account;
}

/** The newly assigned person's mail, in the change's transaction (not when they assigned themselves). */
async function enqueueAssignedMail(tx: Tx, ctx: OrderMailContext, order: OrderRow, assignee: Admin, actor: StaffActor): Promise<void> {
  if (assignee.id === actor.actorId) return;
  const mail = renderOrderAssignedMail({
    assigneeName: assignee.name,
    assignedBy: actor.name || actor.actorEmail,
    ...staffOrderFacts(order, ctx.siteUrl, ctx.us.TradeName),
  });
  await enqueue(tx, [{ recordId: order.recordId, kind: 'order-assigned', to: assignee.email, ...mail, attachments: [] }]);
}

/**
 * POST /order/update: a new promised dispatch day (a closed order's promise no longer matters: 409) and/or
 * the person responsible, each change with its timeline entry; the newly assigned person is mailed. A new
 * promise clears the late mail's mark, so an order late again on its new date is mailed again.
 */
export async function updateOrder(
  db: Db,
  ctx: OrderMailContext,
  change: OrderChange,
  actor: StaffActor,
  now = new Date(),
): Promise<{ row: OrderRow; changed: boolean; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, change._id);
    const by = { orderId: row.id, actor: actorName(actor), actorId: actor.actorId, createdAt: now, note: change.Note };
    const set: Partial<OrderRow> = {};
    if (change.PromisedDate !== undefined && change.PromisedDate !== row.promisedDate) {
      if ((ORDER_CLOSED_STAGES as readonly string[]).includes(row.stage)) {
        throw conflict(`${row.number} is ${row.stage}: its promised dispatch date can no longer change.`);
      }
      set.promisedDate = change.PromisedDate;
      set.lateNotifiedAt = null;
      await tx
        .insert(orderEvents)
        .values({ ...by, type: 'promised-date', fromValue: dayLabel(row.promisedDate), toValue: dayLabel(change.PromisedDate) });
    }
    let assignee: Admin | null = null;
    if (change.AssignedTo !== undefined && change.AssignedTo !== row.assignedTo) {
      assignee = change.AssignedTo ? await assignable(tx, change.AssignedTo) : null;
      set.assignedTo = change.AssignedTo;
      const to = assignee ? assigneeLabel(assignee) : '';
      await tx.insert(orderEvents).values({ ...by, type: 'assignment', fromValue: await accountName(tx, row.assignedTo), toValue: to });
    }
    if (Object.keys(set).length === 0) return { row, changed: false, mailed: false };
    const [updated] = await tx
      .update(orders)
      .set({ ...set, updatedAt: now })
      .where(eq(orders.id, row.id))
      .returning();
    await recordActivity(tx, {
      ...actor,
      kind: 'order-updated',
      subject: row.number,
      details: {
        promisedDate: set.promisedDate ?? null,
        assignedTo: set.assignedTo === undefined ? null : set.assignedTo === null ? 'nobody' : set.assignedTo,
      },
    });
    if (assignee) await enqueueAssignedMail(tx, ctx, updated!, assignee, actor);
    return { row: updated!, changed: true, mailed: assignee !== null && assignee.id !== actor.actorId };
  });
}

export interface OrderNote {
  _id: string;
  Note: string;
  NotifyBuyer?: boolean;
}

/** POST /order/note: a note in the timeline; with NotifyBuyer it shows on the buyer's page and is mailed to them. */
export async function addOrderNote(db: Db, ctx: OrderMailContext, input: OrderNote, actor: StaffActor, now = new Date()): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, input._id);
    const notify = input.NotifyBuyer === true;
    const buyerKeyHash = notify
      ? await enqueueBuyerMail(tx, ctx, { order: row, stage: row.stage, note: input.Note, dispatch: null, noteOnly: true })
      : null;
    await tx.insert(orderEvents).values({
      orderId: row.id,
      type: 'note',
      actor: actorName(actor),
      actorId: actor.actorId,
      note: input.Note,
      visibleToBuyer: notify,
      buyerKeyHash,
      createdAt: now,
    });
    // The log says a note was added, not what it says.
    await recordActivity(tx, { ...actor, kind: 'order-note', subject: row.number, details: { characters: input.Note.length, toldBuyer: notify } });
    return row;
  });
}
