import type { Endpoint } from './endpoints.js';
import { idBody } from './common.js';
import { fileParams, fileResponse } from './files.js';
import {
  quotationBuyerAnswerResponse,
  quotationDetailResponse,
  quotationExportQuery,
  quotationListBody,
  quotationListResponse,
  quotationResponse,
  quotationShareLinkResponse,
} from './quotation-responses.js';
import {
  quotationDeclineBody,
  quotationPublicAcceptBody,
  quotationSaveBody,
  quotationStaffAcceptBody,
  rfqKeyQuery,
  rfqReferenceParams,
} from './quotations.js';

import { quoteAgainBody } from './account.js';

const endpoint = <const E extends Endpoint>(definition: E) => definition;

/** Quotations (issue 33): the staff calls and the buyer's calls; part of `endpoints` below. */
export const quotationEndpoints = {
  quotation: {
    /** A Draft created (without _id, 201) or updated (with it); a sent quotation changes only through revise (409). */
    save: endpoint({
      method: 'POST',
      path: '/quotation/save',
      access: 'admin',
      body: quotationSaveBody,
      response: quotationResponse,
      statuses: [200, 201],
    }),
    list: endpoint({ method: 'POST', path: '/quotation/list', access: 'admin', body: quotationListBody, response: quotationListResponse }),
    /** Every match of the list's filters as CSV (UTF-8 with BOM), like the leads' export. */
    export: endpoint({ method: 'GET', path: '/quotation/export', access: 'admin', query: quotationExportQuery, response: fileResponse }),
    /** The quotation in data[0], with its Revisions. */
    get: endpoint({ method: 'POST', path: '/quotation/getByID', access: 'admin', body: idBody, response: quotationDetailResponse }),
    /** Mails the buyer the PDF and the status link; Draft -> Sent. */
    send: endpoint({ method: 'POST', path: '/quotation/send', access: 'admin', body: idBody, response: quotationResponse }),
    /** A new Draft copy of a sent quotation (-R1, -R2, ...), answered; the old one becomes Superseded when the new one is sent. */
    revise: endpoint({ method: 'POST', path: '/quotation/revise', access: 'admin', body: idBody, response: quotationResponse }),
    withdraw: endpoint({ method: 'POST', path: '/quotation/withdraw', access: 'admin', body: idBody, response: quotationResponse }),
    /** The buyer's status link with a new key of its own, for "Share on WhatsApp" (a sent quotation only). */
    shareLink: endpoint({
      method: 'POST',
      path: '/quotation/share-link',
      access: 'admin',
      body: idBody,
      response: quotationShareLinkResponse,
    }),
    /** Staff record an acceptance received by mail or phone. */
    accept: endpoint({ method: 'POST', path: '/quotation/accept', access: 'admin', body: quotationStaffAcceptBody, response: quotationResponse }),
    pdf: endpoint({ method: 'GET', path: '/quotation/:id/pdf', access: 'admin', params: fileParams, response: fileResponse }),
    /**
     * A repeat order's lead (issue 49) quoted at the last prices: a Draft with the earlier order's lines, prices
     * (a quantity break's price when the earlier quotation had one at the new quantity) and terms, the new
     * quantities and the current validity (201). 409 for a lead that is no repeat order.
     */
    quoteAgain: endpoint({
      method: 'POST',
      path: '/quotation/quote-again',
      access: 'admin',
      body: quoteAgainBody,
      response: quotationResponse,
      statuses: [201],
    }),
    /** A purchase order file (the buyer's upload or staff's "Mark accepted"); POFile.url points here. */
    poFile: endpoint({ method: 'GET', path: '/quotation/po-file/:id', access: 'admin', params: fileParams, response: fileResponse }),
  },
  /** The buyer's calls, with the key of the status link; a wrong key is answered like an unknown reference (404). */
  rfq: {
    quotationPdf: endpoint({
      method: 'GET',
      path: '/rfq/:reference/quotation.pdf',
      access: 'public',
      params: rfqReferenceParams,
      query: rfqKeyQuery,
      response: fileResponse,
    }),
    accept: endpoint({
      method: 'POST',
      path: '/rfq/:reference/accept',
      access: 'public',
      params: rfqReferenceParams,
      body: quotationPublicAcceptBody,
      response: quotationBuyerAnswerResponse,
    }),
    decline: endpoint({
      method: 'POST',
      path: '/rfq/:reference/decline',
      access: 'public',
      params: rfqReferenceParams,
      body: quotationDeclineBody,
      response: quotationBuyerAnswerResponse,
    }),
  },
} as const;
