import {
  gstStateName,
  paiseToRupees,
  taxSummaryToWire,
  thousandthsToQuantity,
  totalsToWire,
  type FileInfo,
  type Order,
  type OrderDispatch,
  type OrderEvent,
  type OrderLine,
  type OrderListItem,
} from '@rp/contract';
import type { OrderDispatchRow, OrderEventRow, OrderLineRow, OrderRow } from '../../db/schema.js';
import { lineToWire, poFileUrl } from '../quotation-lines/index.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything an order answer needs besides its row. */
export interface OrderParts {
  lines: OrderLineRow[];
  events: OrderEventRow[];
  dispatches: { row: OrderDispatchRow; lines: { lineId: string; quantityThousandths: number }[] }[];
  leadReference: string | null;
  assigneeName: string;
  poFile: { id: string; name: string; mimeType: string; size: number } | null;
  late: boolean;
}

export function lineToOrderWire(line: OrderLineRow): OrderLine {
  return {
    ...lineToWire(line.line, line.taxablePaise),
    _id: line.id,
    Dispatched: thousandthsToQuantity(line.dispatchedThousandths),
    Remaining: thousandthsToQuantity(line.quantityThousandths - line.dispatchedThousandths),
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

export function dispatchToWire({ row, lines }: OrderParts['dispatches'][number]): OrderDispatch {
  return {
    _id: row.id,
    InvoiceNo: row.invoiceNo,
    InvoiceDate: row.invoiceDate,
    Transporter: row.transporter,
    DocketNo: row.docketNo,
    DispatchDate: row.dispatchDate,
    EwayBillNo: row.ewayBillNo,
    Packages: row.packages,
    Lines: lines.map((l) => ({ LineId: l.lineId, Quantity: thousandthsToQuantity(l.quantityThousandths) })),
    CreatedAt: row.createdAt.toISOString(),
    CreatedBy: row.createdBy,
  };
}

/** The order as the API answers it: the frozen totals as they were accepted, rupees and units on the wire. */
export function toOrder(row: OrderRow, parts: OrderParts): Order {
  const poFile: FileInfo | null = parts.poFile
    ? { id: parts.poFile.id, name: parts.poFile.name, type: parts.poFile.mimeType, size: parts.poFile.size, url: poFileUrl(parts.poFile.id) }
    : null;
  const { buyer, totals } = row;
  return {
    _id: row.id,
    Number: row.number,
    QuotationId: row.quotationId,
    QuotationNumber: row.quotationNumber,
    LeadId: row.recordId,
    LeadReference: parts.leadReference,
    PONumber: row.poNumber,
    PODate: row.poDate,
    POFile: poFile,
    Stage: row.stage,
    HeldFrom: row.heldFrom,
    PromisedDate: row.promisedDate,
    Late: parts.late,
    AssignedTo: row.assignedTo,
    AssignedToName: parts.assigneeName,
    Company: buyer.Company,
    Contact: buyer.Contact,
    Email: buyer.Email,
    Phone: buyer.Phone,
    Buyer: { ...buyer, PlaceOfSupplyName: gstStateName(buyer.PlaceOfSupply) ?? buyer.PlaceOfSupply },
    Currency: 'INR',
    Lines: parts.lines.map(lineToOrderWire),
    Charges: row.charges.map((c) => ({ Kind: c.Kind, Amount: paiseToRupees(c.AmountPaise), GstRate: c.GstRate })),
    TaxMode: totals.TaxMode,
    TaxSummary: taxSummaryToWire(totals.TaxSummary),
    Totals: totalsToWire(totals.Totals, totals.AmountInWords),
    PaymentTerms: row.paymentTerms,
    DeliveryTerms: row.deliveryTerms,
    Notes: row.notes,
    Dispatches: parts.dispatches.map(dispatchToWire),
    Timeline: parts.events.map(eventToWire),
    AcceptedAt: row.acceptedAt.toISOString(),
    AcceptedByName: row.acceptedByName,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    DispatchedAt: iso(row.dispatchedAt),
    DeliveredAt: iso(row.deliveredAt),
    CancelledAt: iso(row.cancelledAt),
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
  | 'poNumber'
  | 'buyer'
  | 'stage'
  | 'promisedDate'
  | 'assignedTo'
  | 'grandTotalPaise'
  | 'createdAt'
  | 'updatedAt'
> & { late: boolean };

/** What a list row needs from other tables, read for the page's rows only. */
export interface OrderListExtras {
  leadReference: string | null;
  assigneeName: string;
  dispatchedShare: number;
}

export function toOrderListItem(row: OrderListRow, extras: OrderListExtras): OrderListItem {
  return {
    _id: row.id,
    Number: row.number,
    QuotationId: row.quotationId,
    QuotationNumber: row.quotationNumber,
    LeadId: row.recordId,
    LeadReference: extras.leadReference,
    PONumber: row.poNumber,
    Company: row.buyer.Company,
    Contact: row.buyer.Contact,
    Stage: row.stage,
    PromisedDate: row.promisedDate,
    Late: row.late,
    AssignedTo: row.assignedTo,
    AssignedToName: extras.assigneeName,
    Currency: 'INR',
    GrandTotal: paiseToRupees(row.grandTotalPaise),
    DispatchedShare: extras.dispatchedShare,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}
