import { and, eq } from 'drizzle-orm';
import type { CompanyProfileData, InvoiceCopy } from '@rp/contract';
import type { Db, Tx } from '../../db/client.js';
import { invoices, orderDispatches, orders, type InvoiceRow, type OutboxAttachment } from '../../db/schema.js';
import { isUuid } from '../../lib/ids.js';
import { invoicePdfName, renderInvoicePdf, type InvoicePdfInput } from '../documents/index.js';
import { saveFile } from '../files/index.js';

type Reader = Pick<Db, 'select'>;

/** What the PDF prints besides the invoice row: its dispatch's transport and its order's references. */
async function pdfInput(db: Reader, row: InvoiceRow, profile: CompanyProfileData, copy?: InvoiceCopy): Promise<InvoicePdfInput> {
  const [[dispatch], [order]] = await Promise.all([
    db.select().from(orderDispatches).where(eq(orderDispatches.id, row.dispatchId)),
    db
      .select({
        number: orders.number,
        poNumber: orders.poNumber,
        poDate: orders.poDate,
        exchangeRateTenThousandths: orders.exchangeRateTenThousandths,
        paymentTerms: orders.paymentTerms,
      })
      .from(orders)
      .where(eq(orders.id, row.orderId)),
  ]);
  return { profile, invoice: row, order: order!, dispatch: dispatch!, ...(copy ? { copy } : {}) };
}

/** The invoice's PDF: its three copies, or the one asked for. Drawn each time from the frozen row (a cancel shows at once). */
export async function invoicePdf(db: Reader, row: InvoiceRow, profile: CompanyProfileData, copy?: InvoiceCopy) {
  const bytes = await renderInvoicePdf(await pdfInput(db, row, profile, copy));
  return { name: invoicePdfName(row.number), bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/**
 * The original copy of an invoice of one of the lead's orders, or null: `leadId` comes from a checked status
 * link, so another lead's invoice and an unknown id are the same null (404).
 */
export async function buyerInvoicePdf(db: Reader, leadId: string, invoiceId: string, profile: CompanyProfileData) {
  if (!isUuid(invoiceId)) return null;
  const [found] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), eq(orders.recordId, leadId)))
    .limit(1);
  return found ? invoicePdf(db, found.invoice, profile, 'original') : null;
}

/**
 * The original copy of an invoice just issued, stored in the dispatch's transaction so the buyer's dispatch
 * mail attaches exactly these bytes (the outbox attaches files).
 */
export async function saveInvoicePdf(tx: Tx, row: InvoiceRow, profile: CompanyProfileData): Promise<OutboxAttachment> {
  const { name, bytes } = await invoicePdf(tx, row, profile, 'original');
  return { fileId: await saveFile(tx, 'order-pdf', { name, mimeType: 'application/pdf', bytes }), name };
}
