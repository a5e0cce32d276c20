import type { Endpoint } from './endpoints.js';
import { idBody } from './common.js';
import { fileParams, fileResponse } from './files.js';
import {
  ewayBillFile,
  invoiceCancelBody,
  invoiceDetailResponse,
  invoiceEinvoiceBody,
  invoiceEwayBody,
  invoiceEwayJsonBody,
  invoiceExportQuery,
  invoiceListBody,
  invoiceListResponse,
  invoicePdfQuery,
  invoiceResponse,
  invoiceTallyBody,
  rfqInvoiceParams,
} from './invoices.js';
import { rfqKeyQuery } from './quotations.js';

/**
 * Tax invoices (issue 48): part of `endpoints` (endpoints.invoice). An invoice is made by POST /order/dispatch
 * without an InvoiceNo, never by a call of its own. Staff and Owners alike, except cancelling (Owners).
 */
export const invoiceEndpoints = {
  list: { method: 'POST', path: '/invoice/list', access: 'admin', body: invoiceListBody, response: invoiceListResponse },
  /** Every match of the list's filters as CSV (UTF-8 with BOM). */
  export: { method: 'GET', path: '/invoice/export', access: 'admin', query: invoiceExportQuery, response: fileResponse },
  get: { method: 'POST', path: '/invoice/getByID', access: 'admin', body: idBody, response: invoiceDetailResponse },
  /** The number stays used; the quantities return to the order's remaining ones; the PDF says CANCELLED. */
  cancel: { method: 'POST', path: '/invoice/cancel', access: 'owner', body: invoiceCancelBody, response: invoiceResponse },
  einvoice: { method: 'POST', path: '/invoice/einvoice', access: 'admin', body: invoiceEinvoiceBody, response: invoiceResponse },
  eway: { method: 'POST', path: '/invoice/eway', access: 'admin', body: invoiceEwayBody, response: invoiceResponse },
  /** The e-way bill portal's bulk-generation JSON (a download); 400 naming an invoice without vehicle or distance. */
  ewayJson: { method: 'POST', path: '/invoice/eway-json', access: 'admin', body: invoiceEwayJsonBody, response: ewayBillFile },
  /** A TallyPrime import file (application/xml): the buyers' ledgers, then a sales voucher per invoice. */
  tallyXml: { method: 'POST', path: '/invoice/tally-xml', access: 'admin', body: invoiceTallyBody, response: fileResponse },
  /** "TAX INVOICE": three copies in one PDF, or `?copy=original` (duplicate, triplicate) for one. */
  pdf: { method: 'GET', path: '/invoice/:id/pdf', access: 'admin', params: fileParams, query: invoicePdfQuery, response: fileResponse },
  /** The buyer's original copy, with the status link's key; a wrong key is answered like an unknown invoice (404). */
  buyerPdf: {
    method: 'GET',
    path: '/rfq/:reference/invoice/:id/pdf',
    access: 'public',
    params: rfqInvoiceParams,
    query: rfqKeyQuery,
    response: fileResponse,
  },
} as const satisfies Record<string, Endpoint>;
