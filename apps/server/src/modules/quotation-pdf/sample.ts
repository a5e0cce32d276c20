import {
  COMPANY_PROFILE_SEED,
  computedTotalsToWire,
  computeQuotationTotals,
  gstinCheckCharacter,
  gstStateName,
  hundredthsToPercent,
  OUTSIDE_INDIA_CODE,
  paiseToRupees,
  percentToHundredths,
  quantityToThousandths,
  rupeesToPaise,
  thousandthsToQuantity,
  type CompanyProfileData,
  type GstRate,
  type QuotationUnit,
  type TotalsLine,
} from '@rp/contract';
import type { QuotationForPdf, QuotationPdfInput } from './input.js';

/**
 * A made-up quotation for the benchmark, the tests and the look check (like db/record-factory.ts for the
 * leads): the same options always give the same input. Its totals come from computeQuotationTotals.
 */
export interface SampleOptions {
  lines?: number;
  /** The buyer's place of supply: "24" (the company's state), another code, or "96" (export). */
  placeOfSupply?: string;
  charges?: boolean;
  /** Every seventh line carries quantity breaks. */
  quantityBreaks?: boolean;
  /** Every fifth line has a description of several sentences and lines. */
  longDescriptions?: boolean;
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
const RATES: GstRate[] = [18, 18, 18, 12, 28, 5];

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

function sampleLine(n: number, options: SampleOptions): WireLine {
  const [description, material, finish, hsn] = PARTS[n % PARTS.length]!;
  const ints: TotalsLine = {
    QuantityThousandths: n % 4 === 3 ? 12_500 : 1000 * (25 + ((n * 37) % 975)),
    UnitPricePaise: 4_550 + ((n * 7919) % 1_25_000),
    DiscountHundredths: n % 3 === 0 ? 500 : 0,
    GstRate: RATES[n % RATES.length]!,
  };
  const breaks =
    options.quantityBreaks && n % 7 === 2
      ? [2, 5, 10].map((k) => ({ Quantity: k * 100, UnitPrice: paiseToRupees(Math.round(ints.UnitPricePaise * (1 - k / 50))) }))
      : [];
  const wire: WireLine = {
    Description: options.longDescriptions && n % 5 === 4 ? `${description}. ${LONG_TEXT}` : description,
    DrawingNo: `RP-${1000 + n} Rev ${String.fromCharCode(65 + (n % 4))}`,
    Material: material,
    Finish: finish,
    HSN: hsn,
    Quantity: thousandthsToQuantity(ints.QuantityThousandths),
    Unit: UNITS[n % 4 === 3 ? 3 : n % 2]!,
    UnitPrice: paiseToRupees(ints.UnitPricePaise),
    DiscountPercent: hundredthsToPercent(ints.DiscountHundredths),
    GstRate: ints.GstRate,
    LeadTime: `${2 + (n % 3)}-${4 + (n % 3)} weeks`,
    QuantityBreaks: breaks,
  };
  return wire;
}

type WireLine = Omit<QuotationForPdf['Lines'][number], 'Taxable'>;
type WireCharge = QuotationForPdf['Charges'][number];

/**
 * A quotation from its lines and charges as the API takes them (rupees), its totals and each line's taxable
 * value computed by computeQuotationTotals, the rest made up.
 */
export function buildQuotationInput(
  { lines, charges = [], placeOfSupply }: { lines: WireLine[]; charges?: WireCharge[]; placeOfSupply: string },
  company: CompanyProfileData = SAMPLE_COMPANY,
): QuotationPdfInput {
  const exact = (value: number | undefined) => {
    if (value === undefined) throw new RangeError('A sample amount has more decimals than the API allows.');
    return value;
  };
  const computed = computeQuotationTotals({
    Lines: lines.map((l) => ({
      QuantityThousandths: exact(quantityToThousandths(l.Quantity)),
      UnitPricePaise: exact(rupeesToPaise(l.UnitPrice)),
      DiscountHundredths: exact(percentToHundredths(l.DiscountPercent)),
      GstRate: l.GstRate,
    })),
    Charges: charges.map((c) => ({ Kind: c.Kind, AmountPaise: exact(rupeesToPaise(c.Amount)), GstRate: c.GstRate })),
    CompanyStateCode: company.State,
    PlaceOfSupply: placeOfSupply,
  });
  const exporting = placeOfSupply === OUTSIDE_INDIA_CODE;
  const gstin = `${placeOfSupply}AABCS1429B1Z`;
  const quotation: QuotationForPdf = {
    Number: 'QT-2026-00042-R1',
    Revision: 1,
    LeadReference: 'Q-2026-00042',
    Buyer: {
      Company: exporting ? 'Nordic Pump Systems AB' : 'Shree Ganesh Engineering Works',
      Contact: 'Anita Desai',
      Email: 'purchase@buyer.example.in',
      Phone: '+91 98250 12345',
      BillingAddress: exporting ? 'Industrigatan 12\n212 14 Malmö\nSweden' : 'Shed 14, GIDC Phase II\nVatva, Ahmedabad 382445',
      ShippingAddress: exporting ? '' : 'Plant 2, Sanand GIDC\nAhmedabad 382110',
      GSTIN: exporting ? '' : gstin + gstinCheckCharacter(gstin),
      PlaceOfSupply: placeOfSupply,
      PlaceOfSupplyName: gstStateName(placeOfSupply) ?? '',
    },
    ValidUntil: '2026-12-27',
    PaymentTerms: company.QuotationDefaults.PaymentTerms,
    DeliveryTerms: company.QuotationDefaults.DeliveryTerms,
    Notes: company.QuotationDefaults.Notes,
    Lines: lines.map((l, i) => ({ ...l, Taxable: paiseToRupees(computed.LineTaxable[i]!) })),
    Charges: charges,
    ...computedTotalsToWire(computed),
    CreatedAt: '2026-11-27T05:30:00.000Z',
    UpdatedAt: '2026-11-27T06:15:00.000Z',
    SentAt: '2026-11-27T06:20:00.000Z',
  };
  return { quotation, company };
}

const SAMPLE_CHARGES: WireCharge[] = [
  { Kind: 'Packing and forwarding', Amount: 1250, GstRate: 18 },
  { Kind: 'Freight', Amount: 3400.5, GstRate: 18 },
  { Kind: 'Tooling', Amount: 18000, GstRate: 18 },
];

/** A generated quotation: `lines` lines of made-up parts, optionally with charges, breaks and long descriptions. */
export function sampleQuotationInput(options: SampleOptions = {}, company: CompanyProfileData = SAMPLE_COMPANY): QuotationPdfInput {
  const lines = Array.from({ length: options.lines ?? 3 }, (_, n) => sampleLine(n, options));
  return buildQuotationInput(
    { lines, charges: options.charges ? SAMPLE_CHARGES : [], placeOfSupply: options.placeOfSupply ?? company.State },
    company,
  );
}
