import { type Currency, type GstRegistration, type GstTreatment, type ZeroRated } from './gst-law.js';
import { amountInCurrencyWords } from './currency-words.js';
import { QUANTITY_SCALE } from './money.js';

/**
 * THE totals of a quotation: the server stores them, the editor shows them live and the PDF prints them, all
 * from this one function. Integers only (BigInt inside), rounding exactly as issues 33 and 43 say:
 * - a line's taxable value = quantity x unit price / Per x (1 - discount), rounded to the minor unit, half up;
 * - a charge without a rate follows the goods: one rate when the lines have one, else split across the lines'
 *   rates in proportion to their taxable values (each part rounded half up, ascending; the highest takes the rest);
 * - tax per GST rate on the sum of the taxable values at that rate, rounded half up; CGST and SGST each half;
 * - the tax mode from the supplier's registration, the buyer's treatment and the place of supply (taxModeOf);
 * - grand total = taxable + taxes; in rupees rounded to the rupee (RoundOff), in another currency to the cent.
 * Amounts are in the quotation currency's minor unit (paise for INR, cents for USD): the *Paise names stay.
 */

export const CHARGE_KINDS = ['Packing and forwarding', 'Freight', 'Tooling'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * CGST+SGST: intra-state; IGST: inter-state, SEZ, or zero-rated with IGST paid; Export: overseas under LUT (no
 * tax); SEZ: SEZ under LUT (no tax); Not collected: a Composition or unregistered supplier (no tax).
 */
export const TAX_MODES = ['CGST+SGST', 'IGST', 'Export', 'SEZ', 'Not collected'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** A GST rate in percent, at most 2 decimals (0.25, 5, 18, 40). */
export type GstRate = number;

/** What the totals read of a line, in integers (the save body's parsed line has these fields). */
export interface TotalsLine {
  QuantityThousandths: number;
  UnitPricePaise: number;
  /** Hundredths of a percent: 12.5 % is 1250. */
  DiscountHundredths: number;
  GstRate: GstRate;
  /** The unit price is for this many units: 1 (default), 100 or 1000. */
  Per?: number;
}

export interface TotalsCharge {
  Kind: ChargeKind;
  AmountPaise: number;
  /** A rate of its own (tooling is a separate supply); absent or null: follows the goods. */
  GstRate?: GstRate | null;
}

export interface TotalsInput {
  Lines: readonly TotalsLine[];
  Charges?: readonly TotalsCharge[];
  /** The company's GST state code (its profile's State). */
  CompanyStateCode: string;
  /** The buyer's place of supply: a GST state code, or "96" for outside India. */
  PlaceOfSupply: string;
  /** The company's registration; default Regular. */
  SupplierRegistration?: GstRegistration;
  /** The buyer's treatment; default Overseas for "96", else Registered (taxed like Unregistered). */
  GstTreatment?: GstTreatment;
  /** SEZ and Overseas only; default LUT. */
  ZeroRated?: ZeroRated;
  /** Default INR. */
  Currency?: Currency;
}

/** Amounts in paise (minor units). */
export interface TaxRateSummary {
  GstRate: GstRate;
  Taxable: number;
  CGST: number;
  SGST: number;
  IGST: number;
}

/** Amounts in paise (minor units). */
export interface TotalsPaise {
  Taxable: number;
  CGST: number;
  SGST: number;
  IGST: number;
  RoundOff: number;
  GrandTotal: number;
}

/** A charge's taxable value at one rate: a charge with its own rate has one part, a following one a part per rate. */
export interface ChargePart {
  GstRate: GstRate;
  AmountPaise: number;
}

export interface QuotationTotals {
  TaxMode: TaxMode;
  /** Each line's taxable value in paise, in the order of the input. */
  LineTaxable: number[];
  /** Each charge's parts by rate, in the order of the input (absent on totals stored before issue 43). */
  ChargeParts?: ChargePart[][];
  /** One row per GST rate used by a line or a charge, lowest rate first. */
  TaxSummary: TaxRateSummary[];
  Totals: TotalsPaise;
  /** The grand total in words: "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Seven Only". */
  AmountInWords: string;
}

const DISCOUNT_SCALE = 10_000n; // hundredths of a percent in a whole
const RATE_SCALE = 100; // a rate is kept in hundredths of a percent inside

/** numerator / denominator rounded half up, both not negative. */
const roundHalfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

function wholeNumber(value: number, what: string, max = Number.MAX_SAFE_INTEGER): bigint {
  if (!Number.isSafeInteger(value) || value < 0 || value > max)
    throw new RangeError(`${what} must be a whole number from 0 to ${max}, got ${value}.`);
  return BigInt(value);
}

/** A percent with at most 2 decimals, from 0 to 100, as hundredths of a percent. */
function rateHundredths(rate: number): number {
  const hundredths = Math.round(rate * RATE_SCALE);
  if (!Number.isFinite(rate) || rate < 0 || rate > 100 || Math.abs(hundredths - rate * RATE_SCALE) > 1e-6)
    throw new RangeError(`A GST rate must be a percent from 0 to 100 with at most 2 decimals, got ${rate}.`);
  return hundredths;
}

const toSafeNumber = (value: bigint) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('A total is too large to compute exactly.');
  return Number(value);
};

/** A line's taxable value as a BigInt (any size): quantity x unit price / Per x (1 - discount), rounded half up. */
export function lineTaxableBigInt(line: Omit<TotalsLine, 'GstRate'>): bigint {
  const quantity = wholeNumber(line.QuantityThousandths, 'A quantity in thousandths');
  const price = wholeNumber(line.UnitPricePaise, 'A unit price in paise');
  const discount = wholeNumber(line.DiscountHundredths, 'A discount in hundredths of a percent', 10_000);
  const per = wholeNumber(line.Per ?? 1, 'Per', 1000);
  if (per === 0n) throw new RangeError('Per must be 1, 100 or 1000.');
  return roundHalfUp(quantity * price * (DISCOUNT_SCALE - discount), BigInt(QUANTITY_SCALE) * per * DISCOUNT_SCALE);
}

/** A line's taxable value in paise: quantity x unit price / Per x (1 - discount), rounded half up. */
export const lineTaxablePaise = (line: Omit<TotalsLine, 'GstRate'>): number => toSafeNumber(lineTaxableBigInt(line));

/** How a supply is taxed: the supplier's registration first, then the buyer's treatment and place of supply. */
export function taxModeOf(
  companyStateCode: string,
  placeOfSupply: string,
  options: Pick<TotalsInput, 'SupplierRegistration' | 'GstTreatment' | 'ZeroRated'> = {},
): TaxMode {
  if ((options.SupplierRegistration ?? 'Regular') !== 'Regular') return 'Not collected';
  // Registered and Unregistered buyers are taxed alike: the default needs no GSTIN.
  const treatment = options.GstTreatment ?? (placeOfSupply === '96' ? 'Overseas' : 'Registered');
  const withIgst = options.ZeroRated === 'IGST';
  if (treatment === 'Overseas') return withIgst ? 'IGST' : 'Export';
  // A supply to an SEZ is inter-state by law (IGST Act, section 7(5)(b)), whatever the state.
  if (treatment === 'SEZ') return withIgst ? 'IGST' : 'SEZ';
  return placeOfSupply === companyStateCode ? 'CGST+SGST' : 'IGST';
}

/**
 * A following charge's parts: the lines' taxable value per rate (hundredths, ascending, only rates with value)
 * shares it, each part rounded half up, the highest rate taking what remains so the parts sum exactly.
 */
function followingParts(amount: bigint, linesByRate: [number, bigint][]): [number, bigint][] {
  const shares = linesByRate.filter(([, taxable]) => taxable > 0n);
  const total = shares.reduce((sum, [, taxable]) => sum + taxable, 0n);
  if (total === 0n) throw new RangeError('A charge that follows the goods needs lines with a taxable value.');
  let given = 0n;
  return shares.map(([rate, taxable], i) => {
    const part = i === shares.length - 1 ? amount - given : roundHalfUp(amount * taxable, total);
    given += part;
    return [rate, part];
  });
}

export function computeQuotationTotals(input: TotalsInput): QuotationTotals {
  const mode = taxModeOf(input.CompanyStateCode, input.PlaceOfSupply, input);
  const LineTaxable = input.Lines.map(lineTaxablePaise);
  const byRate = new Map<number, bigint>();
  const add = (hundredths: number, value: bigint) => byRate.set(hundredths, (byRate.get(hundredths) ?? 0n) + value);
  input.Lines.forEach((line, i) => add(rateHundredths(line.GstRate), BigInt(LineTaxable[i]!)));
  const linesByRate = [...byRate.entries()].sort(([a], [b]) => a - b);

  const ChargeParts = (input.Charges ?? []).map((charge): ChargePart[] => {
    const amount = wholeNumber(charge.AmountPaise, 'A charge in paise');
    const parts: [number, bigint][] =
      charge.GstRate === undefined || charge.GstRate === null ? followingParts(amount, linesByRate) : [[rateHundredths(charge.GstRate), amount]];
    return parts.map(([rate, part]) => ({ GstRate: rate / RATE_SCALE, AmountPaise: toSafeNumber(part) }));
  });
  for (const part of ChargeParts.flat()) add(Math.round(part.GstRate * RATE_SCALE), BigInt(part.AmountPaise));

  const TaxSummary = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hundredths, taxable]): TaxRateSummary => {
      if (taxable < 0n) throw new RangeError('A rate’s taxable value came out negative.');
      const rate = BigInt(hundredths);
      // CGST and SGST are each taxable x (rate / 2) / 100; the rate is in hundredths of a percent.
      const half = mode === 'CGST+SGST' ? roundHalfUp(taxable * rate, 20_000n) : 0n;
      const igst = mode === 'IGST' ? roundHalfUp(taxable * rate, 10_000n) : 0n;
      return {
        GstRate: hundredths / RATE_SCALE,
        Taxable: toSafeNumber(taxable),
        CGST: toSafeNumber(half),
        SGST: toSafeNumber(half),
        IGST: toSafeNumber(igst),
      };
    });
  return { TaxMode: mode, LineTaxable, ChargeParts, ...totalsOfSummary(TaxSummary, input.Currency ?? 'INR') };
}

