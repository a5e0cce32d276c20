import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { INDIA_UTC_OFFSET_MS } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { admins, orderEvents, orders } from '../../db/schema.js';
import { enqueue, type NewOutboxMessage, renderOrderLateMail } from '../mail/index.js';
import { dayLabel } from '../../lib/days.js';
import { lateSql, todayInIndia } from './late.js';
import { staffOrderFacts } from './mails.js';

/** Late mails go out from this hour of the India morning (an order turns late at midnight). */
export const LATE_MAIL_FROM_HOUR = 8;
const SYSTEM = 'System';

export interface LateMailContext {
  siteUrl: string;
  brand: string;
}

const indiaHour = (now: Date) => new Date(now.getTime() + INDIA_UTC_OFFSET_MS).getUTCHours();

/**
 * Marks every order that is Late and not yet mailed for its current promise, and queues one mail each to the
 * person responsible, or to every active Owner when nobody (active) is. The UPDATE ... WHERE late_notified_at
 * IS NULL takes each row once, so two processes running this at the same moment mail each order once.
 * Before LATE_MAIL_FROM_HOUR (India time) it does nothing: the mail is the morning's. Answers the numbers mailed.
 */
export async function mailLateOrders(db: Db, ctx: LateMailContext, now = new Date()): Promise<string[]> {
  if (indiaHour(now) < LATE_MAIL_FROM_HOUR) return [];
  return db.transaction(async (tx) => {
    const late = await tx
      .update(orders)
      .set({ lateNotifiedAt: now })
      .where(and(lateSql(todayInIndia(now)), isNull(orders.lateNotifiedAt)))
      .returning();
    if (late.length === 0) return [];
    const assigneeIds = [...new Set(late.flatMap((o) => (o.assignedTo ? [o.assignedTo] : [])))];
    const [assignees, owners] = await Promise.all([
      assigneeIds.length
        ? tx
            .select()
            .from(admins)
            .where(and(inArray(admins.id, assigneeIds), eq(admins.status, 'active')))
        : [],
      tx
        .select()
        .from(admins)
        .where(and(eq(admins.role, 'Owner'), eq(admins.status, 'active')))
        .orderBy(admins.createdAt),
    ]);
    const messages: NewOutboxMessage[] = [];
    for (const order of late) {
      const assignee = assignees.find((a) => a.id === order.assignedTo);
      const recipients = assignee ? [assignee] : owners;
      for (const to of recipients) {
        const mail = renderOrderLateMail({
          recipientName: to.name,
          assigned: Boolean(assignee),
          ...staffOrderFacts(order, ctx.siteUrl, ctx.brand),
        });
        messages.push({ recordId: order.recordId, kind: 'order-late', to: to.email, ...mail, attachments: [] });
      }
      const who = recipients.map((r) => r.name || r.email).join(', ');
      await tx.insert(orderEvents).values({
        orderId: order.id,
        type: 'late',
        actor: SYSTEM,
        fromValue: dayLabel(order.promisedDate),
        note: who
          ? `Late: promised for ${dayLabel(order.promisedDate)}. Mailed ${who}.`
          : `Late: promised for ${dayLabel(order.promisedDate)}. Nobody to mail.`,
        createdAt: now,
      });
    }
    await enqueue(tx, messages);
    return late.map((o) => o.number);
  });
}

/** For tests and the benchmark: how many orders wait for their late mail. */
export const unmailedLateSql = (today: string) => sql`${lateSql(today)} and ${orders.lateNotifiedAt} is null`;
