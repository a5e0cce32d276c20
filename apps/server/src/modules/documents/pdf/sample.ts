import {
  COMPANY_PROFILE_SEED,
  gstinCheckCharacter,
  hundredthsToPercent,
  OUTSIDE_INDIA_CODE,
  paiseToRupees,
  quotationChargeFields,
  quotationLineFields,
  scaledInteger,
  thousandthsToQuantity,
  ZERO_RATED_TREATMENTS,
  type CompanyProfileData,
  type Currency,
  type GstRate,
  type GstRegistration,
  type GstTreatment,
  type Incoterm,
  type QuotationChargeInput,
  type QuotationLineWire,
  type QuotationSource,
  type QuotationUnit,
  type TotalsLine,
  type ZeroRated,
} from '@rp/contract';
import { lineOf } from './model.js';
import type { QuotationForPdf, QuotationPdfInput } from './quotation-input.js';

/**
 * A made-up quotation for the benchmark, the tests and the look check (like db/record-factory.ts for the
 * leads): the same options always give the same input, a quotation row as stored (integers), its lines
 * written as the API takes them and parsed by the contract as a save is.
 */
export interface SampleOptions {
  lines?: number;
  /** The buyer's place of supply: "24" (the company's state), another code, or "96" (export). */
  placeOfSupply?: string;
  charges?: boolean;
  /** Packing and freight follow the goods' rate (no rate of their own); tooling keeps 18 %. */
  followingCharges?: boolean;
  /** Every seventh line carries quantity breaks. */
  quantityBreaks?: boolean;
  /** Every fifth line has a description of several sentences and lines. */
  longDescriptions?: boolean;
  /** Every third line (the second, fifth, ...) is priced per this many units. */
  per?: 100 | 1000;
  /** Default Sent; a Draft has no SentAt and no ValidUntil. */
  state?: 'Draft' | 'Sent';
  /** Default Website. */
  source?: QuotationSource;
  /** The buyer's own enquiry number and date. */
  enquiry?: boolean;
  /** Default: Overseas for "96", else Registered. */
  treatment?: GstTreatment;
  zeroRated?: ZeroRated;
  /** The supplier's registration (the company's too); Unregistered has no GSTIN. */
  registration?: GstRegistration;
  /** An export quoted in this currency, at a made-up rate, FOB Mundra. */
  currency?: Exclude<Currency, 'INR'>;
  udyam?: boolean;
}

const PARTS = [
  ['Drive shaft, turned and ground', 'EN8 bright bar', 'Hardened and ground', '8483'],
  ['Bronze bush, flanged', 'Phosphor bronze PB1', 'Machined', '8483'],
  ['Spacer ring', 'SS304', 'Passivated', '7326'],
  ['Hex flange bolt M12 x 40', 'Grade 8.8', 'Zinc plated', '7318'],
  ['Locating pin, stepped', 'EN24, 40-45 HRC', 'Black oxide', '7318'],
  ['Gear blank, pre-machined', 'EN19', 'Normalised', '8483'],
  ['Valve body sub-assembly', 'CF8M casting', 'Pressure tested', '8487'],
] as const;
const UNITS: QuotationUnit[] = ['Nos', 'Pcs', 'Set', 'Kg', 'Mtr'];
const RATES: GstRate[] = [18, 18, 18, 5, 40, 5];
/** Rupees per unit of the sample's currencies, and a sample price in rupees becomes about this many units. */
const EXCHANGE_RATES: Record<Exclude<Currency, 'INR'>, number> = { USD: 83.25, EUR: 90.1175, GBP: 105.5, AED: 22.6654 };

const LONG_TEXT =
  'Machined to drawing with all sharp edges broken 0.5 x 45°, threads gauged GO/NO-GO, critical diameters 100 % inspected. ' +
  'Supplied with a material test certificate (EN 10204 3.1) and a dimensional report for the first article.\n' +
  'Packed in VCI bags, 25 per carton, cartons labelled with the part number and heat number.';

export const SAMPLE_COMPANY: CompanyProfileData = {
  ...COMPANY_PROFILE_SEED,
  LegalName: 'Rajkot Precision Works Private Limited',
  GSTIN: `24AAACR5055K1Z${gstinCheckCharacter('24AAACR5055K1Z')}`,
  PAN: 'AAACR5055K',
  Emails: ['sales@rajkotprecision.example.in'],
  Bank: {
    AccountName: 'Rajkot Precision Works Pvt Ltd',
    AccountNumber: '50200012345678',
    IFSC: 'HDFC0001234',
    BankName: 'HDFC Bank',
    Branch: 'Aji GIDC, Rajkot',
  },
};

