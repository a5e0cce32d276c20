// Zod-free (the '@rp/contract/plain' entry): what the buyer's status page links to and offers, used by its
// route without loading zod (ADR 079).

/** Q-2026-00042 (quotes) and I-2026-00017 (inquiries): per kind and year, at least five digits. */
export const REFERENCE_PATTERN = /^[QI]-\d{4}-\d{5,}$/;

/**
 * Path of the buyer's private status page; the key is in the acknowledgement mail and in the create's answer
 * (the form shows it at once).
 */
export const rfqStatusPath = (reference: string, key: string) => `/rfq/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}`;

/** Why a buyer declines a quotation (the status page offers these). */
export const DECLINE_REASONS = ['Price', 'Lead time', 'Specification', 'Bought elsewhere', 'Project cancelled', 'Other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
