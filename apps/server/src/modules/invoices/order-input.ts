import { computeQuotationTotals, type InvoiceOrder } from '@rp/contract';
import type { OrderLineRow, OrderRow } from '../../db/schema.js';

/**
 * The order as invoiceAmounts reads it: its lines' taxable values, its charges' parts by rate and its tax per
 * rate, all from the totals frozen at acceptance. Totals stored before charge parts existed are recomputed from
 * the frozen lines and charges (the same function, the same inputs, the same figures).
 */
export function invoiceOrderOf(order: OrderRow, lines: readonly OrderLineRow[]): InvoiceOrder {
  const ordered = [...lines].sort((a, b) => a.position - b.position);
  const totals =
    order.totals.ChargeParts ??
    computeQuotationTotals({
      Lines: ordered.map((l) => ({
        QuantityThousandths: l.quantityThousandths,
        UnitPricePaise: l.line.UnitPricePaise,
        DiscountHundredths: l.line.DiscountHundredths,
        GstRate: l.line.GstRate,
        Per: l.line.Per ?? 1,
      })),
      Charges: order.charges,
      CompanyStateCode: order.companyStateCode,
      PlaceOfSupply: order.buyer.PlaceOfSupply,
      SupplierRegistration: order.totals.TaxMode === 'Not collected' ? 'Composition' : 'Regular',
      GstTreatment: order.buyer.GstTreatment,
      ZeroRated: order.buyer.ZeroRated ?? undefined,
      Currency: order.currency,
    }).ChargeParts!;
  return {
    Lines: ordered.map((l) => ({ Id: l.id, QuantityThousandths: l.quantityThousandths, TaxablePaise: l.taxablePaise, GstRate: l.line.GstRate })),
    Charges: order.charges.map((charge, i) => ({ Kind: charge.Kind, Parts: totals[i] ?? [] })),
    TaxSummary: order.totals.TaxSummary,
    TaxMode: order.totals.TaxMode,
    CompanyStateCode: order.companyStateCode,
    PlaceOfSupply: order.buyer.PlaceOfSupply,
    GstTreatment: order.buyer.GstTreatment,
    ZeroRated: order.buyer.ZeroRated ?? null,
    Currency: order.currency,
  };
}
