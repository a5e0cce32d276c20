/** The document core: what every sales document shares. What other modules may use; everything else is internal. */
export {
  financialYearLabel,
  financialYearStart,
  formatDocumentNumber,
  indiaYear,
  nextDocumentNumber,
  revisionNumber,
  seriesPeriod,
  type DocumentSeries,
} from './numbering.js';
// The PDF renderer: shared parts and a layout per document type (issue 46).
export {
  acknowledgementPdfName,
  invoicePdfName,
  renderInvoicePdf,
  renderOrderAcknowledgementPdf,
  renderProformaPdf,
  renderQuotationPdf,
  upiPayLink,
  type InvoicePdfInput,
  type OrderAcknowledgementPdfInput,
  type ProformaPdfInput,
  type QuotationForPdf,
  type QuotationPdfInput,
  type UpiPayment,
} from './pdf/index.js';
export { csvAmount, csvDateTime, csvFile, inBatches } from './csv.js';
