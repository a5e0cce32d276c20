import {
  computedTotalsToWire,
  gstStateName,
  paiseToRupees,
  type FileInfo,
  type OrderLink,
  type Quotation,
  type QuotationListItem,
  type QuotationRevisionSummary,
} from '@rp/contract';
import type { QuotationRow } from '../../db/schema.js';
import { lineToWire, poFileUrl, totalsOf } from '../quotation-lines/index.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toRevisionSummary(row: QuotationRow): QuotationRevisionSummary {
  return {
    _id: row.id,
    Number: row.number,
    Revision: row.revision,
    State: row.state,
    GrandTotal: paiseToRupees(row.grandTotalPaise),
    CreatedAt: row.createdAt.toISOString(),
    SentAt: iso(row.sentAt),
  };
}

/** What a quotation answer needs besides its row. */
export interface QuotationExtras {
  leadReference: string | null;
  /** Every revision of its number, oldest first. */
  revisions: QuotationRow[];
  poFile: { id: string; name: string; mimeType: string; size: number } | null;
  /** The order made from this revision (issue 34); absent or null when none. */
  order?: OrderLink | null;
}

/** The quotation as the API answers it: rupees, units and percents again, totals recomputed from the stored integers. */
export function toQuotation(row: QuotationRow, extras: QuotationExtras): Quotation {
  const computed = totalsOf(row);
  const { buyer } = row;
  const poFile: FileInfo | null = extras.poFile
    ? { id: extras.poFile.id, name: extras.poFile.name, type: extras.poFile.mimeType, size: extras.poFile.size, url: poFileUrl(extras.poFile.id) }
    : null;
  return {
    _id: row.id,
    Number: row.number,
    Revision: row.revision,
    State: row.state,
    Source: row.source,
    LeadId: row.recordId,
    LeadReference: extras.leadReference,
    Buyer: { ...buyer, PlaceOfSupplyName: gstStateName(buyer.PlaceOfSupply) ?? buyer.PlaceOfSupply },
    ValidUntil: row.validUntil,
    PaymentTerms: row.paymentTerms,
    DeliveryTerms: row.deliveryTerms,
    Notes: row.notes,
    Lines: row.lines.map((line, i) => lineToWire(line, computed.LineTaxable[i]!)),
    Charges: row.charges.map((c) => ({ Kind: c.Kind, Amount: paiseToRupees(c.AmountPaise), GstRate: c.GstRate })),
    ...computedTotalsToWire(computed),
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    SentAt: iso(row.sentAt),
    ViewedAt: iso(row.viewedAt),
    AcceptedAt: iso(row.acceptedAt),
    DeclinedAt: iso(row.declinedAt),
    AcceptedByName: row.acceptedByName,
    AcceptedByDesignation: row.acceptedByDesignation,
    PONumber: row.poNumber,
    PODate: row.poDate,
    POFile: poFile,
    DeclineReason: row.declineReason as Quotation['DeclineReason'],
    DeclineComment: row.declineComment,
    Revisions: extras.revisions.map(toRevisionSummary),
    Order: extras.order ?? null,
  };
}

/** The columns a list row reads: never the lines. */
export type ListRow = Pick<
  QuotationRow,
  | 'id'
  | 'number'
  | 'revision'
  | 'state'
  | 'source'
  | 'recordId'
  | 'buyer'
  | 'grandTotalPaise'
  | 'validUntil'
  | 'createdAt'
  | 'updatedAt'
  | 'sentAt'
  | 'acceptedAt'
>;

export function toListItem(row: ListRow, leadReference: string | null, order: OrderLink | null): QuotationListItem {
  return {
    _id: row.id,
    Number: row.number,
    Revision: row.revision,
    State: row.state,
    Source: row.source,
    LeadId: row.recordId,
    LeadReference: leadReference,
    Company: row.buyer.Company,
    Contact: row.buyer.Contact,
    Email: row.buyer.Email,
    PlaceOfSupply: row.buyer.PlaceOfSupply,
    GrandTotal: paiseToRupees(row.grandTotalPaise),
    ValidUntil: row.validUntil,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    SentAt: iso(row.sentAt),
    AcceptedAt: iso(row.acceptedAt),
    Order: order,
  };
}
