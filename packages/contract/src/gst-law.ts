/**
 * The GST vocabulary a quotation is read by (issue 43, ADR 087): who the supplier is under GST, how the buyer is
 * treated, the currencies and Incoterms of an export. Zod-free: the totals function and the pages read it.
 * The rates themselves are data in the company profile (`GstRates`), not code.
 */

/** The company's registration: only a Regular supplier collects GST. */
export const GST_REGISTRATIONS = ['Regular', 'Composition', 'Unregistered'] as const;
export type GstRegistration = (typeof GST_REGISTRATIONS)[number];

/** The GST rates seeded into a new profile (GST 2.0, from 22 September 2025): the Owner keeps the list. */
export const SEEDED_GST_RATES = [0, 5, 18, 40] as const;
export const GST_RATE_MAX = 40;
export const GST_RATES_MAX_COUNT = 10;

/** How the buyer is treated (ERPNext's GST categories, as far as a job shop meets them). */
export const GST_TREATMENTS = ['Registered', 'Unregistered', 'SEZ', 'Overseas', 'Deemed export'] as const;
export type GstTreatment = (typeof GST_TREATMENTS)[number];

/** A zero-rated supply (SEZ, export) goes under a letter of undertaking without tax, or with IGST paid. */
export const ZERO_RATED_OPTIONS = ['LUT', 'IGST'] as const;
export type ZeroRated = (typeof ZERO_RATED_OPTIONS)[number];

export const TREATMENTS_NEEDING_GSTIN: readonly GstTreatment[] = ['Registered', 'SEZ', 'Deemed export'];
export const ZERO_RATED_TREATMENTS: readonly GstTreatment[] = ['SEZ', 'Overseas'];

/** The treatment of a buyer who did not say: outside India is Overseas, else by whether a GSTIN is given. */
export function defaultGstTreatment(placeOfSupply: string, gstin: string): GstTreatment {
  if (placeOfSupply === '96') return 'Overseas';
  return gstin ? 'Registered' : 'Unregistered';
}

/** The currencies an export may be quoted in; everything else is in rupees. */
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How an amount in a currency is printed and read out: "US Dollars ... and Cents Fifty Only". */
export const CURRENCY_NAMES: Record<Currency, { symbol: string; words: string; minorWords: string }> = {
  INR: { symbol: '₹', words: 'Rupees', minorWords: 'Paise' },
  USD: { symbol: 'US$', words: 'US Dollars', minorWords: 'Cents' },
  EUR: { symbol: '€', words: 'Euros', minorWords: 'Cents' },
  GBP: { symbol: '£', words: 'Pounds Sterling', minorWords: 'Pence' },
  AED: { symbol: 'AED ', words: 'UAE Dirhams', minorWords: 'Fils' },
};

/** Incoterms 2020. */
export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** A unit price may be for 1, 100 or 1000 units (washers are priced per 1000). */
export const PRICE_PER_OPTIONS = [1, 100, 1000] as const;
export type PricePer = (typeof PRICE_PER_OPTIONS)[number];

/** What the PDF prints for a supply on which no GST is charged. */
export const NO_TAX_WORDING = {
  SEZ: 'Supply to SEZ unit or developer for authorised operations under LUT without payment of integrated tax',
  Composition: 'Composition taxable person, not eligible to collect tax on supplies',
  Unregistered: 'Supplier not registered under GST',
} as const;

/** A GST percent (at most 2 decimals) as printed: 18 -> "18%", 0.25 -> "0.25%". */
export const gstRateText = (rate: number) => `${rate}%`;

/** Whether a tax mode charges GST at the lines' rates (Export, SEZ and Not collected charge none). */
export const chargesGst = (taxMode: string) => taxMode === 'CGST+SGST' || taxMode === 'IGST';
