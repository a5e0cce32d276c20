import {
  computeQuotationTotals,
  GST_RATES,
  lineTaxablePaise,
  percentToHundredths,
  quantityToThousandths,
  rupeesToPaise,
  type GstRate,
  type QuotationTotals,
  type TotalsCharge,
  type TotalsLine,
} from '@rp/contract';
import type { QuotationFormValues } from './quotation-form';

/**
 * The editor's totals while typing: the form's rupees, quantities and percents turned into integers through
 * money.ts (never multiplied as floats), then THE totals function of the contract, the one the server and
 * the PDF use. A line or charge that is not a valid number yet counts as zero and is named in `incomplete`.
 */
export interface LiveTotals {
  totals: QuotationTotals;
  /** Each line's taxable value in paise, or null while its figures are not valid. */
  lineTaxable: (number | null)[];
  /** Human names of the parts left out: "Line 2", "Freight". */
  incomplete: string[];
}

const isGstRate = (value: unknown): value is GstRate => (GST_RATES as readonly unknown[]).includes(value);

/** An amount to paise when it is a finite number from 0 with at most 2 decimals, else undefined. */
function paiseOf(value: unknown, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (typeof value !== 'number' || value < 0) return undefined;
  const paise = rupeesToPaise(value);
  return paise !== undefined && paise <= max ? paise : undefined;
}

function lineOf(line: QuotationFormValues['Lines'][number]): TotalsLine | undefined {
  const quantity = typeof line.Quantity === 'number' && line.Quantity > 0 ? quantityToThousandths(line.Quantity) : undefined;
  const price = paiseOf(line.UnitPrice);
  const discountValue = line.DiscountPercent ?? 0;
  const discount = typeof discountValue === 'number' && discountValue >= 0 && discountValue <= 100 ? percentToHundredths(discountValue) : undefined;
  if (quantity === undefined || price === undefined || discount === undefined || !isGstRate(line.GstRate)) return undefined;
  const totalsLine = { QuantityThousandths: quantity, UnitPricePaise: price, DiscountHundredths: discount, GstRate: line.GstRate };
  try {
    lineTaxablePaise(totalsLine); // too large to be exact: left out like any other invalid figure
    return totalsLine;
  } catch {
    return undefined;
  }
}

/** One line's taxable value in paise while typing, or null while its figures are not valid. */
export function lineTaxableOf(line: QuotationFormValues['Lines'][number] | undefined): number | null {
  const parsed = line ? lineOf(line) : undefined;
  return parsed ? lineTaxablePaise(parsed) : null;
}

export function liveTotals(values: Pick<QuotationFormValues, 'Lines' | 'Charges' | 'Buyer'>, companyStateCode: string): LiveTotals {
  const incomplete: string[] = [];
  const lines: TotalsLine[] = [];
  const lineTaxable: (number | null)[] = [];
  (values.Lines ?? []).forEach((line, index) => {
    const parsed = lineOf(line);
    if (parsed) {
      lines.push(parsed);
      lineTaxable.push(lineTaxablePaise(parsed));
    } else {
      incomplete.push(`Line ${index + 1}`);
      lineTaxable.push(null);
    }
  });
  const charges: TotalsCharge[] = [];
  for (const charge of values.Charges ?? []) {
    const amount = paiseOf(charge.Amount);
    if (amount === undefined || !isGstRate(charge.GstRate)) incomplete.push(charge.Kind);
    else charges.push({ Kind: charge.Kind, AmountPaise: amount, GstRate: charge.GstRate });
  }
  const input = {
    Lines: lines,
    Charges: charges,
    CompanyStateCode: companyStateCode,
    PlaceOfSupply: values.Buyer?.PlaceOfSupply ?? companyStateCode,
  };
  try {
    return { totals: computeQuotationTotals(input), lineTaxable, incomplete };
  } catch {
    // Beyond what a JSON number holds exactly: the server refuses it too (at most ₹1,000 crore).
    return {
      totals: computeQuotationTotals({ ...input, Lines: [], Charges: [] }),
      lineTaxable: lineTaxable.map(() => null),
      incomplete: ['Every line (the total is too large)'],
    };
  }
}