/**
 * The totals of a per-rate summary: the sums, the grand total (rupees rounded to the rupee as Indian invoices
 * do; a foreign currency is already in whole cents) and its words. computeQuotationTotals ends here, and so does
 * an invoice whose per-rate tax is what remains of its order's.
 */
export function totalsOfSummary(TaxSummary: TaxRateSummary[], currency: Currency): Pick<QuotationTotals, 'TaxSummary' | 'Totals' | 'AmountInWords'> {
  const sum = { taxable: 0n, cgst: 0n, sgst: 0n, igst: 0n };
  for (const row of TaxSummary) {
    sum.taxable += BigInt(row.Taxable);
    sum.cgst += BigInt(row.CGST);
    sum.sgst += BigInt(row.SGST);
    sum.igst += BigInt(row.IGST);
  }
  const beforeRounding = sum.taxable + sum.cgst + sum.sgst + sum.igst;
  const grandTotal = currency === 'INR' ? roundHalfUp(beforeRounding, 100n) * 100n : beforeRounding;
  return {
    TaxSummary,
    Totals: {
      Taxable: toSafeNumber(sum.taxable),
      CGST: toSafeNumber(sum.cgst),
      SGST: toSafeNumber(sum.sgst),
      IGST: toSafeNumber(sum.igst),
      RoundOff: toSafeNumber(grandTotal - beforeRounding),
      GrandTotal: toSafeNumber(grandTotal),
    },
    AmountInWords: amountInCurrencyWords(grandTotal, currency),
  };
}
