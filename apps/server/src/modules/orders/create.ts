import { eq } from 'drizzle-orm';
import { formatQuantity, indiaDay, promisedLeadDays } from '@rp/contract';
import type { Tx } from '../../db/client.js';
import { orderEvents, orderLines, orders, records, type OrderRow, type QuotationRow } from '../../db/schema.js';
import { type ActivityActor, recordActivity } from '../activity/index.js';
import { addDays } from '../../lib/days.js';
import { linesAsChosen, totalsOf } from '../quotation-lines/index.js';
import { nextDocumentNumber } from '../documents/index.js';

/** Who accepted: a staff member ("Mark accepted") or the buyer on the status page. */
export interface OrderCreator {
  /** The timeline's name for them: the staff member's name, or 'Buyer'. */
  by: string;
  /** The activity log's actor: the staff member, or the buyer's address without an account. */
  actor: ActivityActor;
  /** The hash of the status key mailed with the order's confirmation, when that mail makes a key of its own. */
  buyerKeyHash?: string | null;
}

/** The promised dispatch day: the acceptance's India day plus the longest lead time of the lines. */
export const promisedDateOf = (lineLeadTimes: string[], acceptedAt: Date) => addDays(indiaDay(acceptedAt), promisedLeadDays(lineLeadTimes));

/**
 * The order of an accepted quotation revision, in the acceptance's transaction (both paths call this right
 * after the quotation became Accepted): a frozen copy of its buyer, lines, charges, terms and totals, the
 * next SO number, the lead's assignee as the person responsible, and the timeline's first entry.
 */
export async function createOrderForAcceptance(tx: Tx, accepted: QuotationRow, creator: OrderCreator, now: Date): Promise<OrderRow> {
  const lines = linesAsChosen(accepted.lines, accepted.chosenQuantities);
  const computed = totalsOf({ ...accepted, lines });
  const [lead] = accepted.recordId
    ? await tx.select({ assignedTo: records.assignedTo }).from(records).where(eq(records.id, accepted.recordId)).limit(1)
    : [];
  const number = await nextDocumentNumber(tx, 'order', now);
  const [order] = await tx
    .insert(orders)
    .values({
      number,
      quotationId: accepted.id,
      quotationNumber: accepted.number,
      recordId: accepted.recordId,
      buyerId: accepted.buyerId,
      promisedDate: promisedDateOf(
        accepted.lines.map((l) => l.LeadTime),
        now,
      ),
      assignedTo: lead?.assignedTo ?? null,
      poNumber: accepted.poNumber,
      poDate: accepted.poDate,
      poFileId: accepted.poFileId,
      buyer: accepted.buyer,
      charges: accepted.charges,
      totals: computed,
      companyStateCode: accepted.companyStateCode,
      currency: accepted.currency,
      exchangeRateTenThousandths: accepted.exchangeRateTenThousandths,
      taxablePaise: computed.Totals.Taxable,
      grandTotalPaise: computed.Totals.GrandTotal,
      paymentTerms: accepted.paymentTerms,
      deliveryTerms: accepted.deliveryTerms,
      notes: accepted.notes,
      acceptedAt: now,
      acceptedByName: accepted.acceptedByName,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(orderLines).values(
    lines.map((line, position) => ({
      orderId: order!.id,
      position,
      line,
      quantityThousandths: line.QuantityThousandths,
      taxablePaise: computed.LineTaxable[position]!,
    })),
  );
  const po = accepted.poNumber ? `, PO ${accepted.poNumber}` : '';
  const breaks = lines.flatMap((l, i) => (l.QuotedAs ? [`line ${i + 1} at ${formatQuantity(l.QuantityThousandths)} ${l.Unit}`] : []));
  const chosen = breaks.length ? ` Quantity break chosen: ${breaks.join(', ')}.` : '';
  await tx.insert(orderEvents).values({
    orderId: order!.id,
    type: 'created',
    actor: creator.by,
    actorId: creator.actor.actorId,
    toValue: 'Confirmed',
    note: `Quotation ${accepted.number} accepted by ${accepted.acceptedByName || creator.by}${po}.${chosen}`,
    buyerKeyHash: creator.buyerKeyHash ?? null,
    createdAt: now,
  });
  await recordActivity(tx, { ...creator.actor, kind: 'order-created', subject: number, details: { quotation: accepted.number } });
  return order!;
}
