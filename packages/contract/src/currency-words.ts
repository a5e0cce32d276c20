import { CURRENCY_NAMES, type Currency } from './gst-law.js';
import { amountInWords, belowHundred, belowThousand, formatRupees, formatRupeesPlain } from './indian-format.js';

/**
 * Amounts in a foreign currency, printed and read out the international way (thousand, million, billion;
 * groups of three), as an export buyer reads them. Rupees keep the Indian way (indian-format.ts).
 */

const SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion'];

/** A whole number in international words: 12345 -> "Twelve Thousand Three Hundred Forty-Five". */
function internationalWords(n: bigint): string {
  if (n === 0n) return 'Zero';
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0n; scale += 1, rest /= 1000n) {
    const group = Number(rest % 1000n);
    if (group) groups.unshift([belowThousand(group), SCALES[scale] ?? `x10^${scale * 3}`].filter(Boolean).join(' '));
  }
  return groups.join(' ');
}

const toBigInt = (value: number | bigint) => {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`An amount in minor units must be a whole number, got ${value}.`);
  return BigInt(value);
};

/**
 * An amount in words: rupees as Indian invoices print them, another currency as "US Dollars Twelve Thousand
 * Three Hundred Forty-Five and Cents Fifty Only".
 */
export function amountInCurrencyWords(minorUnits: number | bigint, currency: Currency = 'INR'): string {
  if (currency === 'INR') return amountInWords(minorUnits);
  const value = toBigInt(minorUnits);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const names = CURRENCY_NAMES[currency];
  const minor = Number(abs % 100n);
  const words = [`${names.words} ${internationalWords(abs / 100n)}`, minor ? `${names.minorWords} ${belowHundred(minor)}` : ''];
  return `${negative ? 'Minus ' : ''}${words.filter(Boolean).join(' and ')} Only`;
}

function internationalText(minorUnits: number | bigint): string {
  const value = toBigInt(minorUnits);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${whole}.${digits.slice(-2)}`;
}

/** Minor units with the currency's sign: ₹1,23,456.50 for rupees, US$123,456.50 for dollars. */
export function formatMoney(minorUnits: number | bigint, currency: Currency = 'INR'): string {
  if (currency === 'INR') return formatRupees(minorUnits);
  const text = internationalText(minorUnits);
  const sign = text.startsWith('-') ? '-' : '';
  return `${sign}${CURRENCY_NAMES[currency].symbol}${text.replace(/^-/, '')}`;
}

/** Minor units without a sign, for table cells under a currency heading. */
export const formatMoneyPlain = (minorUnits: number | bigint, currency: Currency = 'INR') =>
  currency === 'INR' ? formatRupeesPlain(minorUnits) : internationalText(minorUnits);
