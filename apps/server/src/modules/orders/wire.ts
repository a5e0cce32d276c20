import {
  paiseToRupees,
  taxSummaryToWire,
  thousandthsToQuantity,
  totalsToWire,
  type FileInfo,
  type InvoiceSummary,
  type Order,
  type OrderDispatch,
  type OrderDispatchProgress,
  type OrderEvent,
  type OrderLine,
  type OrderListItem,
} from '@rp/contract';
import type { OrderDispatchRow, OrderEventRow, OrderLineRow, OrderRow } from '../../db/schema.js';
import { buyerToWire, chargeToWire, lineToWire } from '../quotation-lines/index.js';
import { dispatchProgress, progressLines } from './progress.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything an order answer needs besides its row. */
export interface OrderParts {
  lines: OrderLineRow[];
  events: OrderEventRow[];
  /** Each with the invoice made here for it (null: invoiced elsewhere). */
  dispatches: { row: OrderDispatchRow; lines: { lineId: string; quantityThousandths: number }[]; invoiceId: string | null }[];
  invoices: InvoiceSummary[];
  leadReference: string | null;
  assigneeName: string;
  poFile: FileInfo | null;
  late: boolean;
  /** Payments received against the order (not removed), in its minor unit. */
  receivedPaise: number;
}

export function lineToOrderWire(line: OrderLineRow): OrderLine {
  return {
    ...lineToWire(line.line, line.taxablePaise),
    _id: line.id,
    Dispatched: thousandthsToQuantity(line.dispatchedThousandths),
    Remaining: thousandthsToQuantity(line.quantityThousandths - line.dispatchedThousandths - line.shortClosedThousandths),
    ShortClosed: thousandthsToQuantity(line.shortClosedThousandths),
  };
}

export function eventToWire(event: OrderEventRow): OrderEvent {
  return {
    _id: event.id,
    Type: event.type,
    At: event.createdAt.toISOString(),
    By: event.actor,
    From: event.fromValue,
    To: event.toValue,
    Note: event.note,
    VisibleToBuyer: event.visibleToBuyer,
  };
}

/** A dispatch's papers (invoice, transporter, docket, e-way bill, packages), as staff and the buyer both see them. */
export const dispatchPapers = (row: OrderDispatchRow) => ({
  InvoiceNo: row.invoiceNo,
  InvoiceDate: row.invoiceDate,
  Transporter: row.transporter,
  DocketNo: row.docketNo,
  DispatchDate: row.dispatchDate,
  EwayBillNo: row.ewayBillNo,
  Packages: row.packages,
});

/** The e-way bill data a dispatch carries (issue 48). */
const transportOf = (row: OrderDispatchRow) => ({
  VehicleNo: row.vehicleNo,
  TransporterId: row.transporterId,
  DistanceKm: row.distanceKm,
  TransportMode: row.transportMode,
});

export function dispatchToWire({ row, lines, invoiceId }: OrderParts['dispatches'][number]): OrderDispatch {
  return {
    _id: row.id,
    ...dispatchPapers(row),
    ...transportOf(row),
    InvoiceId: invoiceId,
    Lines: lines.map((l) => ({ LineId: l.lineId, Quantity: thousandthsToQuantity(l.quantityThousandths) })),
    CreatedAt: row.createdAt.toISOString(),
    CreatedBy: row.createdBy,
  };
}

/** What an order's answer and its list row both begin with: its numbers, its quotation and lead, the buyer's PO. */
const orderHead = (
  row: Pick<OrderRow, 'id' | 'number' | 'quotationId' | 'quotationNumber' | 'recordId' | 'buyerId' | 'poNumber'>,
  leadReference: string | null,
) => ({
  _id: row.id,
  Number: row.number,
  QuotationId: row.quotationId,
  QuotationNumber: row.quotationNumber,
  LeadId: row.recordId,
  LeadReference: leadReference,
  PONumber: row.poNumber,
  BuyerId: row.buyerId,
});

/** The order as the API answers it: the frozen totals as they were accepted, rupees and units on the wire. */
export function toOrder(row: OrderRow, parts: OrderParts): Order {
  const { buyer, totals } = row;
  return {
    ...orderHead(row, parts.leadReference),
    PODate: row.poDate,
    POFile: parts.poFile,
    Stage: row.stage,
    Progress: dispatchProgress(row, progressLines(parts.lines)),
    HeldFrom: row.heldFrom,
    PromisedDate: row.promisedDate,
    Late: parts.late,
    AssignedTo: row.assignedTo,
    AssignedToName: parts.assigneeName,
    Company: buyer.Company,
    Contact: buyer.Contact,
    Email: buyer.Email,
    Phone: buyer.Phone,
    Buyer: buyerToWire(buyer),
    Currency: row.currency,
    ExchangeRate: row.exchangeRateTenThousandths / 10_000,
    Lines: parts.lines.map(lineToOrderWire),
    Charges: row.charges.map((charge, i) => chargeToWire(charge, totals.ChargeParts?.[i])),
    TaxMode: totals.TaxMode,
    TaxSummary: taxSummaryToWire(totals.TaxSummary),
    Totals: totalsToWire(totals.Totals, totals.AmountInWords),
    PaymentTerms: row.paymentTerms,
    DeliveryTerms: row.deliveryTerms,
    Notes: row.notes,
    Dispatches: parts.dispatches.map(dispatchToWire),
    Invoices: parts.invoices,
    Timeline: parts.events.map(eventToWire),
    AcceptedAt: row.acceptedAt.toISOString(),
    AcceptedByName: row.acceptedByName,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    DispatchedAt: iso(row.dispatchedAt),
    DeliveredAt: iso(row.deliveredAt),
    CancelledAt: iso(row.cancelledAt),
    ClosedShort: row.closedShort,
    ClosedShortReason: row.closedShortReason,
    Received: paiseToRupees(parts.receivedPaise),
    Balance: paiseToRupees(row.grandTotalPaise - parts.receivedPaise),
  };
}

/** The columns a list row reads: never the lines. Late comes from SQL (lateSql). */
export type OrderListRow = Pick<
  OrderRow,
  | 'id'
  | 'number'
  | 'quotationId'
  | 'quotationNumber'
  | 'recordId'
  | 'buyerId'
  | 'poNumber'
  | 'buyer'
  | 'stage'
  | 'closedShort'
  | 'promisedDate'
  | 'assignedTo'
  | 'grandTotalPaise'
  | 'currency'
  | 'createdAt'
  | 'updatedAt'
> & { late: boolean };

/** What a list row needs from other tables, read for the page's rows only. */
export interface OrderListExtras {
  leadReference: string | null;
  assigneeName: string;
  dispatchedShare: number;
  progress: OrderDispatchProgress;
}

export function toOrderListItem(row: OrderListRow, extras: OrderListExtras): OrderListItem {
  return {
    ...orderHead(row, extras.leadReference),
    Company: row.buyer.Company,
    Contact: row.buyer.Contact,
    Stage: row.stage,
    PromisedDate: row.promisedDate,
    Late: row.late,
    AssignedTo: row.assignedTo,
    AssignedToName: extras.assigneeName,
    Currency: row.currency,
    GrandTotal: paiseToRupees(row.grandTotalPaise),
    DispatchedShare: extras.dispatchedShare,
    Progress: extras.progress,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}
