/** The quotation PDF (issue 33): one function for the quotation module's routes and mails. */
export { renderQuotationPdf } from './render.js';
export type { QuotationForPdf, QuotationPdfInput } from './input.js';
