import type { Endpoint } from './endpoints.js';
import { idBody, messageResponse } from './common.js';
import { fileParams, fileResponse } from './files.js';
import { buyerDetailResponse, buyerExportQuery, buyerListBody, buyerListResponse, buyerMergeBody, buyerResponse, buyerSaveBody } from './buyers.js';
import {
  paymentListBody,
  paymentListResponse,
  paymentRemoveBody,
  paymentResponse,
  paymentSaveBody,
  proformaCancelBody,
  proformaCreateBody,
  proformaListBody,
  proformaListResponse,
  proformaResponse,
  rfqProformaParams,
} from './payments.js';
import { rfqKeyQuery } from './quotations.js';

const endpoint = <const E extends Endpoint>(definition: E) => definition;

/** Buyers, proformas and payments (issue 46): back-office calls, Staff and Owners alike; part of `endpoints`. */
export const buyerEndpoints = {
  buyer: {
    list: endpoint({ method: 'POST', path: '/buyer/list', access: 'admin', body: buyerListBody, response: buyerListResponse }),
    export: endpoint({ method: 'GET', path: '/buyer/export', access: 'admin', query: buyerExportQuery, response: fileResponse }),
    /** The buyer in data[0] with its Leads, Quotations, Orders, Proformas, Payments and Outstanding. */
    get: endpoint({ method: 'POST', path: '/buyer/getByID', access: 'admin', body: idBody, response: buyerDetailResponse }),
    save: endpoint({ method: 'POST', path: '/buyer/save', access: 'admin', body: buyerSaveBody, response: buyerResponse, statuses: [200, 201] }),
    merge: endpoint({ method: 'POST', path: '/buyer/merge', access: 'admin', body: buyerMergeBody, response: buyerResponse }),
  },
  proforma: {
    create: endpoint({
      method: 'POST',
      path: '/proforma/create',
      access: 'admin',
      body: proformaCreateBody,
      response: proformaResponse,
      statuses: [201],
    }),
    /** Mails it to the buyer through the outbox (PDF attached, status link). */
    send: endpoint({ method: 'POST', path: '/proforma/send', access: 'admin', body: idBody, response: proformaResponse }),
    cancel: endpoint({ method: 'POST', path: '/proforma/cancel', access: 'admin', body: proformaCancelBody, response: proformaResponse }),
    list: endpoint({ method: 'POST', path: '/proforma/list', access: 'admin', body: proformaListBody, response: proformaListResponse }),
    pdf: endpoint({ method: 'GET', path: '/proforma/:id/pdf', access: 'admin', params: fileParams, response: fileResponse }),
    /** The buyer's copy, with the status link's key; a wrong key is answered like an unknown proforma (404). */
    buyerPdf: endpoint({
      method: 'GET',
      path: '/rfq/:reference/proforma/:id/pdf',
      access: 'public',
      params: rfqProformaParams,
      query: rfqKeyQuery,
      response: fileResponse,
    }),
  },
  payment: {
    save: endpoint({ method: 'POST', path: '/payment/save', access: 'admin', body: paymentSaveBody, response: paymentResponse, statuses: [201] }),
    remove: endpoint({ method: 'POST', path: '/payment/remove', access: 'admin', body: paymentRemoveBody, response: messageResponse }),
    list: endpoint({ method: 'POST', path: '/payment/list', access: 'admin', body: paymentListBody, response: paymentListResponse }),
  },
} as const satisfies Record<string, unknown>;
