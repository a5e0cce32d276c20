import {
  hundredthsToPercent,
  paiseToRupees,
  taxSummaryToWire,
  thousandthsToQuantity,
  totalsToWire,
  type Invoice,
  type InvoiceListItem,
  type InvoiceSummary,
  type QuotationUnit,
} from '@rp/contract';
import type { InvoiceRow, OrderDispatchRow, OrderRow } from '../../db/schema.js';
import { buyerToWire } from '../quotation-lines/index.js';

/** What an invoice answer reads of its order besides the invoice row. */
export type InvoiceOrderFacts = Pick<OrderRow, 'number' | 'poNumber' | 'poDate' | 'exchangeRateTenThousandths'>;

/**
 * Above the profile's threshold (rupees; another currency at the order's frozen rate) and no e-way bill number
 * recorded: still needs one. A cancelled invoice needs nothing.
 */
export function ewayBillRequired(
  row: Pick<InvoiceRow, 'state' | 'grandTotalPaise' | 'ewayBillNo'>,
  rateTenThousandths: number,
  thresholdRupees: number,
) {
  if (row.state === 'Cancelled' || row.ewayBillNo !== '') return false;
  const rupeePaise = (BigInt(row.grandTotalPaise) * BigInt(rateTenThousandths)) / 10_000n;
  return rupeePaise > BigInt(thresholdRupees) * 100n;
}

export function invoiceToWire(row: InvoiceRow, dispatch: OrderDispatchRow, order: InvoiceOrderFacts, thresholdRupees: number): Invoice {
  const totals = row.amounts.Totals;
  return {
    _id: row.id,
    Number: row.number,
    Date: row.date,
    OrderId: row.orderId,
    OrderNumber: order.number,
    DispatchId: row.dispatchId,
    State: row.state,
    CancelReason: row.cancelReason,
    CancelledAt: row.cancelledAt?.toISOString() ?? null,
    BuyerId: row.buyerId,
    Buyer: buyerToWire(row.buyer),
    PONumber: order.poNumber,
    PODate: order.poDate,
    Currency: row.currency,
    TaxMode: totals.TaxMode,
    Lines: row.lines.map((l) => ({
      LineId: l.LineId,
      Description: l.Description,
      DrawingNo: l.DrawingNo,
      HSN: l.HSN,
      Quantity: thousandthsToQuantity(l.QuantityThousandths),
      Unit: l.Unit as QuotationUnit,
      UnitPrice: paiseToRupees(l.UnitPricePaise),
      Per: l.Per,
      DiscountPercent: hundredthsToPercent(l.DiscountHundredths),
      GstRate: l.GstRate,
      Taxable: paiseToRupees(l.TaxablePaise),
    })),
    Charges: row.amounts.Charges.map((c) => ({ Kind: c.Kind, GstRate: c.GstRate, Amount: paiseToRupees(c.AmountPaise) })),
    TaxSummary: taxSummaryToWire(totals.TaxSummary),
    Totals: totalsToWire(totals.Totals, totals.AmountInWords),
    Completes: row.amounts.Completes,
    Transport: {
      Transporter: dispatch.transporter,
      TransporterId: dispatch.transporterId,
      DocketNo: dispatch.docketNo,
      DispatchDate: dispatch.dispatchDate,
      VehicleNo: dispatch.vehicleNo,
      DistanceKm: dispatch.distanceKm,
      TransportMode: dispatch.transportMode,
      Packages: dispatch.packages,
    },
    EwayBillRequired: ewayBillRequired(row, order.exchangeRateTenThousandths, thresholdRupees),
    EwayBillNo: row.ewayBillNo,
    EwayBillDate: row.ewayBillDate,
    EInvoice: row.irn ? { IRN: row.irn, AckNo: row.ackNo, AckDate: row.ackDate ?? '', SignedQRCode: row.signedQrCode } : null,
    CreatedAt: row.createdAt.toISOString(),
    CreatedBy: row.createdByName,
  };
}

export type InvoiceListRow = Pick<
  InvoiceRow,
  'id' | 'number' | 'date' | 'orderId' | 'buyerId' | 'state' | 'currency' | 'ewayBillNo' | 'taxablePaise' | 'grandTotalPaise' | 'buyer'
>;

export function invoiceToListItem(
  row: InvoiceListRow,
  order: Pick<OrderRow, 'number' | 'exchangeRateTenThousandths'>,
  thresholdRupees: number,
): InvoiceListItem {
  return {
    _id: row.id,
    Number: row.number,
    Date: row.date,
    OrderId: row.orderId,
    OrderNumber: order.number,
    BuyerId: row.buyerId,
    State: row.state,
    Currency: row.currency,
    EwayBillRequired: ewayBillRequired(row, order.exchangeRateTenThousandths, thresholdRupees),
    EwayBillNo: row.ewayBillNo,
    Company: row.buyer.Company,
    GSTIN: row.buyer.GSTIN,
    Taxable: paiseToRupees(row.taxablePaise),
    GrandTotal: paiseToRupees(row.grandTotalPaise),
  };
}

export const invoiceToSummary = (item: InvoiceListItem): InvoiceSummary => ({
  _id: item._id,
  Number: item.Number,
  Date: item.Date,
  State: item.State,
  GrandTotal: item.GrandTotal,
  EwayBillRequired: item.EwayBillRequired,
});
