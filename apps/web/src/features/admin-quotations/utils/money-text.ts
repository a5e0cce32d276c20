import { CURRENCY_NAMES, formatMoney, formatRupees, rupeesToPaise, scaledInteger, type Currency } from '@rp/contract';

/** Wire rupees (at most 2 decimals) as ₹ text with Indian grouping: 123456.5 -> "₹1,23,456.50". */
export function rupeesText(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  return paise === undefined ? '—' : formatRupees(paise);
}

/** A wire amount in the quotation's currency (at most 2 decimals): "₹1,23,456.50", "US$123,456.50". */
export function moneyText(amount: number, currency: Currency = 'INR'): string {
  const minor = rupeesToPaise(amount);
  return minor === undefined ? '—' : formatMoney(minor, currency);
}

/** The currency's sign for an input's prefix: "₹", "US$", "€", "£", "AED". */
export const currencySymbol = (currency: Currency = 'INR') => CURRENCY_NAMES[currency].symbol.trim();

/**
 * A foreign grand total in rupees at the quotation's exchange rate, for staff's reference: "≈ ₹10,28,744.66 at
 * ₹83.2500 per USD". Undefined while the rate is not a positive number with at most 4 decimals.
 */
export function rupeesEquivalentText(minorUnits: number, exchangeRate: unknown, currency: Currency): string | undefined {
  const rate = typeof exchangeRate === 'number' && exchangeRate > 0 ? scaledInteger(exchangeRate, 4) : undefined;
  if (rate === undefined || !Number.isSafeInteger(minorUnits) || minorUnits < 0) return undefined;
  // cents x (rupees per unit in ten-thousandths) / 10,000 = paise, rounded half up.
  const paise = (2n * BigInt(minorUnits) * BigInt(rate) + 10_000n) / 20_000n;
  return `≈ ${formatRupees(paise)} at ₹${(rate / 10_000).toFixed(4)} per ${currency}`;
}
