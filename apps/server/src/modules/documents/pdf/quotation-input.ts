import {
  computeQuotationTotals,
  paiseToRupees,
  percentToHundredths,
  quantityToThousandths,
  rupeesToPaise,
  taxSummaryToWire,
  totalsToWire,
  type CompanyProfileData,
  type Quotation,
  type QuotationTotals,
  type TaxMode,
  type TotalsCharge,
  type TotalsLine,
} from '@rp/contract';

/**
 * What the PDF prints: the quotation as the API answers it (only the fields it reads, so a caller may pass a
 * whole `Quotation`) and the company profile. The PDF's dates come from here, never from the clock, so the
 * same input gives the same bytes:
 * - "Date" is SentAt, or CreatedAt while the quotation is a Draft (set SentAt before rendering the mailed copy);
 * - the PDF's creation and modification dates are CreatedAt and UpdatedAt.
 * Amounts are in the quotation's Currency (its minor units inside), as the API gives them.
 */
export type QuotationForPdf = Pick<
  Quotation,
  | 'Number'
  | 'Revision'
  | 'State'
  | 'Source'
  | 'LeadReference'
  | 'Buyer'
  | 'SupplierRegistration'
  | 'BuyerReference'
  | 'BuyerReferenceDate'
  | 'Currency'
  | 'ExchangeRate'
  | 'Incoterm'
  | 'IncotermPlace'
  | 'ValidUntil'
  | 'PaymentTerms'
  | 'DeliveryTerms'
  | 'Notes'
  | 'Lines'
  | 'Charges'
  | 'TaxMode'
  | 'TaxSummary'
  | 'Totals'
  | 'CreatedAt'
  | 'UpdatedAt'
  | 'SentAt'
>;

export interface QuotationPdfInput {
  quotation: QuotationForPdf;
  company: CompanyProfileData;
}

/** The input with its figures in integers, as computeQuotationTotals gave them. */
export interface PdfModel extends QuotationPdfInput {
  /** Per line, in the quotation's order: the integers the totals were computed from. */
  lines: TotalsLine[];
  /** Per charge, in minor units. */
  chargesPaise: number[];
  computed: QuotationTotals;
}

function exact(value: number | undefined, what: string): number {
  if (value === undefined) throw new Error(`The quotation's ${what} is not an exact amount; the PDF is not drawn.`);
  return value;
}

/**
 * The company state to compute with, so that the totals use the tax mode the quotation was priced with: a
 * later change of the profile's state does not turn a sent quotation's CGST and SGST into IGST. Only the
 * Registered, Unregistered and Deemed export buyers depend on it; the other modes ignore it.
 */
function companyStateFor(mode: TaxMode, placeOfSupply: string, profileState: string): string {
  if (mode === 'CGST+SGST') return placeOfSupply;
  if (mode === 'IGST') return placeOfSupply === profileState ? '' : profileState;
  return profileState;
}

/** Whether the quotation's own figures are other than the ones just computed (in its currency's major units). */
function differs(quotation: QuotationForPdf, computed: QuotationTotals): boolean {
  const wire = totalsToWire(computed.Totals, computed.AmountInWords);
  const summary = taxSummaryToWire(computed.TaxSummary);
  const sameRows = <T extends object>(a: readonly T[], b: readonly T[], keys: (keyof T)[]) =>
    a.length === b.length && a.every((row, i) => keys.every((key) => row[key] === b[i]![key]));
  const partsDiffer = quotation.Charges.some((charge, i) => {
    const parts = (computed.ChargeParts?.[i] ?? []).map((p) => ({ GstRate: p.GstRate, Amount: paiseToRupees(p.AmountPaise) }));
    return !sameRows(charge.Parts, parts, ['GstRate', 'Amount']);
  });
  return (
    computed.TaxMode !== quotation.TaxMode ||
    (Object.keys(wire) as (keyof typeof wire)[]).some((key) => wire[key] !== quotation.Totals[key]) ||
    !sameRows(quotation.TaxSummary, summary, ['GstRate', 'Taxable', 'CGST', 'SGST', 'IGST']) ||
    quotation.Lines.some((line, i) => rupeesToPaise(line.Taxable) !== computed.LineTaxable[i]) ||
    partsDiffer
  );
}

/**
 * The PDF's figures from THE totals function over the quotation's lines and charges, for the supplier's
 * registration, the buyer's treatment and the currency the quotation carries. They must equal the figures the
 * quotation carries (the ones the buyer's page and the mails show): a difference is a bug in the caller, and
 * the PDF refuses to print figures nobody else shows.
 */
export function buildPdfModel(input: QuotationPdfInput): PdfModel {
  const { quotation } = input;
  const lines: TotalsLine[] = quotation.Lines.map((line, i) => ({
    QuantityThousandths: exact(quantityToThousandths(line.Quantity), `line ${i + 1} quantity`),
    UnitPricePaise: exact(rupeesToPaise(line.UnitPrice), `line ${i + 1} unit price`),
    DiscountHundredths: exact(percentToHundredths(line.DiscountPercent), `line ${i + 1} discount`),
    GstRate: line.GstRate,
    Per: line.Per,
  }));
  const charges: TotalsCharge[] = quotation.Charges.map((charge, i) => ({
    Kind: charge.Kind,
    AmountPaise: exact(rupeesToPaise(charge.Amount), `charge ${i + 1}`),
    GstRate: charge.GstRate,
  }));
  const { Buyer } = quotation;
  const computed = computeQuotationTotals({
    Lines: lines,
    Charges: charges,
    CompanyStateCode: companyStateFor(quotation.TaxMode, Buyer.PlaceOfSupply, input.company.State),
    PlaceOfSupply: Buyer.PlaceOfSupply,
    SupplierRegistration: quotation.SupplierRegistration,
    GstTreatment: Buyer.GstTreatment,
    ZeroRated: Buyer.ZeroRated ?? undefined,
    Currency: quotation.Currency,
  });
  if (differs(quotation, computed)) {
    throw new Error(`Quotation ${quotation.Number}: its totals differ from computeQuotationTotals over its lines; the PDF is not drawn.`);
  }
  return { ...input, lines, chargesPaise: charges.map((c) => c.AmountPaise), computed };
}
