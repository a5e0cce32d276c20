import { invoiceAmounts, type InvoiceCopy } from '@rp/contract';
import type { InvoiceRow } from '../../../db/schema.js';
import type { InvoicePdfInput } from './invoice-model.js';
import { sampleOrder } from './order-sample.js';
import type { SampleOptions } from './sample.js';

export interface SampleInvoiceOptions extends SampleOptions {
  copy?: InvoiceCopy;
  cancelled?: boolean;
  /** An e-invoice recorded: IRN, acknowledgement and a signed QR code of about a real one's length. */
  einvoice?: boolean;
}

/** A made-up signed QR code (a JWT's shape and length, about 1,100 characters): the same every time. */
export function sampleSignedQr(): string {
  const part = (seed: number, length: number) =>
    Array.from(
      { length },
      (_, i) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[(seed * 31 + i * 17 + ((i * i) % 13)) % 64],
    ).join('');
  return `eyJhbGciOiJSUzI1NiIsImtpZCI6IjQ0NDQwNUM3OEFGMzZEMjE4MjdGMkM1QzE0NkFEQkU0RjNCNkQxQjEiLCJ0eXAiOiJKV1QifQ.${part(7, 700)}.${part(11, 342)}`;
}

/**
 * A made-up tax invoice for the tests, the benchmark and the look check: the sample order (same options, same
 * order) invoiced whole by invoiceAmounts, dispatched by road with a vehicle and a docket.
 */
export function sampleInvoice(options: SampleInvoiceOptions = {}): InvoicePdfInput {
  const { profile, order, lines } = sampleOrder(options);
  const ordered = [...lines].sort((a, b) => a.position - b.position);
  const amounts = invoiceAmounts(
    {
      Lines: ordered.map((l) => ({ Id: l.id, QuantityThousandths: l.quantityThousandths, TaxablePaise: l.taxablePaise, GstRate: l.line.GstRate })),
      Charges: order.charges.map((charge, i) => ({ Kind: charge.Kind, Parts: order.totals.ChargeParts?.[i] ?? [] })),
      TaxSummary: order.totals.TaxSummary,
      TaxMode: order.totals.TaxMode,
      CompanyStateCode: order.companyStateCode,
      PlaceOfSupply: order.buyer.PlaceOfSupply,
      GstTreatment: order.buyer.GstTreatment,
      ZeroRated: order.buyer.ZeroRated ?? null,
      Currency: order.currency,
    },
    [],
    ordered.map((l) => ({ Id: l.id, QuantityThousandths: l.quantityThousandths })),
  );
  const createdAt = new Date('2026-12-02T10:30:00.000Z');
  const invoice: InvoiceRow = {
    id: '00000000-0000-4000-8000-000000000048',
    number: 'INV/26-27/0007',
    orderId: order.id,
    dispatchId: '00000000-0000-4000-8000-000000000049',
    buyerId: null,
    date: '2026-12-02',
    state: options.cancelled ? 'Cancelled' : 'Issued',
    buyer: order.buyer,
    lines: ordered.map((l, i) => ({
      LineId: l.id,
      Position: l.position,
      Description: l.line.Description,
      DrawingNo: l.line.DrawingNo,
      HSN: l.line.HSN,
      Unit: l.line.Unit,
      UnitPricePaise: l.line.UnitPricePaise,
      Per: l.line.Per ?? 1,
      DiscountHundredths: l.line.DiscountHundredths,
      GstRate: l.line.GstRate,
      QuantityThousandths: l.quantityThousandths,
      TaxablePaise: amounts.Lines[i]!.TaxablePaise,
    })),
    amounts,
    currency: order.currency,
    taxablePaise: amounts.Totals.Totals.Taxable,
    grandTotalPaise: amounts.Totals.Totals.GrandTotal,
    ewayBillNo: '',
    ewayBillDate: null,
    irn: options.einvoice ? '6f1d0c3be1a04b2f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f' : '',
    ackNo: options.einvoice ? '112610012345678' : '',
    ackDate: options.einvoice ? '2026-12-02' : null,
    signedQrCode: options.einvoice ? sampleSignedQr() : '',
    cancelReason: options.cancelled ? 'Wrong buyer GSTIN; re-issued as INV/26-27/0008.' : '',
    cancelledAt: options.cancelled ? new Date('2026-12-03T06:00:00.000Z') : null,
    cancelledBy: options.cancelled ? 'Anita Desai' : '',
    createdBy: null,
    createdByName: 'Anita Desai',
    createdAt,
    updatedAt: createdAt,
  };
  return {
    profile,
    invoice,
    order,
    dispatch: {
      transporter: 'VRL Logistics',
      transporterId: '24AAACV1234F1Z5',
      docketNo: 'VRL-7781234',
      dispatchDate: '2026-12-02',
      vehicleNo: 'GJ03AB1234',
      distanceKm: 215,
      transportMode: 'Road',
      packages: 3,
      ewayBillNo: '',
    },
    ...(options.copy ? { copy: options.copy } : {}),
  };
}
