import {
  computeQuotationTotals,
  OUTSIDE_INDIA_CODE,
  percentToHundredths,
  quantityToThousandths,
  rupeesToPaise,
  totalsToWire,
  type CompanyProfileData,
  type Quotation,
  type QuotationTotals,
  type TaxMode,
  type TotalsLine,
} from '@rp/contract';

/**
 * What the PDF prints: the quotation as the API answers it (only the fields it reads, so a caller may pass a
 * whole `Quotation`) and the company profile. The PDF's dates come from here, never from the clock, so the
 * same input gives the same bytes:
 * - "Date" is SentAt, or CreatedAt while the quotation is a Draft (set SentAt before rendering the mailed copy);
 * - the PDF's creation and modification dates are CreatedAt and UpdatedAt.
 */
export type QuotationForPdf = Pick<
  Quotation,
  | 'Number'
  | 'Revision'
  | 'LeadReference'
  | 'Buyer'
  | 'ValidUntil'
  | 'PaymentTerms'
  | 'DeliveryTerms'
  | 'Notes'
  | 'Lines'
  | 'Charges'
  | 'TaxMode'
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
  /** Per charge, in paise. */
  chargesPaise: number[];
  computed: QuotationTotals;
}

function exact(value: number | undefined, what: string): number {
  if (value === undefined) throw new Error(`The quotation's ${what} is not an exact amount; the PDF is not drawn.`);
  return value;
}

/**
 * The company state to compute with, so that the totals use the tax mode the quotation was priced with: a
 * later change of the profile's state does not turn a sent quotation's CGST and SGST into IGST.
 */
function companyStateFor(mode: TaxMode, placeOfSupply: string, profileState: string): string {
  if (mode === 'CGST+SGST') return placeOfSupply;
  if (mode === 'IGST') return placeOfSupply === profileState ? '' : profileState;
  return profileState;
}

/**
 * The PDF's figures from THE totals function over the quotation's lines and charges. They must equal the
 * totals the quotation carries (the ones the buyer's page and the mails show): a difference is a bug in the
 * caller, and the PDF refuses to print figures nobody else shows.
 */
export function buildPdfModel(input: QuotationPdfInput): PdfModel {
  const { quotation } = input;
  const lines: TotalsLine[] = quotation.Lines.map((line, i) => ({
    QuantityThousandths: exact(quantityToThousandths(line.Quantity), `line ${i + 1} quantity`),
    UnitPricePaise: exact(rupeesToPaise(line.UnitPrice), `line ${i + 1} unit price`),
    DiscountHundredths: exact(percentToHundredths(line.DiscountPercent), `line ${i + 1} discount`),
    GstRate: line.GstRate,
  }));
  const charges = quotation.Charges.map((charge, i) => ({
    Kind: charge.Kind,
    AmountPaise: exact(rupeesToPaise(charge.Amount), `charge ${i + 1}`),
    GstRate: charge.GstRate,
  }));
  const placeOfSupply = quotation.Buyer.PlaceOfSupply;
  const mode = placeOfSupply === OUTSIDE_INDIA_CODE ? 'Export' : quotation.TaxMode;
  const computed = computeQuotationTotals({
    Lines: lines,
    Charges: charges,
    CompanyStateCode: companyStateFor(mode, placeOfSupply, input.company.State),
    PlaceOfSupply: placeOfSupply,
  });
  const wire = totalsToWire(computed.Totals, computed.AmountInWords);
  const differs =
    computed.TaxMode !== quotation.TaxMode ||
    (Object.keys(wire) as (keyof typeof wire)[]).some((key) => wire[key] !== quotation.Totals[key]) ||
    quotation.Lines.some((line, i) => rupeesToPaise(line.Taxable) !== computed.LineTaxable[i]);
  if (differs) {
    throw new Error(`Quotation ${quotation.Number}: its totals differ from computeQuotationTotals over its lines; the PDF is not drawn.`);
  }
  return { ...input, lines, chargesPaise: charges.map((c) => c.AmountPaise), computed };
}
