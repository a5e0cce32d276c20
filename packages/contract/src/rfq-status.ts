import { z } from 'zod';
import { RECORD_KINDS, type RecordStatus } from './constants.js';
import { buyerOrderView } from './orders.js';
import { quotationBuyerView } from './quotation-buyer-view.js';

// REFERENCE_PATTERN (Q-2026-00042, I-2026-00017) is in buyer-status-page.ts, zod-free for the public pages.

/** The status in the buyer's words. */
export const BUYER_STATUS_LABELS = {
  New: 'Received',
  Pending: 'Being reviewed',
  'In Progress': 'Being reviewed',
  Done: 'Answered',
  Resolved: 'Answered',
  Closed: 'Closed',
} as const satisfies Record<RecordStatus, string>;

export function buyerStatusLabel(status: string): string {
  return (BUYER_STATUS_LABELS as Record<string, string>)[status] ?? 'Being reviewed';
}

/** What the status page shows (read in-process by the server renderer). */
export const rfqStatusView = z.object({
  reference: z.string(),
  kind: z.enum(RECORD_KINDS),
  createdAt: z.string(),
  company: z.string(),
  product: z.string(),
  drawingName: z.string(),
  statusLabel: z.string(),
  /** The latest sent revision of the lead's quotation (issue 33), or null while none was sent. */
  quotation: quotationBuyerView.nullable(),
  /** The order made when the quotation was accepted (issue 34), as its buyer sees it; null before that. */
  order: buyerOrderView.nullable(),
});
export type RfqStatusView = z.infer<typeof rfqStatusView>;
