import { formatPercent, formatQuantity, formatRupees, indiaDateLabel, percentToHundredths, quantityToThousandths, rupeesToPaise } from '@rp/contract';

/**
 * The status page's figures: the wire's rupees, quantities and percents back to exact integers, then the
 * contract's Indian formatting (₹1,23,456.50) — the same text the PDF prints, and no Intl while hydrating.
 */
export const rupees = (amount: number) => formatRupees(rupeesToPaise(amount) ?? Math.round(amount * 100));
export const quantity = (value: number) => formatQuantity(quantityToThousandths(value) ?? Math.round(value * 1000));
export const percent = (value: number) => `${formatPercent(percentToHundredths(value) ?? Math.round(value * 100))}%`;

/** "27 November 2026" for a YYYY-MM-DD day (India calendar). */
export const dayLabel = (day: string) => indiaDateLabel(new Date(`${day}T12:00:00+05:30`));
/** "27 November 2026" for an instant, in India time. */
export const instantLabel = (iso: string) => indiaDateLabel(new Date(iso));
