/** The PDF renderer (issue 33, one core since issue 46): shared parts, a layout per document type. */
export { acknowledgementPdfName, renderOrderAcknowledgementPdf, type OrderAcknowledgementPdfInput } from './acknowledgement.js';
export { renderProformaPdf, type ProformaPdfInput } from './proforma.js';
export { renderQuotationPdf } from './quotation.js';
export type { QuotationForPdf, QuotationPdfInput } from './quotation-input.js';
export { upiPayLink, type UpiPayment } from './upi.js';
export { invoicePdfName, renderInvoicePdf, type InvoicePdfInput } from './invoice.js';
