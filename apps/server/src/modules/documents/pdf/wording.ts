import { NO_TAX_WORDING } from '@rp/contract';
import type { PdfModel, QuotationForPdf } from './input.js';

/** Whether the PDF has GST columns at all: a Composition or unregistered supplier prints none (issue 43). */
export const hasGstColumns = (model: PdfModel) => model.computed.TaxMode !== 'Not collected';

const NO_GST = 'No GST is charged on this quotation.';

/**
 * What the PDF says instead of a tax summary when no GST is charged, first line bold: the law's wording for
 * an SEZ under LUT and for a supplier who may not collect tax, the profile's export note for an export.
 * Null when GST is charged.
 */
export function noTaxNote(model: PdfModel): string[] | null {
  const { quotation, company } = model;
  switch (model.computed.TaxMode) {
    case 'Export':
      return ['Export: place of supply outside India. No GST is charged on this quotation.', company.QuotationDefaults.ExportNote].filter(Boolean);
    case 'SEZ':
      return [NO_TAX_WORDING.SEZ, NO_GST];
    case 'Not collected':
      return [quotation.SupplierRegistration === 'Composition' ? NO_TAX_WORDING.Composition : NO_TAX_WORDING.Unregistered, NO_GST];
    default:
      return null;
  }
}

/** The buyer's treatment where it is not the plain domestic one: an auditor reads the tax by it. */
export function treatmentText(quotation: Pick<QuotationForPdf, 'Buyer'>): string | null {
  const { GstTreatment, ZeroRated } = quotation.Buyer;
  const zeroRated = ZeroRated === 'IGST' ? 'with payment of IGST' : 'under LUT';
  if (GstTreatment === 'SEZ') return `SEZ unit or developer, ${zeroRated}`;
  if (GstTreatment === 'Overseas') return `Export ${zeroRated}`;
  if (GstTreatment === 'Deemed export') return 'Deemed export';
  return null;
}
