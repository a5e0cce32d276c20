import { GST_RATE_MAX, percentToHundredths } from '@rp/contract';

/**
 * The company's GST rates as the settings form edits them: each rate typed as text in its own chip, the form
 * holding a number (undefined while empty, NaN while not a number, so the contract's message names it).
 */

/** A rate as its chip shows it: 18 -> "18", 0.25 -> "0.25", nothing for an empty chip. */
export const rateText = (rate: number | undefined) => (rate === undefined || Number.isNaN(rate) ? '' : String(rate));

/** A chip's text as the form's value: '' -> undefined, "18" -> 18, "5,5" -> NaN. */
export function parseRate(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A percent the profile accepts as a GST rate: 0 to GST_RATE_MAX with at most 2 decimals. */
export const isGstRate = (rate: unknown): rate is number =>
  typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= GST_RATE_MAX && percentToHundredths(rate) !== undefined;

/** The rates typed so far that are GST rates, once each, lowest first: what a category default may choose. */
export function usableRates(rates: readonly (number | undefined)[] | undefined): number[] {
  return [...new Set((rates ?? []).filter(isGstRate))].sort((a, b) => a - b);
}

export interface RateOption {
  value: number;
  label: string;
}

/** A category's rate choices: the list, and its current rate marked when the list no longer has it. */
export function categoryRateOptions(rates: readonly (number | undefined)[] | undefined, current: unknown): RateOption[] {
  const listed = usableRates(rates).map((rate) => ({ value: rate, label: `${rate} %` }));
  if (typeof current !== 'number' || !Number.isFinite(current) || listed.some((o) => o.value === current)) return listed;
  return [...listed, { value: current, label: `${current} % (not listed)` }].sort((a, b) => a.value - b.value);
}

/** The rate a category without a saved default starts with: 18 % when listed, else the listed rate nearest to it. */
export function defaultCategoryRate(rates: readonly number[]): number {
  const usable = usableRates(rates);
  if (usable.length === 0 || usable.includes(18)) return 18;
  return [...usable].sort((a, b) => Math.abs(a - 18) - Math.abs(b - 18) || b - a)[0]!;
}
