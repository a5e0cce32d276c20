import { OUTSIDE_INDIA_CODE } from './gst-states.js';
import { amountInWords } from './indian-format.js';
import { QUANTITY_SCALE } from './money.js';

/**
 * THE totals of a quotation: the server stores them, the editor shows them live and the PDF prints them, all
 * from this one function. Integers only (BigInt inside), rounding exactly as issue 33 says:
 * - a line's taxable value = quantity x unit price x (1 - discount), rounded to the paisa, half up;
 * - tax per GST rate on the sum of the taxable values at that rate (charges included), rounded to the paisa,
 *   half up; CGST and SGST each on half the rate (each rounded on its own);
 * - place of supply in the company's state: CGST + SGST; another state: IGST; "96" (outside India): no GST;
 * - grand total = taxable + taxes, rounded to the rupee half up; RoundOff = that rounding (may be negative).
 */

export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

export const CHARGE_KINDS = ['Packing and forwarding', 'Freight', 'Tooling'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** Intra-state: CGST + SGST; inter-state: IGST; export: no GST. */
export const TAX_MODES = ['CGST+SGST', 'IGST', 'Export'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** What the totals read of a line, in integers (the save body's parsed line has these fields). */
export interface TotalsLine {
  QuantityThousandths: number;
  UnitPricePaise: number;
  /** Hundredths of a percent: 12.5 % is 1250. */
  DiscountHundredths: number;
  GstRate: GstRate;
}

export interface TotalsCharge {
  Kind: ChargeKind;
  AmountPaise: number;
  GstRate: GstRate;
}

export interface TotalsInput {
  Lines: readonly TotalsLine[];
  Charges?: readonly TotalsCharge[];
  /** The company's GST state code (its profile's State). */
  CompanyStateCode: string;
  /** The buyer's place of supply: a GST state code, or "96" for outside India. */
  PlaceOfSupply: string;
}

/** Amounts in paise. */
export interface TaxRateSummary {
  GstRate: GstRate;
  Taxable: number;
  CGST: number;
  SGST: number;
  IGST: number;
}

/** Amounts in paise. */
export interface TotalsPaise {
  Taxable: number;
  CGST: number;
  SGST: number;
  IGST: number;
  RoundOff: number;
  GrandTotal: number;
}

export interface QuotationTotals {
  TaxMode: TaxMode;
  /** Each line's taxable value in paise, in the order of the input. */
  LineTaxable: number[];
  /** One row per GST rate used by a line or a charge, lowest rate first. */
  TaxSummary: TaxRateSummary[];
  Totals: TotalsPaise;
  /** The grand total in words: "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Seven Only". */
  AmountInWords: string;
}

const DISCOUNT_SCALE = 10_000n; // hundredths of a percent in a whole

/** numerator / denominator rounded half up, both not negative. */
const roundHalfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

function wholeNumber(value: number, what: string, max = Number.MAX_SAFE_INTEGER): bigint {
  if (!Number.isSafeInteger(value) || value < 0 || value > max)
    throw new RangeError(`${what} must be a whole number from 0 to ${max}, got ${value}.`);
  return BigInt(value);
}

function gstRate(value: number): GstRate {
  if (!(GST_RATES as readonly number[]).includes(value)) throw new RangeError(`A GST rate must be one of ${GST_RATES.join(', ')}, got ${value}.`);
  return value as GstRate;
}

const toSafeNumber = (value: bigint) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('A total is too large to compute exactly.');
  return Number(value);
};

/** A line's taxable value in paise as a BigInt (any size): quantity x unit price x (1 - discount), rounded half up. */
export function lineTaxableBigInt(line: Omit<TotalsLine, 'GstRate'>): bigint {
  const quantity = wholeNumber(line.QuantityThousandths, 'A quantity in thousandths');
  const price = wholeNumber(line.UnitPricePaise, 'A unit price in paise');
  const discount = wholeNumber(line.DiscountHundredths, 'A discount in hundredths of a percent', 10_000);
  return roundHalfUp(quantity * price * (DISCOUNT_SCALE - discount), BigInt(QUANTITY_SCALE) * DISCOUNT_SCALE);
}

/** A line's taxable value in paise: quantity x unit price x (1 - discount), rounded to the paisa half up. */
export const lineTaxablePaise = (line: Omit<TotalsLine, 'GstRate'>): number => toSafeNumber(lineTaxableBigInt(line));

/** How a place of supply is taxed for a company in `companyStateCode`. */
export function taxModeOf(companyStateCode: string, placeOfSupply: string): TaxMode {
  if (placeOfSupply === OUTSIDE_INDIA_CODE) return 'Export';
  return placeOfSupply === companyStateCode ? 'CGST+SGST' : 'IGST';
}

export function computeQuotationTotals(input: TotalsInput): QuotationTotals {
  const mode = taxModeOf(input.CompanyStateCode, input.PlaceOfSupply);
  const LineTaxable = input.Lines.map(lineTaxablePaise);
  const taxableByRate = new Map<GstRate, bigint>();
  const add = (rate: GstRate, paise: bigint) => taxableByRate.set(rate, (taxableByRate.get(rate) ?? 0n) + paise);
  input.Lines.forEach((line, i) => add(gstRate(line.GstRate), BigInt(LineTaxable[i]!)));
  for (const charge of input.Charges ?? []) add(gstRate(charge.GstRate), wholeNumber(charge.AmountPaise, 'A charge in paise'));

  const sum = { taxable: 0n, cgst: 0n, sgst: 0n, igst: 0n };
  const TaxSummary = [...taxableByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, taxable]): TaxRateSummary => {
      const rateBig = BigInt(rate);
      // CGST and SGST are each taxable x (rate / 2) / 100, i.e. taxable x rate / 200.
      const half = mode === 'CGST+SGST' ? roundHalfUp(taxable * rateBig, 200n) : 0n;
      const igst = mode === 'IGST' ? roundHalfUp(taxable * rateBig, 100n) : 0n;
      sum.taxable += taxable;
      sum.cgst += half;
      sum.sgst += half;
      sum.igst += igst;
      return { GstRate: rate, Taxable: toSafeNumber(taxable), CGST: toSafeNumber(half), SGST: toSafeNumber(half), IGST: toSafeNumber(igst) };
    });

  const beforeRounding = sum.taxable + sum.cgst + sum.sgst + sum.igst;
  const grandTotal = roundHalfUp(beforeRounding, 100n) * 100n;
  return {
    TaxMode: mode,
    LineTaxable,
    TaxSummary,
    Totals: {
      Taxable: toSafeNumber(sum.taxable),
      CGST: toSafeNumber(sum.cgst),
      SGST: toSafeNumber(sum.sgst),
      IGST: toSafeNumber(sum.igst),
      RoundOff: toSafeNumber(grandTotal - beforeRounding),
      GrandTotal: toSafeNumber(grandTotal),
    },
    AmountInWords: amountInWords(grandTotal),
  };
}
