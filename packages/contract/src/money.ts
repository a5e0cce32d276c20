import { z } from 'zod';

/**
 * Exact money and quantities. On the wire an amount is rupees as a JSON number with at most 2 decimals and a
 * quantity has at most 3; inside, both are integers (paise, thousandths). A number is converted through its
 * shortest decimal text (what JSON carried), never by multiplying a float: 1.15 * 100 is 114.99999999999999.
 */

export const PAISE_PER_RUPEE = 100;
export const QUANTITY_SCALE = 1000;
/** A discount percent is kept in hundredths of a percent: 12.5 % is 1250, 100 % is 10000. */
export const PERCENT_SCALE = 100;

export const MONEY_LIMITS = {
  /** A unit price, a quantity break's price or a charge: at most ₹10 crore. */
  amountMaxRupees: 10_00_00_000,
  /** A line's quantity: at most 10 lakh units (or kg, metres). */
  quantityMax: 10_00_000,
  /** A quotation's taxable value: at most ₹1,000 crore, so every total stays an exact JSON number of paise. */
  taxableMaxPaise: 1000 * 1_00_00_000 * PAISE_PER_RUPEE,
} as const;

/**
 * `value` times 10^places as an exact integer, or undefined when the number has more decimals than that (or is
 * not finite, or is beyond what a JSON number holds exactly). Reads String(value), which is the shortest text
 * that gives back the same number: what the sender wrote, for any number written with up to 15 digits.
 */
export function scaledInteger(value: number, places: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  // Exponent forms (below 1e-6 or from 1e21) never have few decimals and a safe size.
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > places) return undefined;
  const scaled = BigInt(whole + fraction.padEnd(places, '0'));
  if (scaled > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return sign ? -Number(scaled) : Number(scaled);
}

/** Rupees (at most 2 decimals) to paise; undefined for more decimals. */
export const rupeesToPaise = (rupees: number) => scaledInteger(rupees, 2);
/** A quantity (at most 3 decimals) to thousandths; undefined for more decimals. */
export const quantityToThousandths = (quantity: number) => scaledInteger(quantity, 3);
/** A percent (at most 2 decimals) to hundredths of a percent; undefined for more decimals. */
export const percentToHundredths = (percent: number) => scaledInteger(percent, 2);

/**
 * Back to a JSON number: an integer divided by a power of ten is the double nearest to the exact decimal,
 * which prints with at most `places` decimals.
 */
export const paiseToRupees = (paise: number) => paise / PAISE_PER_RUPEE;
export const thousandthsToQuantity = (thousandths: number) => thousandths / QUANTITY_SCALE;
export const hundredthsToPercent = (hundredths: number) => hundredths / PERCENT_SCALE;

export interface DecimalRule {
  label: string;
  places: number;
  /** The smallest value allowed; `minExclusive` makes it "more than". */
  min: number;
  minExclusive?: boolean;
  max: number;
  /** How the maximum reads in a message, e.g. "₹10,00,00,000". */
  maxText: string;
  /** What one decimal place counts, for the message: "paise". */
  placesWord: string;
  /** What the number is, for the type message: "a number of rupees". */
  kind: string;
}

/** A JSON number checked against `rule`, answered as an integer scaled by 10^places. */
export function scaledNumberField(rule: DecimalRule) {
  const typeMessage = `${rule.label} must be ${rule.kind}.`;
  return z.number({ error: typeMessage }).transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!Number.isFinite(value)) return fail(typeMessage);
    if (rule.minExclusive ? value <= rule.min : value < rule.min) {
      return fail(rule.minExclusive ? `${rule.label} must be more than ${rule.min}.` : `${rule.label} cannot be negative.`);
    }
    if (value > rule.max) return fail(`${rule.label} must be at most ${rule.maxText}.`);
    const scaled = scaledInteger(value, rule.places);
    if (scaled === undefined) return fail(`${rule.label} may have at most ${rule.places} decimals (${rule.placesWord}).`);
    return scaled;
  });
}

/** Rupees on the wire (0 or more, at most 2 decimals, at most ₹10 crore), paise after parsing. */
export const rupeesField = (label: string) =>
  scaledNumberField({
    label,
    places: 2,
    min: 0,
    max: MONEY_LIMITS.amountMaxRupees,
    maxText: '₹10,00,00,000 (10 crore)',
    placesWord: 'paise',
    kind: 'an amount in rupees',
  });

/** A quantity on the wire (more than 0, at most 3 decimals, at most 10 lakh), thousandths after parsing. */
export const quantityField = (label: string) =>
  scaledNumberField({
    label,
    places: 3,
    min: 0,
    minExclusive: true,
    max: MONEY_LIMITS.quantityMax,
    maxText: '10,00,000',
    placesWord: 'thousandths',
    kind: 'a number',
  });

/** A discount percent on the wire (0 to 100, at most 2 decimals), hundredths of a percent after parsing. */
export const discountPercentField = (label: string) =>
  scaledNumberField({
    label,
    places: 2,
    min: 0,
    max: 100,
    maxText: '100 %',
    placesWord: 'hundredths of a percent',
    kind: 'a percent from 0 to 100',
  });
