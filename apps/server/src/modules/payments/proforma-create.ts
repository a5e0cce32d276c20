import { eq } from 'drizzle-orm';
import { formatMoney, indiaDay, type CompanyProfileData, type ProformaCreateBody } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { proformas, type ProformaRow } from '../../db/schema.js';
import { dayLabel } from '../../lib/days.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { recordActivity } from '../activity/index.js';
import { nextDocumentNumber } from '../documents/index.js';
import type { StaffActor } from '../records/index.js';
import { advanceText, percentHundredthsOf, shareOf } from './amounts.js';
import { addOrderEvent, assertNotCancelled, lockOrderRow, settleProformas } from './order-ledger.js';
import { ORDER_NOT_FOUND } from './proforma-read.js';

/** The amount and share asked: Amount as given (at most the grand total), else Percent or the profile's AdvancePercent. */
function askedOf(
  body: ProformaCreateBody,
  totalPaise: number,
  number: string,
  profile: CompanyProfileData,
  currency: Parameters<typeof formatMoney>[1],
) {
  if (body.Amount !== undefined) {
    if (body.Amount > totalPaise)
      throw conflict(`${formatMoney(body.Amount, currency)} is more than the grand total of ${number} (${formatMoney(totalPaise, currency)}).`, {
        Amount: 'More than the order’s grand total.',
      });
    return { amountPaise: body.Amount, percentHundredths: percentHundredthsOf(body.Amount, totalPaise) };
  }
  const percentHundredths = body.Percent ?? profile.AdvancePercent * 100;
  return { amountPaise: shareOf(totalPaise, percentHundredths), percentHundredths };
}

/**
 * POST /proforma/create: a proforma invoice asking for the advance. The order is locked, the number taken from
 * the 'proforma' series in the same transaction (a failed create gives it back), and the order's timeline and
 * the activity log say it. Payments already in may cover it at once (then it is Paid).
 */
export async function createProforma(
  db: Db,
  profile: CompanyProfileData,
  body: ProformaCreateBody,
  actor: StaffActor,
  now = new Date(),
): Promise<ProformaRow> {
  if (!isUuid(body.OrderId)) throw notFound(ORDER_NOT_FOUND);
  const issueDate = indiaDay(now);
  if (body.DueDate && body.DueDate < issueDate) throw badRequest('Due date cannot be before today.', { DueDate: 'Due date cannot be before today.' });
  return db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, body.OrderId);
    assertNotCancelled(order, 'no advance can be asked for it');
    const asked = askedOf(body, order.grandTotalPaise, order.number, profile, order.currency);
    const asking = advanceText(asked.amountPaise, asked.percentHundredths, order.grandTotalPaise, order.currency);
    if (asked.amountPaise <= 0) throw conflict(`${asking} is nothing to ask for: give a larger Percent or Amount.`);
    const number = await nextDocumentNumber(tx, 'proforma', now);
    const [created] = await tx
      .insert(proformas)
      .values({
        number,
        orderId: order.id,
        buyerId: order.buyerId,
        ...asked,
        dueDate: body.DueDate ?? null,
        issueDate,
        createdBy: actor.actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const due = body.DueDate ? `, due ${dayLabel(body.DueDate)}` : '';
    await addOrderEvent(tx, { orderId: order.id, type: 'proforma', from: 'issued', to: number, note: `${asking}${due}` }, actor, now);
    await settleProformas(tx, order.id, now);
    await recordActivity(tx, { ...actor, kind: 'proforma-created', subject: number, details: { order: order.number, amount: asking } });
    const [row] = await tx.select().from(proformas).where(eq(proformas.id, created!.id));
    return row!;
  });
}
