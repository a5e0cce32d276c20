import {
  API_BASE,
  computeQuotationTotals,
  hundredthsToPercent,
  paiseToRupees,
  thousandthsToQuantity,
  type QuotationLine,
  type QuotationTotals,
} from '@rp/contract';
import type { QuotationRow } from '../../db/schema.js';

/** The totals of a stored quotation: the contract's one function on the stored integers. */
export function totalsOf(row: Pick<QuotationRow, 'lines' | 'charges' | 'companyStateCode' | 'buyer'>): QuotationTotals {
  return computeQuotationTotals({
    Lines: row.lines,
    Charges: row.charges,
    CompanyStateCode: row.companyStateCode,
    PlaceOfSupply: row.buyer.PlaceOfSupply,
  });
}

/** The totals columns a row stores (for lists, sums and the dashboard). */
export function totalsColumns(computed: QuotationTotals) {
  const t = computed.Totals;
  return {
    taxablePaise: t.Taxable,
    cgstPaise: t.CGST,
    sgstPaise: t.SGST,
    igstPaise: t.IGST,
    roundOffPaise: t.RoundOff,
    grandTotalPaise: t.GrandTotal,
  };
}

export const poFileUrl = (fileId: string) => `${API_BASE}/quotation/po-file/${fileId}`;

export function lineToWire(line: QuotationLine, taxablePaise: number) {
  return {
    Description: line.Description,
    DrawingNo: line.DrawingNo,
    Material: line.Material,
    Finish: line.Finish,
    HSN: line.HSN,
    Quantity: thousandthsToQuantity(line.QuantityThousandths),
    Unit: line.Unit,
    UnitPrice: paiseToRupees(line.UnitPricePaise),
    DiscountPercent: hundredthsToPercent(line.DiscountHundredths),
    GstRate: line.GstRate,
    LeadTime: line.LeadTime,
    QuantityBreaks: line.QuantityBreaks.map((b) => ({
      Quantity: thousandthsToQuantity(b.QuantityThousandths),
      UnitPrice: paiseToRupees(b.UnitPricePaise),
    })),
    Taxable: paiseToRupees(taxablePaise),
  };
}
