import { buyerStatusLabel, readDescriptionField, type RfqStatusView } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { getBuyerOrderView } from '../orders/index.js';
import { findLeadByKey, quotationForBuyer } from '../quotations/index.js';

/**
 * The buyer's status page data, or null. An unknown reference, a wrong key and a missing key all give
 * null, so the page cannot tell anyone which references exist. The key is the lead's own or one mailed
 * with its quotation; showing the latest sent quotation is the buyer's view of it (Sent -> Viewed). Once it is
 * accepted, the order shows too: its stages, the notes staff chose to tell the buyer and the dispatches.
 * Opened in a staff member's browser (`byStaff`), the quotation is shown without counting as viewed.
 */
export async function findRfqStatus(db: Db, reference: string, key: string, byStaff = false): Promise<RfqStatusView | null> {
  const row = await findLeadByKey(db, reference, key);
  if (!row) return null;
  return {
    reference: row.reference,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    company: row.company || 'N/A',
    product: readDescriptionField(row.description, 'Product of Interest'),
    drawingName: row.mediaFileName,
    statusLabel: buyerStatusLabel(row.status),
    quotation: await quotationForBuyer(db, row.id, row.reference, key, { byStaff }),
    order: await getBuyerOrderView(db, row.id, { reference: row.reference, key }),
  };
}
