/**
 * Indian number formatting by hand, over integers: the server, the browser and the PDF print the same text
 * whatever ICU data their runtime carries (ADR 045 keeps Intl off the hydration path).
 */

const toBigInt = (value: number | bigint, what: string): bigint => {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number, got ${value}.`);
  return BigInt(value);
};

/** Digits grouped the Indian way: the last three, then pairs ("1234567" -> "12,34,567"). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** An integer scaled by 10^places as grouped text with exactly `places` decimals ("-12345", 2 -> "-123.45"). */
function scaledText(scaled: bigint, places: number): { sign: string; text: string } {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const whole = groupIndian(digits.slice(0, digits.length - places));
  const text = places === 0 ? whole : `${whole}.${digits.slice(-places)}`;
  return { sign: negative ? '-' : '', text };
}

/** Paise as rupees with the ₹ sign and Indian grouping: 12345650 -> "₹1,23,456.50", -5 -> "-₹0.05". */
export function formatRupees(paise: number | bigint): string {
  const { sign, text } = scaledText(toBigInt(paise, 'An amount in paise'), 2);
  return `${sign}₹${text}`;
}

/** Paise as rupees without the sign, for table cells under a "₹" heading: 12345650 -> "1,23,456.50". */
export function formatRupeesPlain(paise: number | bigint): string {
  const { sign, text } = scaledText(toBigInt(paise, 'An amount in paise'), 2);
  return sign + text;
}

/** An integer scaled by 10^places with its trailing zero decimals left out: (2500, 3) -> "2.5", (1250000, 3) -> "1,250". */
function trimmedScaled(value: number | bigint, places: number, what: string): string {
  const { sign, text } = scaledText(toBigInt(value, what), places);
  return sign + (text.includes('.') ? text.replace(/\.?0+$/, '') : text);
}

/** Thousandths as a quantity: 2500 -> "2.5", 1250000 -> "1,250". */
export const formatQuantity = (thousandths: number | bigint) => trimmedScaled(thousandths, 3, 'A quantity in thousandths');

/** Hundredths of a percent as a percent number: 1250 -> "12.5", 0 -> "0". */
export const formatPercent = (hundredths: number | bigint) => trimmedScaled(hundredths, 2, 'A percent in hundredths');

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: "Seven", "Nineteen", "Fifty-Seven". */
export function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return TENS[Math.floor(n / 10)]! + (ones ? `-${ONES[ones]}` : '');
}

/** 1 to 999: "Four Hundred Fifty-Seven" (no "and", as Indian invoices write it). */
export function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/**
 * A positive whole number in Indian numbering: crore, lakh, thousand, hundred. Above 99 crore the crores are
 * counted in the same words ("One Thousand Crore", "One Lakh Crore"), as Indian accounts write them. From a
 * crore crore (10^14) on the words repeat "Crore" and read ambiguously; a quotation stays below ₹1,300 crore.
 */
function indianWords(n: bigint): string {
  const crores = n / 10_000_000n;
  const rest = Number(n % 10_000_000n);
  const lakhs = Math.floor(rest / 100_000);
  const thousands = Math.floor((rest % 100_000) / 1000);
  const units = rest % 1000;
  return [
    crores ? `${indianWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    units ? belowThousand(units) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words, Indian numbering: 123457 -> "One Lakh Twenty-Three Thousand Four Hundred Fifty-Seven". */
export function numberInIndianWords(value: number | bigint): string {
  const n = toBigInt(value, 'A number');
  if (n === 0n) return 'Zero';
  return n < 0n ? `Minus ${indianWords(-n)}` : indianWords(n);
}

/**
 * An amount in words as Indian invoices print it: 12345700 paise -> "Rupees One Lakh Twenty-Three Thousand
 * Four Hundred Fifty-Seven Only"; 10050 -> "Rupees One Hundred and Fifty Paise Only"; 50 -> "Fifty Paise Only".
 */
export function amountInWords(paiseValue: number | bigint): string {
  const paise = toBigInt(paiseValue, 'An amount in paise');
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  const rupees = abs / 100n;
  const cents = Number(abs % 100n);
  const paiseWords = cents ? `${belowHundred(cents)} Paise` : '';
  const words = rupees === 0n && cents ? paiseWords : [`Rupees ${numberInIndianWords(rupees)}`, paiseWords].filter(Boolean).join(' and ');
  return `${negative ? 'Minus ' : ''}${words} Only`;
}