/** A sample price in rupees' paise as about the same value in the currency's cents (at least one). */
const inCurrency = (paise: number, currency: Currency) => (currency === 'INR' ? paise : Math.max(1, Math.round(paise / EXCHANGE_RATES[currency])));

export function sampleWireLine(n: number, options: SampleOptions = {}): WireLine {
  const [description, material, finish, hsn] = PARTS[n % PARTS.length]!;
  const per = options.per && n % 3 === 1 ? options.per : 1;
  const ints: TotalsLine = {
    // A line priced per 100 or 1000 is of small parts bought by the hundred: as many times the quantity.
    QuantityThousandths: (n % 4 === 3 ? 12_500 : 1000 * (25 + ((n * 37) % 975))) * per,
    UnitPricePaise: inCurrency(4_550 + ((n * 7919) % 1_25_000), options.currency ?? 'INR'),
    DiscountHundredths: n % 3 === 0 ? 500 : 0,
    GstRate: RATES[n % RATES.length]!,
  };
  const breaks =
    options.quantityBreaks && n % 7 === 2
      ? [2, 5, 10].map((k) => ({ Quantity: k * 100, UnitPrice: paiseToRupees(Math.round(ints.UnitPricePaise * (1 - k / 50))) }))
      : [];
  return {
    Description: options.longDescriptions && n % 5 === 4 ? `${description}. ${LONG_TEXT}` : description,
    DrawingNo: `RP-${1000 + n}`,
    DrawingRev: String.fromCharCode(65 + (n % 4)),
    Material: material,
    Finish: finish,
    HSN: hsn,
    Quantity: thousandthsToQuantity(ints.QuantityThousandths),
    Unit: UNITS[n % 4 === 3 ? 3 : n % 2]!,
    UnitPrice: paiseToRupees(ints.UnitPricePaise),
    Per: per,
    DiscountPercent: hundredthsToPercent(ints.DiscountHundredths),
    GstRate: ints.GstRate,
    LeadTime: `${2 + (n % 3)}-${4 + (n % 3)} weeks`,
    QuantityBreaks: breaks,
  };
}

/** A line as the API takes it (rupees, units, percents); the sample stores it parsed, as a save does. */
export type WireLine = Omit<QuotationLineWire, 'Taxable'>;
type WireCharge = QuotationChargeInput;

/** What a sample may set besides lines and charges: the issue-43 fields, each with the default of a plain domestic quotation. */
export interface SampleVariant {
  State?: QuotationForPdf['state'];
  Source?: QuotationSource;
  BuyerReference?: string;
  BuyerReferenceDate?: string | null;
  Currency?: Currency;
  /** Rupees per unit of the currency. */
  ExchangeRate?: number;
  Incoterm?: Incoterm | null;
  IncotermPlace?: string;
  ValidUntil?: string | null;
  SentAt?: string | null;
  GstTreatment?: GstTreatment;
  ZeroRated?: ZeroRated;
}

function sampleBuyer(placeOfSupply: string, treatment: GstTreatment, zeroRated: ZeroRated | null | undefined): QuotationForPdf['buyer'] {
  const exporting = treatment === 'Overseas';
  const gstin = `${placeOfSupply}AABCS1429B1Z`;
  return {
    Company: exporting ? 'Nordic Pump Systems AB' : 'Shree Ganesh Engineering Works',
    Contact: 'Anita Desai',
    Email: 'purchase@buyer.example.in',
    Phone: '+91 98250 12345',
    BillingAddress: exporting ? 'Industrigatan 12\n212 14 Malmö\nSweden' : 'Shed 14, GIDC Phase II\nVatva, Ahmedabad 382445',
    ShippingAddress: exporting ? '' : 'Plant 2, Sanand GIDC\nAhmedabad 382110',
    GSTIN: exporting || treatment === 'Unregistered' ? '' : gstin + gstinCheckCharacter(gstin),
    PlaceOfSupply: placeOfSupply as QuotationForPdf['buyer']['PlaceOfSupply'],
    GstTreatment: treatment,
    ZeroRated: ZERO_RATED_TREATMENTS.includes(treatment) ? (zeroRated ?? 'LUT') : null,
  };
}

/**
 * A quotation row from its lines and charges as the API takes them (amounts in the quotation's currency),
 * parsed by the contract's save fields into the stored integers, the rest made up. The supplier's
 * registration and state are the company's.
 */
