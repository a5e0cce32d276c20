import { NO_TAX_WORDING, type QuotationBuyer } from '@rp/contract';
import type { DocumentModel } from './model.js';

/** Whether the PDF has GST columns at all: a Composition or unregistered supplier prints none (issue 43). */
export const hasGstColumns = (model: DocumentModel) => model.computed.TaxMode !== 'Not collected';

/**
 * What the PDF says instead of a tax summary when no GST is charged, first line bold: the law's wording for
 * an SEZ under LUT and for a supplier who may not collect tax, the profile's export note for an export.
 * Null when GST is charged.
 */
export function noTaxNote(model: DocumentModel): string[] | null {
  const { company } = model;
  const noGst = `No GST is charged on this ${model.noun}.`;
  switch (model.computed.TaxMode) {
    case 'Export':
      return [`Export: place of supply outside India. ${noGst}`, company.QuotationDefaults.ExportNote].filter(Boolean);
    case 'SEZ':
      return [NO_TAX_WORDING.SEZ, noGst];
    case 'Not collected':
      return [model.supplierRegistration === 'Composition' ? NO_TAX_WORDING.Composition : NO_TAX_WORDING.Unregistered, noGst];
    default:
      return null;
  }
}

/** The buyer's treatment where it is not the plain domestic one: an auditor reads the tax by it. */
export function treatmentText(buyer: Pick<QuotationBuyer, 'GstTreatment' | 'ZeroRated'>): string | null {
  const { GstTreatment, ZeroRated } = buyer;
  const zeroRated = ZeroRated === 'IGST' ? 'with payment of IGST' : 'under LUT';
  if (GstTreatment === 'SEZ') return `SEZ unit or developer, ${zeroRated}`;
  if (GstTreatment === 'Overseas') return `Export ${zeroRated}`;
  if (GstTreatment === 'Deemed export') return 'Deemed export';
  return null;
}
