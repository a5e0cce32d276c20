import { and, desc, eq, ne } from 'drizzle-orm';
import { invoiceAmounts, type CompanyProfileData, type InvoiceAmounts } from '@rp/contract';
import type { Db } from '../../db/client.js';
import {
  invoices,
  orderEvents,
  type InvoiceRow,
  type StoredInvoiceLine,
  type OrderDispatchRow,
  type OrderLineRow,
  type OrderRow,
} from '../../db/schema.js';
import { dayLabel } from '../../lib/days.js';
import { badRequest } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import { nextDocumentNumber } from '../documents/index.js';
import type { StaffActor } from '../records/index.js';
import { invoiceOrderOf } from './order-input.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface InvoiceIssue {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  dispatch: OrderDispatchRow;
  /** What the dispatch sends: order line _id and quantity. */
  sending: readonly { lineId: string; quantityThousandths: number }[];
  /** The invoice date (India day). */
  date: string;
  actor: StaffActor;
}

/** The invoice's lines as printed: each order line's frozen text and price with what the invoice billed of it. */
export function printedLines(lines: readonly OrderLineRow[], billed: InvoiceAmounts['Lines']): StoredInvoiceLine[] {
  return billed
    .map((part) => {
      const line = lines.find((l) => l.id === part.Id)!;
      return {
        LineId: line.id,
        Position: line.position,
        Description: line.line.Description,
        DrawingNo: line.line.DrawingNo,
        HSN: line.line.HSN,
        Unit: line.line.Unit,
        UnitPricePaise: line.line.UnitPricePaise,
        Per: line.line.Per ?? 1,
        DiscountHundredths: line.line.DiscountHundredths,
        GstRate: line.line.GstRate,
        QuantityThousandths: part.QuantityThousandths,
        TaxablePaise: part.TaxablePaise,
      };
    })
    .sort((a, b) => a.Position - b.Position);
}

/** Noon India time of a day: the moment whose financial year is the day's. */
const middayOf = (day: string) => new Date(`${day}T12:00:00+05:30`);

/**
 * A day an invoice of the series may carry: invoices are numbered in the order of their dates (rule 46 asks for
 * consecutive serial numbers), so a new one may not be dated before the latest invoice of its financial year.
 */
export async function assertInvoiceDate(tx: Tx, date: string): Promise<void> {
  const [latest] = await tx
    .select({ number: invoices.number, date: invoices.date })
    .from(invoices)
    .orderBy(desc(invoices.date), desc(invoices.createdAt))
    .limit(1);
  if (latest && latest.date > date) {
    const message = `Invoice date cannot be before ${dayLabel(latest.date)}, the date of ${latest.number}.`;
    throw badRequest(message, { InvoiceDate: message });
  }
}

/**
 * The tax invoice of a dispatch, in the dispatch's transaction: its number is the invoice series' next (of the
 * invoice date's financial year, so a failed dispatch gives it back), its amounts invoiceAmounts' of the order
 * and its earlier invoices that were not cancelled.
 */
export async function issueInvoice(tx: Tx, profile: CompanyProfileData, issue: InvoiceIssue, now: Date): Promise<InvoiceRow> {
  const { order, lines, dispatch, sending, date } = issue;
  await assertInvoiceDate(tx, date);
  const earlier = await tx
    .select({ amounts: invoices.amounts })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), ne(invoices.state, 'Cancelled')));
  const amounts = invoiceAmounts(
    invoiceOrderOf(order, lines),
    earlier.map((e) => e.amounts),
    sending.map((s) => ({ Id: s.lineId, QuantityThousandths: s.quantityThousandths })),
  );
  const number = await nextDocumentNumber(tx, 'invoice', middayOf(date), profile.InvoicePrefix);
  const printed = printedLines(lines, amounts.Lines);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      orderId: order.id,
      dispatchId: dispatch.id,
      buyerId: order.buyerId,
      date,
      buyer: order.buyer,
      lines: printed,
      amounts,
      currency: order.currency,
      taxablePaise: amounts.Totals.Totals.Taxable,
      grandTotalPaise: amounts.Totals.Totals.GrandTotal,
      createdBy: issue.actor.actorId,
      createdByName: issue.actor.name || issue.actor.actorEmail,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: 'invoice',
    actor: issue.actor.name || issue.actor.actorEmail,
    actorId: issue.actor.actorId,
    fromValue: 'issued',
    toValue: number,
    createdAt: now,
  });
  const { name: _name, ...actor } = issue.actor;
  await recordActivity(tx, {
    ...actor,
    kind: 'invoice-issued',
    subject: number,
    details: { order: order.number, lines: printed.length, completes: amounts.Completes },
  });
  return row!;
}
