import {
  categoryName,
  defaultGstTreatment,
  indiaDay,
  isGstStateCode,
  readDescriptionField,
  type ChargeKind,
  type CompanyProfileRecord,
  type GstRate,
  type PricePer,
  type Quotation,
  type QuotationSaveBody,
  type QuotationSource,
} from '@rp/contract';
import { estimateBodyOf, estimateFormOf, type EstimateFormValues } from './estimate-form';

/**
 * The editor's values are the save body as the server reads it (rupees, units, percents), so the contract's
 * quotationSaveBody checks them in the browser with the server's own messages. A number input left empty
 * holds undefined until it is filled: the schema then says which figure is missing.
 */
export type QuotationFormValues = QuotationSaveBody;
export type QuotationFormLine = QuotationFormValues['Lines'][number];
export type QuotationFormCharge = NonNullable<QuotationFormValues['Charges']>[number];

/** What the editor needs of the company profile. */
export type QuotationProfile = Pick<CompanyProfileRecord, 'State' | 'QuotationDefaults' | 'GstRates'>;

/** The rate machined parts mostly carry (GST 2.0); a line starts with it, or with the profile's rate nearest to it. */
export const DEFAULT_GST_RATE: GstRate = 18;

/** The profile's rate a new line starts with: 18 % when listed, else the listed rate nearest to it. */
export function defaultGstRate(rates: readonly number[]): GstRate {
  if (rates.length === 0 || rates.includes(DEFAULT_GST_RATE)) return DEFAULT_GST_RATE;
  return [...rates].sort((a, b) => Math.abs(a - DEFAULT_GST_RATE) - Math.abs(b - DEFAULT_GST_RATE) || b - a)[0]!;
}
/** The source preselected for a quotation prepared from scratch (a buyer who mailed or called). */
export const DEFAULT_MANUAL_SOURCE: QuotationSource = 'E-mail';

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** An empty line; its quantity 1 and unit Nos, priced per 1, the price left for staff to fill in. */
export function emptyLine(overrides: Partial<QuotationFormLine> = {}): QuotationFormLine {
  return {
    Description: '',
    DrawingNo: '',
    DrawingRev: '',
    Material: '',
    Finish: '',
    HSN: '',
    Quantity: 1,
    Unit: 'Nos',
    UnitPrice: undefined as unknown as number,
    Per: 1,
    DiscountPercent: undefined,
    GstRate: DEFAULT_GST_RATE,
    LeadTime: '',
    QuantityBreaks: [],
    ...overrides,
  };
}

/** A charge follows the goods' rate (null) until staff give it one of its own (tooling is a separate supply). */
export const emptyCharge = (Kind: ChargeKind): QuotationFormCharge => ({ Kind, Amount: undefined as unknown as number, GstRate: null });

type PlaceOfSupply = QuotationFormValues['Buyer']['PlaceOfSupply'];

/** A new quotation from scratch: the profile's terms and validity, the company's own state as place of supply, rupees. */
export function newQuotationValues(profile: QuotationProfile, today = indiaDay()): QuotationFormValues {
  const defaults = profile.QuotationDefaults;
  const place = (isGstStateCode(profile.State) ? profile.State : '24') as PlaceOfSupply;
  return {
    Source: DEFAULT_MANUAL_SOURCE,
    Buyer: {
      Company: '',
      Contact: '',
      Email: '',
      Phone: '',
      BillingAddress: '',
      ShippingAddress: '',
      GSTIN: '',
      PlaceOfSupply: place,
      GstTreatment: defaultGstTreatment(place, ''),
      ZeroRated: null,
    },
    BuyerReference: '',
    BuyerReferenceDate: null,
    Currency: 'INR',
    ExchangeRate: null,
    Incoterm: null,
    IncotermPlace: '',
    ValidUntil: addDays(today, defaults.ValidityDays),
    PaymentTerms: defaults.PaymentTerms,
    DeliveryTerms: defaults.DeliveryTerms,
    Notes: defaults.Notes,
    Lines: [emptyLine({ GstRate: defaultGstRate(profile.GstRates) })],
    Charges: [],
  };
}

/** What the editor reads of a quote request or inquiry to prefill a quotation. */
export interface LeadForQuotation {
  _id: string;
  /** Q-2026-00042 / I-2026-00017. */
  Reference?: string;
  Title: string;
  Email: string;
  ContactNo: string;
  Description: string;
  /** The request's company ('' for none). */
  Company: string;
  /** The request's drawings: a STEP or DXF one starts the first line's estimate. */
  Attachments?: { id: string; name: string; type: string }[];
}

