import { eq } from 'drizzle-orm';
import { buyerStatusLabel, readDescriptionField, REFERENCE_PATTERN, type RfqStatusView } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { records } from '../../db/schema.js';
import { statusKeyMatches } from './status-key.js';

/**
 * The buyer's status page data, or null. An unknown reference, a wrong key and a missing key all give
 * null, so the page cannot tell anyone which references exist.
 */
export async function findRfqStatus(db: Db, reference: string, key: string): Promise<RfqStatusView | null> {
  if (!REFERENCE_PATTERN.test(reference) || !key) return null;
  const [row] = await db.select().from(records).where(eq(records.reference, reference)).limit(1);
  if (!row || !statusKeyMatches(key, row.statusKeyHash)) return null;
  return {
    reference: row.reference,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    company: readDescriptionField(row.description, 'Company'),
    product: readDescriptionField(row.description, 'Product of Interest'),
    drawingName: row.mediaFileName,
    statusLabel: buyerStatusLabel(row.status),
  };
}
