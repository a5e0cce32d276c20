import { asc, inArray, sql } from 'drizzle-orm';
import {
  accountAcknowledgementPdfPath,
  accountInvoicePdfPath,
  accountProformaPdfPath,
  paiseToRupees,
  thousandthsToQuantity,
  type AccountSummary,
} from '@rp/contract';
import type { Db } from '../../db/client.js';
import { invoices, orderDispatches, orderLines, orders, type OrderLineRow } from '../../db/schema.js';
import { buyerStageLabel } from '../orders/index.js';
import { orderVisible, type BuyerScope } from './scope.js';
import { paged, pagedRows, type ListPage } from './summary-leads.js';

type AccountOrder = AccountSummary['Orders']['Items'][number];

/** The unit price after the line's discount (the price the buyer pays per `Per` units). */
const netUnitPaise = (line: OrderLineRow['line']) => Math.round((line.UnitPricePaise * (10_000 - (line.DiscountHundredths ?? 0))) / 10_000);

/** The session's orders, newest first, with lines, dispatches and invoices; search: order, quotation, PO or drawing number. */
export async function ordersOf(db: Db, scope: BuyerScope, list: ListPage): Promise<AccountSummary['Orders']> {
  const p = list.pattern;
  const search = p
    ? sql`and (orders.number ilike ${p} or orders.quotation_number ilike ${p} or orders.po_number ilike ${p}
        or exists (select 1 from order_lines l where l.order_id = orders.id and l.line ->> 'DrawingNo' ilike ${p}))`
    : sql``;
  const { rows: found, total } = await pagedRows<{ id: string }>(
    db,
    sql`orders.id`,
    sql`from orders where ${orderVisible(scope)} ${search}`,
    sql`orders.created_at desc, orders.id desc`,
    list,
  );
  const ids = found.map((row) => row.id);
  if (!ids.length) return paged([], total, list);
  const [rows, lines, dispatches, bills] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db.select().from(orderDispatches).where(inArray(orderDispatches.orderId, ids)).orderBy(asc(orderDispatches.createdAt)),
    db.select().from(invoices).where(inArray(invoices.orderId, ids)).orderBy(asc(invoices.createdAt)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id): AccountOrder[] => {
    const order = byId.get(id);
    if (!order) return [];
    const own = lines.filter((l) => l.orderId === id);
    return [
      {
        _id: order.id,
        Number: order.number,
        PONumber: order.poNumber,
        Stage: order.stage,
        StageLabel: buyerStageLabel(order, own),
        PromisedDate: order.promisedDate,
        Date: order.createdAt.toISOString(),
        Currency: order.currency,
        Lines: own.map((l) => ({
          _id: l.id,
          Description: l.line.Description,
          DrawingNo: l.line.DrawingNo ?? '',
          DrawingRev: l.line.DrawingRev ?? '',
          Quantity: thousandthsToQuantity(l.quantityThousandths),
          Unit: l.line.Unit,
          UnitPrice: paiseToRupees(netUnitPaise(l.line)),
          Per: l.line.Per ?? 1,
        })),
        Dispatches: dispatches
          .filter((d) => d.orderId === id)
          .map((d) => ({ DispatchDate: d.dispatchDate, Transporter: d.transporter, DocketNo: d.docketNo, InvoiceNo: d.invoiceNo })),
        AcknowledgementUrl: accountAcknowledgementPdfPath(order.id),
        Invoices: bills
          .filter((b) => b.orderId === id)
          .map((b) => ({
            Number: b.number,
            Date: b.date,
            State: b.state,
            GrandTotal: paiseToRupees(b.grandTotalPaise),
            PdfUrl: accountInvoicePdfPath(b.id),
          })),
      },
    ];
  });
  return paged(items, total, list);
}

/**
 * The proformas mailed about the session's orders, newest first. Due: what the order's payments leave unpaid of
 * it, the payments counted against its proformas oldest first (cancelled ones aside); never below 0.
 */
export async function proformasOf(db: Db, scope: BuyerScope, list: ListPage): Promise<AccountSummary['Proformas']> {
  const p = list.pattern;
  const search = p ? sql`and (pf.number ilike ${p} or orders.number ilike ${p} or orders.po_number ilike ${p})` : sql``;
  type Row = { id: string; number: string; order_number: string; date: string; amount: number; state: 'Issued' | 'Paid' | 'Cancelled'; due: number };
  const { rows, total } = await pagedRows<Row>(
    db,
    sql`pf.id, pf.number, orders.number as order_number, pf.issue_date::text as date, pf.amount_paise::float8 as amount, pf.state,
      case when pf.state <> 'Issued' then 0 else greatest(0, pf.amount_paise - greatest(0,
        (select coalesce(sum(pay.amount_paise), 0) from payments pay where pay.order_id = pf.order_id and pay.removed_at is null)
        - (select coalesce(sum(e.amount_paise), 0) from proformas e where e.order_id = pf.order_id and e.sent_at is not null
            and e.state <> 'Cancelled' and (e.created_at, e.number) < (pf.created_at, pf.number))))
      end::float8 as due`,
    sql`from proformas pf join orders on orders.id = pf.order_id where pf.sent_at is not null and ${orderVisible(scope)} ${search}`,
    sql`pf.created_at desc, pf.number desc`,
    list,
  );
  const items = rows.map((row) => ({
    Number: row.number,
    OrderNumber: row.order_number,
    Date: String(row.date),
    Amount: paiseToRupees(Number(row.amount)),
    Due: paiseToRupees(Number(row.due)),
    State: row.state,
    PdfUrl: accountProformaPdfPath(row.id),
  }));
  return paged(items, total, list);
}
