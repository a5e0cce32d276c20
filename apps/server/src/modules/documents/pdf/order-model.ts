import type { CompanyProfileData } from '@rp/contract';
import type { OrderLineRow, OrderRow } from '../../../db/schema.js';
import { chargeOf, lineOf, partyOf, type DocumentModel } from './model.js';

/**
 * A document drawn from an order (the acknowledgement, the proforma): its frozen buyer, lines as accepted
 * (a chosen quantity break already in place, so no breaks are printed), charges, and computeQuotationTotals'
 * result as accepted, never recomputed: a later change of the profile or the tax code changes nothing.
 */
export function buildOrderModel(profile: CompanyProfileData, order: OrderRow, lineRows: readonly OrderLineRow[], noun: string): DocumentModel {
  const lines = [...lineRows].sort((a, b) => a.position - b.position).map((row) => ({ ...lineOf(row.line), QuantityBreaks: [] }));
  if (order.totals.LineTaxable.length !== lines.length) {
    throw new Error(`Order ${order.number}: ${lines.length} lines but totals for ${order.totals.LineTaxable.length}; the PDF is not drawn.`);
  }
  return {
    company: profile,
    noun,
    currency: order.currency,
    exchangeRateTenThousandths: order.exchangeRateTenThousandths,
    // The order keeps its tax mode in its totals; the registration only words why none is collected.
    supplierRegistration: profile.GstRegistration,
    buyer: partyOf(order.buyer),
    incoterm: null,
    incotermPlace: '',
    lines,
    charges: order.charges.map(chargeOf),
    computed: order.totals,
  };
}
