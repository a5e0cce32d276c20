import { desc, eq } from 'drizzle-orm';
import { formatQuantity, ORDER_STAGE_BUYER_LABELS, thousandthsToQuantity, type BuyerOrderView, type OrderStage } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { buyerInvoices } from '../invoices/index.js';
import { buyerProformas, type BuyerLink } from '../payments/index.js';
import { orders, type OrderLineRow, type OrderRow } from '../../db/schema.js';
import { dispatchesOf, eventsOf, linesOf } from './read.js';
import { dispatchProgress, progressLines } from './progress.js';
import { dispatchPapers } from './wire.js';

type Reader = Pick<Db, 'select'>;

/**
 * The stage in the buyer's words; a partly dispatched order says how much went so far ("Partly dispatched: 600
 * of 1,000 Nos", as staff read it); a closed-short Dispatched order says how much of it came: "Closed: 600 of
 * 1,000 dispatched" (units summed over the lines when they share one unit; the page lists each line below).
 */
export function buyerStageLabel(order: Pick<OrderRow, 'stage' | 'closedShort'>, lines: OrderLineRow[]): string {
  const progress = dispatchProgress(order, progressLines(lines));
  if (progress.PartlyDispatched) return `${progress.Label}: ${progress.Summary}`;
  if (order.stage !== 'Dispatched' || !order.closedShort) return ORDER_STAGE_BUYER_LABELS[order.stage];
  if (new Set(lines.map((l) => l.line.Unit)).size > 1) return 'Closed: part dispatched';
  const total = (pick: (l: OrderLineRow) => number) => formatQuantity(lines.reduce((sum, l) => sum + pick(l), 0));
  return `Closed: ${total((l) => l.dispatchedThousandths)} of ${total((l) => l.quantityThousandths)} dispatched`;
}

/**
 * The order of a lead as its buyer sees it on the status page, or null while the lead has none. The
 * timeline holds the stages with their dates (creation is Confirmed); a note shows only where staff ticked
 * "Tell the buyer". Never the assigned person, internal notes or who moved it. `leadId` comes from a
 * checked status link (findLeadByKey); the proformas mailed to the buyer link their PDFs with that link's key.
 */
export async function getBuyerOrderView(db: Reader, leadId: string, link: BuyerLink | null = null): Promise<BuyerOrderView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.recordId, leadId)).orderBy(desc(orders.createdAt)).limit(1);
  if (!order) return null;
  const [lines, events, dispatches, proformas, invoices] = await Promise.all([
    linesOf(db, order.id),
    eventsOf(db, order.id),
    dispatchesOf(db, order.id),
    buyerProformas(db, order.id, link),
    buyerInvoices(db, order.id, link),
  ]);
  const entry = (at: Date, stage: OrderStage, note: string) => ({
    At: at.toISOString(),
    Stage: stage,
    StageLabel: ORDER_STAGE_BUYER_LABELS[stage],
    Note: note,
  });
  const timeline: BuyerOrderView['Timeline'] = [];
  let stage: OrderStage = 'Confirmed';
  for (const event of events) {
    const told = event.visibleToBuyer ? event.note : '';
    if (event.type === 'created') timeline.push(entry(event.createdAt, 'Confirmed', ''));
    else if (event.type === 'stage' || event.type === 'closed-short') {
      // Closing short is the move to Dispatched; its reason is for staff (visibleToBuyer stays false).
      stage = event.toValue as OrderStage;
      timeline.push(entry(event.createdAt, stage, told));
    } else if (event.type === 'note' && told) {
      timeline.push(entry(event.createdAt, stage, told));
    } else if (event.type === 'dispatch' && told.includes('\n')) {
      // A dispatch's note is the summary line (shown with the dispatch itself) and then what staff wrote.
      timeline.push(entry(event.createdAt, stage, told.slice(told.indexOf('\n') + 1)));
    }
  }
  const byId = new Map(lines.map((l) => [l.id, l]));
  return {
    Number: order.number,
    PONumber: order.poNumber,
    Stage: order.stage,
    StageLabel: buyerStageLabel(order, lines),
    PromisedDate: order.promisedDate,
    CreatedAt: order.createdAt.toISOString(),
    ClosedShort: order.closedShort,
    Lines: lines.map((l) => ({
      Description: l.line.Description,
      Unit: l.line.Unit,
      Quantity: thousandthsToQuantity(l.quantityThousandths),
      Dispatched: thousandthsToQuantity(l.dispatchedThousandths),
    })),
    Timeline: timeline,
    Dispatches: dispatches.map(({ row, lines: sent }) => ({
      ...dispatchPapers(row),
      Lines: sent.map((s) => {
        const line = byId.get(s.lineId);
        return { Description: line?.line.Description ?? '', Unit: line?.line.Unit ?? '', Quantity: thousandthsToQuantity(s.quantityThousandths) };
      }),
    })),
    Proformas: proformas,
    Invoices: invoices,
  };
}
