import { formatMoney, formatPercent, formatQuantity, formatRupees, indiaDateLabel, type Currency } from '@rp/contract/plain';

/**
 * The status page's figures: the wire's rupees, quantities and percents back to integers, then the
 * contract's Indian formatting (₹1,23,456.50): the same text the PDF prints, and no Intl while hydrating.
 * Math.round is exact here: the wire carries at most 2 (quantities 3) decimals and amounts far below 2^53
 * paise, so value x 100 lands within a hair of its integer. (The contract's rupeesToPaise lives beside its
 * zod fields, which this public page must not load up front: about 27 KB gzipped.)
 */
const scaled = (value: number, factor: number) => Math.round(value * factor);

export const rupees = (amount: number) => formatRupees(scaled(amount, 100));
/** An amount in the quotation's currency: ₹1,23,456.50, US$12,345.50. */
export const money = (amount: number, currency: Currency = 'INR') => formatMoney(scaled(amount, 100), currency);
/** " per 100" for a price per 100 units; '' for a price per unit. */
export const perText = (per: number) => (per === 1 ? '' : ` per ${per}`);
export const quantity = (value: number) => formatQuantity(scaled(value, 1000));
export const percent = (value: number) => `${formatPercent(scaled(value, 100))}%`;

/** "27 November 2026" for a YYYY-MM-DD day (India calendar). */
export const dayLabel = (day: string) => indiaDateLabel(new Date(`${day}T12:00:00+05:30`));
/** "27 November 2026" for an instant, in India time. */
export const instantLabel = (iso: string) => indiaDateLabel(new Date(iso));
