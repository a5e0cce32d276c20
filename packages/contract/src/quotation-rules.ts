import type { z } from 'zod';
import { defaultGstTreatment, TREATMENTS_NEEDING_GSTIN, ZERO_RATED_TREATMENTS, type Currency, type GstTreatment } from './gst-law.js';
import { OUTSIDE_INDIA_CODE } from './gst-states.js';
import { scaledInteger } from './money.js';
import { lineTaxableBigInt, type TotalsLine } from './quotation-totals.js';

/**
 * The rules of issue 43 that tie a quotation's fields together: each a 400 naming the field, so no sent
 * quotation is wrong in law (a Gujarat GSTIN saved as an export, an SEZ without a GSTIN, rupee-only exports).
 */

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

/** The exchange rate's bounds: rupees per unit, more than 0, at most 10,000, up to 4 decimals. */
export const EXCHANGE_RATE_MAX = 10_000;

interface BuyerTreatmentFields {
  GSTIN: string;
  PlaceOfSupply: string;
  GstTreatment?: GstTreatment | null;
  ZeroRated?: string | null;
}

export function checkBuyerTreatment(buyer: BuyerTreatmentFields, ctx: Ctx) {
  const treatment = buyer.GstTreatment ?? defaultGstTreatment(buyer.PlaceOfSupply, buyer.GSTIN);
  const abroad = buyer.PlaceOfSupply === OUTSIDE_INDIA_CODE;
  if (TREATMENTS_NEEDING_GSTIN.includes(treatment) && !buyer.GSTIN) {
    issue(ctx, ['GSTIN'], `A ${treatment === 'Registered' ? 'registered' : treatment} buyer needs a GSTIN.`);
  }
  if (treatment === 'Overseas' && !abroad) {
    issue(ctx, ['PlaceOfSupply'], 'An Overseas buyer’s place of supply is "96" (outside India).');
  }
  if (treatment === 'Overseas' && buyer.GSTIN) {
    issue(ctx, ['GSTIN'], 'An Overseas buyer has no GSTIN: a buyer with a GSTIN is in India (choose Registered, SEZ or Deemed export).');
  }
  if (abroad && treatment !== 'Overseas') {
    issue(ctx, ['GstTreatment'], 'Place of supply "96" (outside India) is for an Overseas buyer only.');
  }
  if (buyer.ZeroRated && !ZERO_RATED_TREATMENTS.includes(treatment)) {
    issue(ctx, ['ZeroRated'], 'Zero-rated (LUT or IGST) is only for an SEZ or Overseas buyer.');
  }
}

interface ChargeRuleFields {
  Lines: readonly Omit<TotalsLine, 'GstRate'>[];
  Charges: readonly { GstRate: number | null }[];
}

/** A charge that follows the goods needs goods with a value to follow. */
export function checkFollowingCharges(body: ChargeRuleFields, ctx: Ctx) {
  const following = body.Charges.flatMap((c, i) => (c.GstRate === null ? [i] : []));
  if (following.length === 0) return;
  const linesTaxable = body.Lines.reduce((sum, line) => sum + lineTaxableBigInt(line), 0n);
  if (linesTaxable > 0n) return;
  for (const i of following) {
    issue(ctx, ['Charges', i, 'GstRate'], 'This charge follows the goods, but the lines have no taxable value: give it a GST rate of its own.');
  }
}

interface CurrencyFields {
  Buyer: { GstTreatment: GstTreatment };
  Currency: Currency;
  ExchangeRate?: number | null;
  Incoterm: string | null;
  IncotermPlace: string;
}

export function checkCurrency(body: CurrencyFields, ctx: Ctx) {
  if (body.Currency !== 'INR' && body.Buyer.GstTreatment !== 'Overseas') {
    issue(ctx, ['Currency'], 'A currency other than INR is only for an Overseas buyer: quote buyers in India in rupees.');
  }
  const rate = body.ExchangeRate;
  if (body.Currency !== 'INR') {
    const message = `Exchange rate (rupees per ${body.Currency}) is required: more than 0, at most ${EXCHANGE_RATE_MAX}, with at most 4 decimals.`;
    if (rate === undefined || rate === null || !(rate > 0) || rate > EXCHANGE_RATE_MAX || scaledInteger(rate, 4) === undefined) {
      issue(ctx, ['ExchangeRate'], message);
    }
  } else if (rate !== undefined && rate !== null && rate !== 1) {
    issue(ctx, ['ExchangeRate'], 'An exchange rate is only for a currency other than INR.');
  }
  if (body.IncotermPlace && !body.Incoterm) issue(ctx, ['Incoterm'], 'Choose the Incoterm that the place belongs to (e.g. FOB Mundra).');
}
