import { asc, eq } from 'drizzle-orm';
import { API_BASE, paiseToRupees, rfqInvoicePdfPath, type BuyerInvoiceView } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema.js';

type Reader = Pick<Db, 'select'>;

/** The status link the buyer's page was opened with: its PDF links carry the same key. */
export interface BuyerInvoiceLink {
  reference: string;
  key: string;
}

/** The tax invoices of an order, oldest first, for the buyer's status page ('' PDF URLs without a link). */
export async function buyerInvoices(db: Reader, orderId: string, link: BuyerInvoiceLink | null): Promise<BuyerInvoiceView[]> {
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, date: invoices.date, state: invoices.state, grandTotalPaise: invoices.grandTotalPaise })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.createdAt));
  return rows.map((row) => ({
    Number: row.number,
    Date: row.date,
    State: row.state,
    GrandTotal: paiseToRupees(row.grandTotalPaise),
    PdfUrl: link ? `${API_BASE}${rfqInvoicePdfPath(link.reference, row.id, link.key)}` : '',
  }));
}
