import { asc, eq } from 'drizzle-orm';
import { ZERO_RATED_TREATMENTS, type CompanyProfileData, type ParsedQuotationSaveBody } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { findById } from '../../db/find-by-id.js';
import { orderLines, orders, quotations, records, type OrderRow, type QuotationRow } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import type { StaffActor } from '../records/index.js';
import { treatmentOf, type QuotedAs } from '../quotation-lines/index.js';
import { defaultValidUntil } from './pdf.js';
import { saveDraft } from './save.js';

export const REPEAT_LEAD_NOT_FOUND = 'Lead not found.';
export const NOT_A_REPEAT_ORDER = 'This lead is not a repeat order.';

type OrderLine = typeof orderLines.$inferSelect;
type StoredLine = OrderLine['line'] & { QuotedAs?: QuotedAs };

/**
 * The unit price at the new quantity: the earlier quotation's break at exactly that quantity, or the quantity it
 * was first quoted at when the order took a break; otherwise the price the order was made at.
 */
export function lastPriceAt(line: StoredLine, quantityThousandths: number): number {
  const quantityBreak = line.QuantityBreaks.find((b) => b.QuantityThousandths === quantityThousandths);
  if (quantityBreak) return quantityBreak.UnitPricePaise;
  if (line.QuotedAs?.QuantityThousandths === quantityThousandths) return line.QuotedAs.UnitPricePaise;
  return line.UnitPricePaise;
}

/** An earlier order line as a save body's line at the new quantity (the estimate stays with the earlier quotation). */
function againLine(line: StoredLine, quantityThousandths: number): ParsedQuotationSaveBody['Lines'][number] {
  return {
    Description: line.Description,
    DrawingNo: line.DrawingNo,
    DrawingRev: line.DrawingRev ?? '',
    Material: line.Material,
    Finish: line.Finish,
    HSN: line.HSN,
    QuantityThousandths: quantityThousandths,
    Unit: line.Unit,
    UnitPricePaise: lastPriceAt(line, quantityThousandths),
    Per: line.Per ?? 1,
    DiscountHundredths: line.DiscountHundredths,
    GstRate: line.GstRate,
    LeadTime: line.LeadTime,
    // The other breaks stay on offer; one at the line's own quantity would repeat it.
    QuantityBreaks: line.QuantityBreaks.filter((b) => b.QuantityThousandths !== quantityThousandths),
    Estimate: null,
  };
}

/** The save body of "Quote again": the order's buyer, lines at the new quantities, charges and terms; validity from today. */
export function quoteAgainBody(
  leadId: string,
  order: OrderRow,
  earlier: Pick<QuotationRow, 'incoterm' | 'incotermPlace'> | null,
  lines: OrderLine[],
  wanted: { LineId: string; QuantityThousandths: number }[] | null,
  validUntil: string,
): ParsedQuotationSaveBody {
  // A lead without its lines (none should be) asks for every line again at its ordered quantity.
  const asked = wanted?.length ? wanted : lines.map((l) => ({ LineId: l.id, QuantityThousandths: l.quantityThousandths }));
  const treatment = treatmentOf(order.buyer);
  return {
    LeadId: leadId,
    Buyer: {
      ...order.buyer,
      GstTreatment: treatment,
      ZeroRated: ZERO_RATED_TREATMENTS.includes(treatment) ? (order.buyer.ZeroRated ?? 'LUT') : null,
    },
    ValidUntil: validUntil,
    PaymentTerms: order.paymentTerms,
    DeliveryTerms: order.deliveryTerms,
    Notes: order.notes,
    BuyerReference: '',
    BuyerReferenceDate: null,
    Currency: order.currency,
    ExchangeRateTenThousandths: order.exchangeRateTenThousandths,
    Incoterm: earlier?.incoterm ?? null,
    IncotermPlace: earlier?.incotermPlace ?? '',
    Lines: asked.flatMap((w) => {
      const line = lines.find((l) => l.id === w.LineId);
      return line ? [againLine(line.line, w.QuantityThousandths)] : [];
    }),
    Charges: order.charges,
  };
}

/**
 * POST /quotation/quote-again (issue 49): a repeat order's lead quoted at the last prices, through the one save
 * path (numbering, totals, the buyer's link, the lead's timeline and the activity entry as any Draft).
 */
export async function quoteAgain(db: Db, profile: CompanyProfileData, leadId: string, actor: StaffActor, now = new Date()) {
  const lead = await findById(db, records, leadId);
  if (!lead) throw notFound(REPEAT_LEAD_NOT_FOUND);
  if (!lead.repeatOfOrderId) throw conflict(NOT_A_REPEAT_ORDER);
  const order = await findById(db, orders, lead.repeatOfOrderId);
  if (!order) throw conflict('The earlier order of this repeat order is no longer on record.');
  const [lines, [earlier]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db
      .select({ incoterm: quotations.incoterm, incotermPlace: quotations.incotermPlace })
      .from(quotations)
      .where(eq(quotations.id, order.quotationId))
      .limit(1),
  ]);
  const body = quoteAgainBody(lead.id, order, earlier ?? null, lines, lead.repeatLines, defaultValidUntil(profile, now));
  const { row } = await saveDraft(db, profile, body, actor, now);
  return { row, order };
}
