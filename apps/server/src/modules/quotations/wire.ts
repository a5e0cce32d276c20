import {
  computedTotalsToWire,
  gstStateName,
  type QuotationWarning,
  paiseToRupees,
  type FileInfo,
  type OrderLink,
  type Quotation,
  type QuotationListItem,
  type QuotationRevisionSummary,
} from '@rp/contract';
import type { QuotationRow } from '../../db/schema.js';
import { buyerToWire, chargeToWire, lineToWire, totalsOf } from '../quotation-lines/index.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toRevisionSummary(row: QuotationRow): QuotationRevisionSummary {
  return {
    _id: row.id,
    Number: row.number,
    Revision: row.revision,
    State: row.state,
    Currency: row.currency,
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
  poFile: FileInfo | null;
  /** The order made from this revision (issue 34); absent or null when none. */
  order?: OrderLink | null;
}

/** What a quotation's answer and its list row both begin with: which revision, its state, source and lead. */
const quotationHead = (
  row: Pick<QuotationRow, 'id' | 'number' | 'revision' | 'state' | 'source' | 'recordId' | 'buyerId'>,
  leadReference: string | null,
) => ({
  _id: row.id,
  Number: row.number,
  Revision: row.revision,
  State: row.state,
  Source: row.source,
  LeadId: row.recordId,
  LeadReference: leadReference,
  BuyerId: row.buyerId,
});

/** What staff should see before sending: a GSTIN of another state than the place of supply (goods shipped elsewhere). */
export function warningsOf(buyer: QuotationRow['buyer']): QuotationWarning[] {
  const gstinState = buyer.GSTIN.slice(0, 2);
  if (!buyer.GSTIN || gstinState === buyer.PlaceOfSupply) return [];
  const name = (code: string) => gstStateName(code) ?? code;
  const Message = `The GSTIN is of ${name(gstinState)} (${gstinState}) but the place of supply is ${name(buyer.PlaceOfSupply)} (${buyer.PlaceOfSupply}): right only when the goods go to that state.`;
  return [{ Code: 'GSTIN_STATE_DIFFERS', Message }];
}

/** The quotation as the API answers it: rupees, units and percents again, totals recomputed from the stored integers. */
export function toQuotation(row: QuotationRow, extras: QuotationExtras): Quotation {
  const computed = totalsOf(row);
  const { buyer } = row;
  return {
    ...quotationHead(row, extras.leadReference),
    Buyer: buyerToWire(buyer),
    SupplierRegistration: row.supplierRegistration,
    BuyerReference: row.buyerReference,
    BuyerReferenceDate: row.buyerReferenceDate,
    Currency: row.currency,
    ExchangeRate: row.exchangeRateTenThousandths / 10_000,
    Incoterm: row.incoterm,
    IncotermPlace: row.incotermPlace,
    Warnings: warningsOf(buyer),
    ValidUntil: row.validUntil,
    PaymentTerms: row.paymentTerms,
    DeliveryTerms: row.deliveryTerms,
    Notes: row.notes,
    Lines: row.lines.map((line, i) => lineToWire(line, computed.LineTaxable[i]!)),
    Charges: row.charges.map((charge, i) => chargeToWire(charge, computed.ChargeParts?.[i])),
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
    POFile: extras.poFile,
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
  | 'buyerId'
  | 'buyer'
  | 'currency'
  | 'grandTotalPaise'
  | 'validUntil'
  | 'createdAt'
  | 'updatedAt'
  | 'sentAt'
  | 'acceptedAt'
>;

export function toListItem(row: ListRow, leadReference: string | null, order: OrderLink | null): QuotationListItem {
  return {
    ...quotationHead(row, leadReference),
    Company: row.buyer.Company,
    Contact: row.buyer.Contact,
    Email: row.buyer.Email,
    PlaceOfSupply: row.buyer.PlaceOfSupply,
    Currency: row.currency,
    GrandTotal: paiseToRupees(row.grandTotalPaise),
    ValidUntil: row.validUntil,
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    SentAt: iso(row.sentAt),
    AcceptedAt: iso(row.acceptedAt),
    Order: order,
  };
}
