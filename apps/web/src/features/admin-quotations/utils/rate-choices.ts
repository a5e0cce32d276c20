import { PRICE_PER_OPTIONS } from '@rp/contract';

export interface Choice {
  value: string | number;
  label: string;
}

/** "18 %", "0.25 %". */
export const rateLabel = (rate: number) => `${rate} %`;

/**
 * The GST rates a line or a charge may take: the company profile's list, lowest first, and the value the field
 * holds when Settings no longer lists it (so the select shows it, marked, instead of silently another rate).
 */
export function rateChoices(rates: readonly number[], current?: number | null): Choice[] {
  const listed = [...rates].sort((a, b) => a - b).map((rate) => ({ value: rate, label: rateLabel(rate) }));
  if (typeof current !== 'number' || !Number.isFinite(current) || rates.includes(current)) return listed;
  return [...listed, { value: current, label: `${rateLabel(current)} (not in Settings)` }].sort((a, b) => Number(a.value) - Number(b.value));
}

/** A charge's rates: "As goods" (follows the lines, the default, sent as null) first, then the company's rates. */
export const chargeRateChoices = (rates: readonly number[], current?: number | null): Choice[] => [
  { value: '', label: 'As goods' },
  ...rateChoices(rates, current),
];

/** The unit price is for 1, 100 or 1000 units. */
export const PER_CHOICES: Choice[] = PRICE_PER_OPTIONS.map((per) => ({ value: per, label: `per ${per}` }));
