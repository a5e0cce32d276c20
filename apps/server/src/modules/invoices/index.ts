/** Tax invoices (issue 48): made at dispatch from the order, e-way bill data and the Tally import. */
import { defineModule } from '../../lib/server-module.js';
import invoiceRoutes from './routes.js';
/** For the order's dispatch: the invoice made in its transaction, and the date rule it checks first. */
export { assertInvoiceDate, issueInvoice, type InvoiceIssue } from './issue.js';
/** For the order screen: its invoices. */
export { invoicesOfOrder } from './read.js';
/** For the dispatch mail: the invoice's original copy, stored to attach. */
export { saveInvoicePdf } from './pdf.js';
/** For the buyer's status page: the order's invoices with their PDF links, and the PDF route behind them. */
export { buyerInvoicePdfRoute } from './routes-pdf.js';
export { buyerInvoices } from './buyer-invoices.js';
/** The buyer's desk (issue 49): the original copy of an invoice of the session's orders. */
export { buyerInvoicePdf } from './pdf.js';
/** For bench:tally, which seeds invoices as a dispatch makes them and times the export's parts. */
export { invoiceOrderOf } from './order-input.js';
export { printedLines } from './issue.js';
export { loadBookedInvoices } from './books-source.js';
export { tallyXmlOf } from './tally-xml.js';

export const invoicesModule = defineModule({
  name: 'invoices',
  routes: async (api) => {
    await api.register(invoiceRoutes);
  },
});
