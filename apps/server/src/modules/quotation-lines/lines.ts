import {
  API_BASE,
  computeQuotationTotals,
  estimateToWire,
  defaultGstTreatment,
  ZERO_RATED_TREATMENTS,
  type ChargePart,
  type GstTreatment,
  hundredthsToPercent,
  paiseToRupees,
  thousandthsToQuantity,
  gstStateName,
  type FileInfo,
  type QuotationCharge,
  type QuotationTotals,
} from '@rp/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, type QuotationRow, type StoredQuotationBuyer, type StoredQuotationLine } from '../../db/schema.js';

/** What the totals read of a stored quotation (older rows lack the issue-43 fields: their defaults apply). */
export type TotalsRow = Pick<QuotationRow, 'lines' | 'charges' | 'companyStateCode' | 'buyer' | 'supplierRegistration' | 'currency'>;

/** The totals of a stored quotation: the contract's one function on the stored integers. */
export function totalsOf(row: TotalsRow): QuotationTotals {
  return computeQuotationTotals({
    Lines: row.lines,
    Charges: row.charges,
    CompanyStateCode: row.companyStateCode,
    PlaceOfSupply: row.buyer.PlaceOfSupply,
    SupplierRegistration: row.supplierRegistration,
    GstTreatment: treatmentOf(row.buyer),
    ZeroRated: row.buyer.ZeroRated ?? undefined,
    Currency: row.currency,
  });
}

/** The buyer's treatment, or the default for a buyer stored before treatments existed. */
export const treatmentOf = (buyer: StoredQuotationBuyer): GstTreatment => buyer.GstTreatment ?? defaultGstTreatment(buyer.PlaceOfSupply, buyer.GSTIN);

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

/** The buyer with their place of supply named as well as coded, and their treatment. */
export function buyerToWire(buyer: StoredQuotationBuyer) {
  const treatment = treatmentOf(buyer);
  return {
    ...buyer,
    PlaceOfSupplyName: gstStateName(buyer.PlaceOfSupply) ?? buyer.PlaceOfSupply,
    GstTreatment: treatment,
    ZeroRated: ZERO_RATED_TREATMENTS.includes(treatment) ? (buyer.ZeroRated ?? 'LUT') : null,
  };
}

/** A charge on the wire, with its parts by rate as the totals split it. */
export const chargeToWire = (c: QuotationCharge, parts: ChargePart[] | undefined) => ({
  Kind: c.Kind,
  Amount: paiseToRupees(c.AmountPaise),
  // Charges stored before issue 43 always had a rate.
  GstRate: c.GstRate ?? null,
  Parts: (parts ?? [{ GstRate: c.GstRate ?? 0, AmountPaise: c.AmountPaise }]).map((p) => ({
    GstRate: p.GstRate,
    Amount: paiseToRupees(p.AmountPaise),
  })),
});

export function lineToWire(line: StoredQuotationLine, taxablePaise: number) {
  return {
    Description: line.Description,
    DrawingNo: line.DrawingNo,
    DrawingRev: line.DrawingRev ?? '',
    Material: line.Material,
    Finish: line.Finish,
    HSN: line.HSN,
    Quantity: thousandthsToQuantity(line.QuantityThousandths),
    Unit: line.Unit,
    UnitPrice: paiseToRupees(line.UnitPricePaise),
    Per: line.Per ?? 1,
    DiscountPercent: hundredthsToPercent(line.DiscountHundredths),
    GstRate: line.GstRate,
    LeadTime: line.LeadTime,
    QuantityBreaks: line.QuantityBreaks.map((b) => ({
      Quantity: thousandthsToQuantity(b.QuantityThousandths),
      UnitPrice: paiseToRupees(b.UnitPricePaise),
    })),
    Taxable: paiseToRupees(taxablePaise),
    Estimate: line.Estimate ? estimateToWire(line.Estimate) : null,
  };
}