export function buildQuotationInput(
  { lines, charges = [], placeOfSupply, ...variant }: { lines: WireLine[]; charges?: WireCharge[]; placeOfSupply: string } & SampleVariant,
  company: CompanyProfileData = SAMPLE_COMPANY,
): QuotationPdfInput {
  const treatment = variant.GstTreatment ?? (placeOfSupply === OUTSIDE_INDIA_CODE ? 'Overseas' : 'Registered');
  const draft = variant.State === 'Draft';
  const sentAt = variant.SentAt !== undefined ? variant.SentAt : draft ? null : '2026-11-27T06:20:00.000Z';
  const exchangeRate = scaledInteger(variant.ExchangeRate ?? 1, 4);
  if (exchangeRate === undefined) throw new RangeError('A sample exchange rate has more than 4 decimals.');
  const quotation: QuotationForPdf = {
    number: 'QT-2026-00042-R1',
    revision: 1,
    state: variant.State ?? 'Sent',
    source: variant.Source ?? 'Website',
    leadReference: 'Q-2026-00042',
    buyer: sampleBuyer(placeOfSupply, treatment, variant.ZeroRated),
    // Stored as a save stores it: the contract's parsed integers.
    lines: lines.map((line) => lineOf(quotationLineFields.parse(line))),
    charges: charges.map((charge) => quotationChargeFields.parse(charge)),
    companyStateCode: company.State,
    supplierRegistration: company.GstRegistration,
    currency: variant.Currency ?? 'INR',
    exchangeRateTenThousandths: exchangeRate,
    incoterm: variant.Incoterm ?? null,
    incotermPlace: variant.IncotermPlace ?? '',
    validUntil: variant.ValidUntil !== undefined ? variant.ValidUntil : draft ? null : '2026-12-27',
    paymentTerms: company.QuotationDefaults.PaymentTerms,
    deliveryTerms: company.QuotationDefaults.DeliveryTerms,
    notes: company.QuotationDefaults.Notes,
    buyerReference: variant.BuyerReference ?? '',
    buyerReferenceDate: variant.BuyerReferenceDate ?? null,
    createdAt: new Date('2026-11-27T05:30:00.000Z'),
    updatedAt: new Date('2026-11-27T06:15:00.000Z'),
    sentAt: sentAt === null ? null : new Date(sentAt),
  };
  return { quotation, company };
}

const SAMPLE_CHARGES: [WireCharge['Kind'], number][] = [
  ['Packing and forwarding', 1_250_00],
  ['Freight', 3_400_50],
  ['Tooling', 18_000_00],
];

/** The company as the options make it: its registration (an unregistered one has no GSTIN) and Udyam number. */
function sampleCompany(options: SampleOptions, company: CompanyProfileData): CompanyProfileData {
  const registration = options.registration ?? company.GstRegistration;
  return {
    ...company,
    GstRegistration: registration,
    GSTIN: registration === 'Unregistered' ? '' : company.GSTIN,
    UdyamNumber: options.udyam ? 'UDYAM-GJ-01-0012345' : company.UdyamNumber,
  };
}

/** A generated quotation: `lines` lines of made-up parts, and whatever the options add. */
export function sampleQuotationInput(options: SampleOptions = {}, company: CompanyProfileData = SAMPLE_COMPANY): QuotationPdfInput {
  const currency = options.currency ?? 'INR';
  const lines = Array.from({ length: options.lines ?? 3 }, (_, n) => sampleWireLine(n, options));
  const charges: WireCharge[] = options.charges
    ? SAMPLE_CHARGES.map(([Kind, paise]) => ({
        Kind,
        Amount: paiseToRupees(inCurrency(paise, currency)),
        GstRate: options.followingCharges && Kind !== 'Tooling' ? null : 18,
      }))
    : [];
  const exporting = options.currency !== undefined || options.treatment === 'Overseas';
  return buildQuotationInput(
    {
      lines,
      charges,
      placeOfSupply: options.placeOfSupply ?? (exporting ? OUTSIDE_INDIA_CODE : company.State),
      State: options.state,
      Source: options.source,
      ...(options.enquiry ? { BuyerReference: 'PUR/ENQ/2026/778', BuyerReferenceDate: '2026-11-20' } : {}),
      ...(options.currency ? { Currency: currency, ExchangeRate: EXCHANGE_RATES[options.currency], Incoterm: 'FOB', IncotermPlace: 'Mundra' } : {}),
      GstTreatment: options.treatment,
      ZeroRated: options.zeroRated,
    },
    sampleCompany(options, company),
  );
}
