// Zod-free (the '@rp/contract/plain' entry): what the buyer's status page links to and offers, used by its
// route without loading zod (ADR 079).

/** Path of the buyer's private status page; the key is only in the acknowledgement mail. */
export const rfqStatusPath = (reference: string, key: string) => `/rfq/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}`;

/** Why a buyer declines a quotation (the status page offers these). */
export const DECLINE_REASONS = ['Price', 'Lead time', 'Specification', 'Bought elsewhere', 'Project cancelled', 'Other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