/** A 'Label: value' line of the lead's Description, '' when absent. */
function leadField(lead: LeadForQuotation, label: string): string {
  const value = readDescriptionField(lead.Description, label);
  return value === 'N/A' ? '' : value;
}

/** A positive number written in a lead's field ("500", "1,200 pcs"), or undefined. */
function quantityIn(text: string): number | undefined {
  const match = /\d[\d,]*(?:\.\d{1,3})?/.exec(text);
  const value = match ? Number(match[0].replace(/,/g, '')) : NaN;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** A quotation prepared from a lead: its buyer data, and its product (and quantity) as the first line. */
export function valuesFromLead(
  lead: LeadForQuotation,
  profile: QuotationProfile,
  today = indiaDay(),
  estimate: EstimateFormValues | null = null,
): QuotationFormValues {
  const base = newQuotationValues(profile, today);
  const category = leadField(lead, 'Product of Interest');
  const item = leadField(lead, 'Catalogue Item');
  const quantity = quantityIn(leadField(lead, 'Quantity'));
  const categoryDefault = profile.QuotationDefaults.CategoryDefaults.find((row) => categoryName(row.Category) === category);
  const product = item || category;
  const firstLine = emptyLine({
    Description: product,
    HSN: categoryDefault?.HSN ?? '',
    GstRate: categoryDefault?.GstRate ?? defaultGstRate(profile.GstRates),
    ...(quantity ? { Quantity: quantity } : {}),
    ...(estimate ? { Estimate: estimate } : {}),
  });
  const { Source: _source, ...rest } = base;
  return {
    ...rest,
    LeadId: lead._id,
    Buyer: { ...base.Buyer, Company: lead.Company.trim(), Contact: lead.Title, Email: lead.Email, Phone: lead.ContactNo },
    Lines: [firstLine],
  };
}

/** A saved quotation back into the editor's values. */
export function valuesFromQuotation(quotation: Quotation): QuotationFormValues {
  const { Buyer } = quotation;
  return {
    _id: quotation._id,
    LeadId: quotation.LeadId,
    Source: quotation.Source,
    Buyer: {
      Company: Buyer.Company,
      Contact: Buyer.Contact,
      Email: Buyer.Email,
      Phone: Buyer.Phone,
      BillingAddress: Buyer.BillingAddress,
      ShippingAddress: Buyer.ShippingAddress,
      GSTIN: Buyer.GSTIN,
      PlaceOfSupply: Buyer.PlaceOfSupply as PlaceOfSupply,
      GstTreatment: Buyer.GstTreatment,
      ZeroRated: Buyer.ZeroRated,
    },
    BuyerReference: quotation.BuyerReference,
    BuyerReferenceDate: quotation.BuyerReferenceDate,
    Currency: quotation.Currency,
    ExchangeRate: quotation.Currency === 'INR' ? null : quotation.ExchangeRate,
    Incoterm: quotation.Incoterm,
    IncotermPlace: quotation.IncotermPlace,
    ValidUntil: quotation.ValidUntil,
    PaymentTerms: quotation.PaymentTerms,
    DeliveryTerms: quotation.DeliveryTerms,
    Notes: quotation.Notes,
    Lines: quotation.Lines.map(({ Taxable: _taxable, DiscountPercent, Per, Estimate, ...line }) => ({
      ...line,
      Estimate: estimateFormOf(Estimate),
      Per: Per as PricePer,
      DiscountPercent: DiscountPercent || undefined,
      QuantityBreaks: line.QuantityBreaks.map((b) => ({ ...b })),
    })),
    Charges: quotation.Charges.map(({ Kind, Amount, GstRate }) => ({ Kind, Amount, GstRate })),
  };
}

/**
 * The body sent to POST /quotation/save: the form's values as they are (the server parses rupees itself),
 * with an empty discount left out, the source only for a quotation without a lead and an exchange rate only
 * for a foreign currency; a line's estimate carries only what its form needs.
 */
export function saveBodyOf(values: QuotationFormValues): QuotationSaveBody {
  const { Source, LeadId, ExchangeRate, ...rest } = values;
  const foreign = (values.Currency ?? 'INR') !== 'INR';
  return {
    ...rest,
    ...(LeadId ? { LeadId } : Source ? { Source } : {}),
    ExchangeRate: foreign ? ExchangeRate : null,
    Lines: values.Lines.map(({ DiscountPercent, Estimate, ...line }) => ({
      ...line,
      ...(DiscountPercent ? { DiscountPercent } : {}),
      Estimate: estimateBodyOf(Estimate),
    })),
  };
}
