import type { Endpoint } from './endpoints.js';
import { idBody } from './common.js';
import { fileParams, fileResponse } from './files.js';
import {
  orderCloseShortBody,
  orderDispatchBody,
  orderExportQuery,
  orderListBody,
  orderNoteBody,
  orderStageBody,
  orderUpdateBody,
} from './order-requests.js';
import { orderDetailResponse, orderListResponse, orderResponse } from './orders.js';

/**
 * Orders (issue 34): the back-office calls; part of `endpoints` (endpoints.order). Staff and Owners alike.
 * Orders are created by the quotation's acceptance (online or "Mark accepted"), never by a call of their own.
 */
export const orderEndpoints = {
  list: { method: 'POST', path: '/order/list', access: 'admin', body: orderListBody, response: orderListResponse },
  /** Every match of the list's filters as CSV (UTF-8 with BOM), like the quotations' export. */
  export: { method: 'GET', path: '/order/export', access: 'admin', query: orderExportQuery, response: fileResponse },
  /** The order in data[0], with its lines, dispatches and timeline. */
  get: { method: 'POST', path: '/order/getByID', access: 'admin', body: idBody, response: orderDetailResponse },
  /** A stage move: 409 with the reason when the rules refuse it, 400 when it needs a note (orderStageMoveProblem). */
  stage: { method: 'POST', path: '/order/stage', access: 'admin', body: orderStageBody, response: orderResponse },
  /** A dispatch; the one that leaves nothing to dispatch moves the order to Dispatched. More than remains: 409. */
  dispatch: { method: 'POST', path: '/order/dispatch', access: 'admin', body: orderDispatchBody, response: orderResponse },
  /**
   * A partly dispatched order closed without the rest: Dispatched, ClosedShort, each line's undispatched quantity
   * short-closed. 409 when nothing or everything was dispatched, or the order is Cancelled or Delivered.
   */
  closeShort: { method: 'POST', path: '/order/close-short', access: 'admin', body: orderCloseShortBody, response: orderResponse },
  /** The promised dispatch day and/or the person responsible. */
  update: { method: 'POST', path: '/order/update', access: 'admin', body: orderUpdateBody, response: orderResponse },
  /** A note in the timeline, told to the buyer when NotifyBuyer. */
  note: { method: 'POST', path: '/order/note', access: 'admin', body: orderNoteBody, response: orderResponse },
  /** "ORDER ACKNOWLEDGEMENT": the PDF the acceptance mail attaches. */
  acknowledgement: { method: 'GET', path: '/order/:id/acknowledgement.pdf', access: 'admin', params: fileParams, response: fileResponse },
} as const satisfies Record<string, Endpoint>;
