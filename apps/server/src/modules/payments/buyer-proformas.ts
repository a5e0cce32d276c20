import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { API_BASE, paiseToRupees, rfqProformaPdfPath, type BuyerProformaView } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { orders, proformas } from '../../db/schema.js';
import { isUuid } from '../../lib/ids.js';
import { readFile } from '../files/index.js';
import { proformaPdfName } from './proforma-send.js';

type Reader = Pick<Db, 'select'>;

/** The status link the buyer's page was opened with: its PDF links carry the same key. */
export interface BuyerLink {
  reference: string;
  key: string;
}

/** The proformas of an order that were mailed to its buyer, oldest first, for the status page ('' PDF URLs without a link). */
export async function buyerProformas(db: Reader, orderId: string, link: BuyerLink | null): Promise<BuyerProformaView[]> {
  const rows = await db
    .select()
    .from(proformas)
    .where(and(eq(proformas.orderId, orderId), isNotNull(proformas.sentAt)))
    .orderBy(asc(proformas.createdAt), asc(proformas.number));
  return rows.map((row) => ({
    Number: row.number,
    Amount: paiseToRupees(row.amountPaise),
    State: row.state,
    DueDate: row.dueDate,
    PdfUrl: link ? `${API_BASE}${rfqProformaPdfPath(link.reference, row.id, link.key)}` : '',
  }));
}

/**
 * The stored PDF of a proforma mailed about one of the lead's orders, or null: `leadId` comes from a checked
 * status link, so another lead's proforma, an unsent one and an unknown id are all the same null (404).
 */
export async function buyerProformaPdf(db: Db, leadId: string, proformaId: string): Promise<{ name: string; bytes: Uint8Array } | null> {
  if (!isUuid(proformaId)) return null;
  const [row] = await db
    .select({ number: proformas.number, pdfFileId: proformas.pdfFileId })
    .from(proformas)
    .innerJoin(orders, eq(orders.id, proformas.orderId))
    .where(and(eq(proformas.id, proformaId), eq(orders.recordId, leadId), isNotNull(proformas.sentAt)))
    .limit(1);
  if (!row?.pdfFileId) return null;
  const file = await readFile(db, row.pdfFileId, 'proforma-pdf');
  return file ? { name: proformaPdfName(row.number), bytes: file.data } : null;
}
