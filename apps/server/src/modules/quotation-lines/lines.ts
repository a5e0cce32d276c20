import {
  API_BASE,
  computeQuotationTotals,
  hundredthsToPercent,
  paiseToRupees,
  thousandthsToQuantity,
  gstStateName,
  type FileInfo,
  type QuotationBuyer,
  type QuotationCharge,
  type QuotationLine,
  type QuotationTotals,
} from '@rp/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, type QuotationRow } from '../../db/schema.js';

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

/** The buyer's PO file as a quotation or order answer shows it, or null when there is none. */
export async function poFileOf(db: Pick<Db, 'select'>, fileId: string | null): Promise<FileInfo | null> {
  if (!fileId) return null;
  const [file] = await db
    .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  return file ? { id: file.id, name: file.name, type: file.mimeType, size: file.size, url: poFileUrl(file.id) } : null;
}

/** The buyer with their place of supply named as well as coded. */
export const buyerToWire = (buyer: QuotationBuyer) => ({ ...buyer, PlaceOfSupplyName: gstStateName(buyer.PlaceOfSupply) ?? buyer.PlaceOfSupply });

export const chargeToWire = (c: QuotationCharge) => ({ Kind: c.Kind, Amount: paiseToRupees(c.AmountPaise), GstRate: c.GstRate });

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
