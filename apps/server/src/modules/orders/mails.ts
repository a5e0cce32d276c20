import { formatQuantity, ORDER_STAGE_BUYER_LABELS, rfqStatusPath, type OrderStage, type PublicCompanyProfile } from '@rp/contract';
import type { Tx } from '../../db/client.js';
import type { OrderRow, OutboxAttachment } from '../../db/schema.js';
import { dayLabel } from '../../lib/days.js';
import { type DispatchFacts, enqueue, renderOrderUpdateMail } from '../mail/index.js';
import { leadReferenceOf, newStatusKey } from '../records/index.js';

/** What the buyer's mails need from the app: the links' origin and the company as the mails sign it. */
export interface OrderMailContext {
  siteUrl: string;
  us: PublicCompanyProfile;
}

export const orderAdminUrl = (siteUrl: string, id: string) => `${siteUrl}/admin/orders/${encodeURIComponent(id)}`;

/** The order's facts every staff mail about it carries (assigned, late), with its link in the back office. */
export const staffOrderFacts = (order: OrderRow, siteUrl: string, brand: string) => ({
  number: order.number,
  company: order.buyer.Company,
  poNumber: order.poNumber,
  stage: order.stage,
  promisedDate: dayLabel(order.promisedDate),
  url: orderAdminUrl(siteUrl, order.id),
  brand,
});

/** "Pump shaft, EN8: 100 Nos" */
export const dispatchedLineText = (description: string, quantityThousandths: number, unit: string) =>
  `${description.split('\n')[0]}: ${formatQuantity(quantityThousandths)} ${unit}`;

export interface BuyerMailInput {
  order: OrderRow;
  /** The stage the mail reports (after the move). */
  stage: OrderStage;
  note: string;
  dispatch: DispatchFacts | null;
  /** A note alone: the mail must not read as a move. */
  noteOnly?: boolean;
  /** Stored files the mail carries: the dispatch's tax invoice. */
  attachments?: OutboxAttachment[];
}

/**
 * Queues the buyer's mail about their order in the transaction of the change, with a status-link key of its
 * own (only its hash is kept, on the event: ADR 064's key per mail). Answers that hash; null when the lead
 * was deleted (the mail then goes without a link).
 */
export async function enqueueBuyerMail(tx: Tx, ctx: OrderMailContext, input: BuyerMailInput): Promise<string | null> {
  const { order } = input;
  const leadReference = await leadReferenceOf(tx, order.recordId);
  const key = leadReference ? newStatusKey() : null;
  const mail = renderOrderUpdateMail({
    number: order.number,
    poNumber: order.poNumber,
    contact: order.buyer.Contact,
    stageLabel: ORDER_STAGE_BUYER_LABELS[input.stage],
    promisedDate: dayLabel(order.promisedDate),
    note: input.note,
    dispatch: input.dispatch,
    noteOnly: input.noteOnly,
    statusUrl: leadReference && key ? `${ctx.siteUrl}${rfqStatusPath(leadReference, key.key)}` : '',
    us: ctx.us,
  });
  await enqueue(tx, [
    {
      recordId: order.recordId,
      kind: input.dispatch ? 'order-dispatched' : 'order-stage',
      to: order.buyer.Email,
      replyTo: ctx.us.Email || null,
      ...mail,
      attachments: input.attachments ?? [],
    },
  ]);
  return key?.hash ?? null;
}
