import { formatPercent, formatQuantity, formatRupees, indiaDateLabel } from '@rp/contract/plain';

/**
 * The status page's figures: the wire's rupees, quantities and percents back to integers, then the
 * contract's Indian formatting (₹1,23,456.50): the same text the PDF prints, and no Intl while hydrating.
 * Math.round is exact here: the wire carries at most 2 (quantities 3) decimals and amounts far below 2^53
 * paise, so value x 100 lands within a hair of its integer. (The contract's rupeesToPaise lives beside its
 * zod fields, which this public page must not load up front: about 27 KB gzipped.)
 */
const scaled = (value: number, factor: number) => Math.round(value * factor);

export const rupees = (amount: number) => formatRupees(scaled(amount, 100));
export const quantity = (value: number) => formatQuantity(scaled(value, 1000));
export const percent = (value: number) => `${formatPercent(scaled(value, 100))}%`;

/** "27 November 2026" for a YYYY-MM-DD day (India calendar). */
export const dayLabel = (day: string) => indiaDateLabel(new Date(`${day}T12:00:00+05:30`));
/** "27 November 2026" for an instant, in India time. */
export const instantLabel = (iso: string) => indiaDateLabel(new Date(iso));
