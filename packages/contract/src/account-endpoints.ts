import type { Endpoint } from './endpoints.js';
import { messageResponse } from './common.js';
import { fileResponse } from './files.js';
import {
  accountDocumentParams,
  accountLinkBody,
  accountLogoutBody,
  accountReorderBody,
  accountReorderResponse,
  accountSummaryQuery,
  accountSummaryResponse,
} from './account.js';

/**
 * The buyer's desk (issue 49): part of `endpoints` (endpoints.account). 'buyer' calls need the buyer session's
 * cookie (a staff session never counts, and a buyer session is 401 on every staff call). The mailed link itself,
 * GET /account/signin?token=, is a page of the site (it sets the cookie and redirects to /account), not an API call.
 */
export const accountEndpoints = {
  /** Always ACCOUNT_LINK_SENT (200), known address or not; 429 past the limits. */
  link: { method: 'POST', path: '/account/link', access: 'public', body: accountLinkBody, response: messageResponse },
  logout: { method: 'POST', path: '/account/logout', access: 'buyer', body: accountLogoutBody, response: messageResponse },
  summary: { method: 'GET', path: '/account/summary', access: 'buyer', query: accountSummaryQuery, response: accountSummaryResponse },
  /** A new request (a lead with Source "Repeat order") for the chosen lines of an earlier order of the session's. */
  reorder: { method: 'POST', path: '/account/reorder', access: 'buyer', body: accountReorderBody, response: accountReorderResponse, statuses: [201] },
  /** The session's documents as PDFs (ADR 095): each checked against the session's address (or company); else 404. */
  quotationPdf: { method: 'GET', path: '/account/quotation/:id/pdf', access: 'buyer', params: accountDocumentParams, response: fileResponse },
  acknowledgementPdf: {
    method: 'GET',
    path: '/account/order/:id/acknowledgement.pdf',
    access: 'buyer',
    params: accountDocumentParams,
    response: fileResponse,
  },
  invoicePdf: { method: 'GET', path: '/account/invoice/:id/pdf', access: 'buyer', params: accountDocumentParams, response: fileResponse },
  proformaPdf: { method: 'GET', path: '/account/proforma/:id/pdf', access: 'buyer', params: accountDocumentParams, response: fileResponse },
} as const satisfies Record<string, Endpoint>;
