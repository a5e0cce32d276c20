import { asc, eq } from 'drizzle-orm';
import type { Invoice, InvoiceSummary } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { invoices, orderDispatches, orders, type InvoiceRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { readCompanyProfile } from '../settings/index.js';
import { invoiceToListItem, invoiceToSummary, invoiceToWire } from './wire.js';

type Reader = Pick<Db, 'select'>;

export const INVOICE_NOT_FOUND = 'Invoice not found.';

export async function requireInvoiceRow(db: Reader, id: string): Promise<InvoiceRow> {
  if (!isUuid(id)) throw notFound(INVOICE_NOT_FOUND);
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

/** The invoice as the API answers it, with its dispatch's transport and its order's numbers. */
export async function invoiceAnswer(db: Reader, row: InvoiceRow, thresholdRupees: number): Promise<Invoice> {
  const [[dispatch], [order]] = await Promise.all([
    db.select().from(orderDispatches).where(eq(orderDispatches.id, row.dispatchId)),
    db
      .select({
        number: orders.number,
        poNumber: orders.poNumber,
        poDate: orders.poDate,
        exchangeRateTenThousandths: orders.exchangeRateTenThousandths,
      })
      .from(orders)
      .where(eq(orders.id, row.orderId)),
  ]);
  return invoiceToWire(row, dispatch!, order!, thresholdRupees);
}

export const getInvoice = async (db: Reader, id: string, thresholdRupees: number) =>
  invoiceAnswer(db, await requireInvoiceRow(db, id), thresholdRupees);

/** An order's invoices made here, oldest first (cancelled ones too): what the order screen lists. */
export async function invoicesOfOrder(
  db: Reader,
  order: { id: string; number: string; exchangeRateTenThousandths: number },
): Promise<InvoiceSummary[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(asc(invoices.createdAt));
  if (rows.length === 0) return [];
  const thresholdRupees = (await readCompanyProfile(db)).record.EwayBillThreshold;
  return rows.map((row) => invoiceToSummary(invoiceToListItem(row, order, thresholdRupees)));
}
