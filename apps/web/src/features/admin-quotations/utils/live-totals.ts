import {
  computeQuotationTotals,
  defaultGstTreatment,
  lineTaxableBigInt,
  lineTaxablePaise,
  percentToHundredths,
  PRICE_PER_OPTIONS,
  quantityToThousandths,
  rupeesToPaise,
  ZERO_RATED_TREATMENTS,
  type Currency,
  type GstRegistration,
  type QuotationTotals,
  type TotalsCharge,
  type TotalsInput,
  type TotalsLine,
} from '@rp/contract';
import type { QuotationFormValues } from './quotation-form';

/**
 * The editor's totals while typing: the form's amounts, quantities and percents turned into integers through
 * money.ts (never multiplied as floats), then THE totals function of the contract, the one the server and
 * the PDF use. A line or charge that is not a valid number yet counts as zero and is named in `incomplete`.
 * Amounts are in the quotation currency's minor unit (paise, cents).
 */
export interface LiveTotals {
  totals: QuotationTotals;
  /** Each line's taxable value in minor units, or null while its figures are not valid. */
  lineTaxable: (number | null)[];
  /** Human names of the parts left out: "Line 2", "Freight". */
  incomplete: string[];
  currency: Currency;
}

/** What the totals read of the company profile. */
export interface LiveTotalsProfile {
  /** The company's GST state code. */
  State: string;
  GstRegistration: GstRegistration;
  /** The rates a line or a charge may carry. */
  GstRates: readonly number[];
}

type FormLine = QuotationFormValues['Lines'][number];
type LiveValues = Pick<QuotationFormValues, 'Lines' | 'Charges' | 'Buyer' | 'Currency'>;

const isRateOf =
  (rates: readonly number[]) =>
  (value: unknown): value is number =>
    typeof value === 'number' && rates.includes(value);

/** An amount to minor units when it is a finite number from 0 with at most 2 decimals, else undefined. */
function minorOf(value: unknown): number | undefined {
  if (typeof value !== 'number' || value < 0) return undefined;
  return rupeesToPaise(value);
}

/** A line's figures in integers (its rate aside), or undefined while one is not valid or too large to be exact. */
function figuresOf(line: FormLine): Omit<TotalsLine, 'GstRate'> | undefined {
  const quantity = typeof line.Quantity === 'number' && line.Quantity > 0 ? quantityToThousandths(line.Quantity) : undefined;
  const price = minorOf(line.UnitPrice);
  const discountValue = line.DiscountPercent ?? 0;
  const discount = typeof discountValue === 'number' && discountValue >= 0 && discountValue <= 100 ? percentToHundredths(discountValue) : undefined;
  const per = line.Per ?? 1;
  if (quantity === undefined || price === undefined || discount === undefined || !(PRICE_PER_OPTIONS as readonly number[]).includes(per)) {
    return undefined;
  }
  const figures = { QuantityThousandths: quantity, UnitPricePaise: price, DiscountHundredths: discount, Per: per };
  try {
    lineTaxablePaise(figures); // too large to be exact: left out like any other invalid figure
    return figures;
  } catch {
    return undefined;
  }
}

/** One line's taxable value in minor units while typing (quantity x price / Per less discount), or null while not valid. */
export function lineTaxableOf(line: FormLine | undefined): number | null {
  const figures = line ? figuresOf(line) : undefined;
  return figures ? lineTaxablePaise(figures) : null;
}

/** How the buyer is taxed, as the save body's schema reads it: a missing treatment derived, zero-rating LUT by default. */
function treatmentOf(
  buyer: LiveValues['Buyer'] | undefined,
  companyState: string,
): Pick<TotalsInput, 'PlaceOfSupply' | 'GstTreatment' | 'ZeroRated'> {
  const place = buyer?.PlaceOfSupply ?? companyState;
  const treatment = buyer?.GstTreatment ?? defaultGstTreatment(place, buyer?.GSTIN ?? '');
  const zeroRated = ZERO_RATED_TREATMENTS.includes(treatment) ? (buyer?.ZeroRated ?? 'LUT') : undefined;
  return { PlaceOfSupply: place, GstTreatment: treatment, ZeroRated: zeroRated };
}

export function liveTotals(values: LiveValues, profile: LiveTotalsProfile): LiveTotals {
  const isRate = isRateOf(profile.GstRates);
  const incomplete: string[] = [];
  const lines: TotalsLine[] = [];
  const lineTaxable: (number | null)[] = [];
  (values.Lines ?? []).forEach((line, index) => {
    const figures = figuresOf(line);
    lineTaxable.push(figures ? lineTaxablePaise(figures) : null);
    if (figures && isRate(line.GstRate)) lines.push({ ...figures, GstRate: line.GstRate });
    else incomplete.push(`Line ${index + 1}`);
  });
  // A charge that follows the goods needs goods with a value to follow (the server refuses it too).
  const goodsHaveValue = lines.some((line) => lineTaxableBigInt(line) > 0n);
  const charges: TotalsCharge[] = [];
  for (const charge of values.Charges ?? []) {
    const amount = minorOf(charge.Amount);
    const follows = charge.GstRate === null || charge.GstRate === undefined;
    if (amount === undefined || (!follows && !isRate(charge.GstRate))) incomplete.push(charge.Kind);
    else if (follows && !goodsHaveValue) incomplete.push(`${charge.Kind} (as goods: no line has a value yet)`);
    else charges.push({ Kind: charge.Kind, AmountPaise: amount, GstRate: follows ? null : charge.GstRate });
  }
  const currency = values.Currency ?? 'INR';
  const input: TotalsInput = {
    Lines: lines,
    Charges: charges,
    CompanyStateCode: profile.State,
    SupplierRegistration: profile.GstRegistration,
    Currency: currency,
    ...treatmentOf(values.Buyer, profile.State),
  };
  try {
    return { totals: computeQuotationTotals(input), lineTaxable, incomplete, currency };
  } catch {
    // Beyond what a JSON number holds exactly: the server refuses it too (at most ₹1,000 crore).
    return {
      totals: computeQuotationTotals({ ...input, Lines: [], Charges: [] }),
      lineTaxable: lineTaxable.map(() => null),
      incomplete: ['Every line (the total is too large)'],
      currency,
    };
  }
}
