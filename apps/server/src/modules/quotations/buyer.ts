import { and, eq } from 'drizzle-orm';
import {
  OUTSIDE_INDIA_CODE,
  rfqQuotationPdfPath,
  type DeclineReason,
  type PoFileUpload,
  type PublicCompanyProfile,
  type QuotationBuyerView,
  NO_TAX_WORDING,
  thousandthsToQuantity,
  type GstRegistration,
  type TaxMode,
} from '@rp/contract';
import type { Db } from '../../db/client.js';
import { quotations, type QuotationRow } from '../../db/schema.js';
import { createOrderForAcceptance } from '../orders/index.js';
import type { LeadMailSettings } from '../mail/index.js';
import { readCompanyProfile } from '../settings/index.js';
import { buyerQuotation, latestSentRevision } from './buyer-access.js';
import { storeAcceptance, type QuantityChoices } from './acceptance.js';
import { closeLead, moveLead, quotationEvent } from './lead.js';
import { enqueueAnswerMails } from './mails.js';
import { decodePoFile } from './po-file.js';
import { answerRefusal, assertCanAnswer, effectiveState } from './states.js';
import { toQuotation } from './wire.js';

/** Who the timeline credits with the buyer's own moves. */
const BUYER = 'Buyer';

/**
 * The first view by the buyer: Sent -> Viewed, once (the UPDATE's WHERE makes a second view, or a view in
 * another process at the same moment, change nothing). Staff calls never come here; the buyer's link opened
 * in a staff member's browser (`byStaff`) changes nothing.
 */
async function markViewed(db: Db, row: QuotationRow, now: Date, byStaff = false): Promise<QuotationRow> {
  if (row.state !== 'Sent' || byStaff) return row;
  return db.transaction(async (tx) => {
    const [viewed] = await tx
      .update(quotations)
      .set({ state: 'Viewed', viewedAt: now })
      .where(and(eq(quotations.id, row.id), eq(quotations.state, 'Sent')))
      .returning();
    if (!viewed) return row;
    await quotationEvent(tx, viewed.recordId, BUYER, `Quotation ${viewed.number} viewed by the buyer.`);
    return viewed;
  });
}

/** What the page says when no GST is charged: the export note, the SEZ or the supplier's wording. */
function noTaxNote(mode: TaxMode, supplier: GstRegistration, exportNote: string): string {
  if (mode === 'Export') return exportNote;
  if (mode === 'SEZ') return NO_TAX_WORDING.SEZ;
  if (mode === 'Not collected') return supplier === 'Composition' ? NO_TAX_WORDING.Composition : NO_TAX_WORDING.Unregistered;
  return '';
}

function toBuyerView(row: QuotationRow, reference: string, key: string, exportNote: string, now: Date): QuotationBuyerView {
  const q = toQuotation(row, { leadReference: reference, revisions: [], poFile: null });
  const state = effectiveState(row, now);
  return {
    Number: q.Number,
    Revision: q.Revision,
    State: state,
    ValidUntil: q.ValidUntil,
    PaymentTerms: q.PaymentTerms,
    DeliveryTerms: q.DeliveryTerms,
    Notes: q.Notes,
    // The staff's estimates never reach the buyer.
    Lines: q.Lines.map(({ Estimate: _estimate, ...line }) => line),
    Charges: q.Charges,
    TaxMode: q.TaxMode,
    TaxSummary: q.TaxSummary,
    Totals: q.Totals,
    SentAt: q.SentAt,
    AcceptedAt: q.AcceptedAt,
    DeclinedAt: q.DeclinedAt,
    // Staff "Mark accepted" stores the staff member's name; the buyer is shown their own company instead.
    AcceptedByName: row.acceptedBy ? row.buyer.Company : q.AcceptedByName,
    PONumber: q.PONumber,
    DeclineReason: q.DeclineReason,
    SupplierRegistration: q.SupplierRegistration,
    BuyerReference: q.BuyerReference,
    BuyerReferenceDate: q.BuyerReferenceDate,
    Currency: q.Currency,
    ExchangeRate: q.ExchangeRate,
    Incoterm: q.Incoterm,
    IncotermPlace: q.IncotermPlace,
    Buyer: q.Buyer,
    ExportNote: noTaxNote(q.TaxMode, row.supplierRegistration, exportNote),
    ChosenQuantities: row.chosenQuantities.map((c) => ({ Line: c.Line, Quantity: thousandthsToQuantity(c.QuantityThousandths) })),
    CanAnswer: answerRefusal(row, now, 'accepted') === null,
    ClosedReason: state === 'Accepted' || state === 'Declined' ? null : answerRefusal(row, now, 'accepted'),
    PdfPath: rfqQuotationPdfPath(reference, key),
  };
}

/**
 * The status page's quotation: the lead's latest sent revision as its buyer sees it, or null. Opening it
 * is the buyer's view, which sets Viewed the first time. `recordId` comes from a checked status link.
 */
export async function quotationForBuyer(
  db: Db,
  recordId: string,
  reference: string,
  key: string,
  { byStaff = false, now = new Date() }: { byStaff?: boolean; now?: Date } = {},
): Promise<QuotationBuyerView | null> {
  const row = await latestSentRevision(db, recordId);
  if (!row) return null;
  const seen = await markViewed(db, row, now, byStaff);
  const exportNote = row.buyer.PlaceOfSupply === OUTSIDE_INDIA_CODE ? (await readCompanyProfile(db)).record.QuotationDefaults.ExportNote : '';
  return toBuyerView(seen, reference, key, exportNote, now);
}

/** The buyer's PDF: the copy as mailed. Downloading it is a view too, unless in a staff member's browser. */
export async function buyerPdf(db: Db, reference: string, key: string, byStaff = false, now = new Date()): Promise<QuotationRow> {
  const { row } = await buyerQuotation(db, reference, key);
  return markViewed(db, row, now, byStaff);
}

export interface BuyerAnswerContext {
  settings: LeadMailSettings;
  us: PublicCompanyProfile;
}

export interface BuyerAcceptance {
  Key: string;
  Name: string;
  Designation: string;
  PONumber: string;
  POFile?: PoFileUpload | null;
  Quantities?: QuantityChoices;
}

/** POST /rfq/:reference/accept: the buyer accepts the latest sent revision; staff and buyer are mailed. */
export async function acceptByBuyer(
  db: Db,
  ctx: BuyerAnswerContext,
  reference: string,
  input: BuyerAcceptance,
  now = new Date(),
): Promise<QuotationRow> {
  const poFile = input.POFile ? decodePoFile(input.POFile) : null;
  return db.transaction(async (tx) => {
    const { lead, row } = await buyerQuotation(tx, reference, input.Key, true);
    const fields = { acceptedByName: input.Name, acceptedByDesignation: input.Designation, poNumber: input.PONumber };
    const accepted = await storeAcceptance(tx, row, fields, poFile, now, input.Quantities);
    const who = input.Designation ? `${input.Name} (${input.Designation})` : input.Name;
    await quotationEvent(tx, lead.id, BUYER, `Quotation ${row.number} accepted online by ${who}${input.PONumber ? `, PO ${input.PONumber}` : ''}.`);
    // The order comes with the acceptance or not at all (issue 34); the log names the buyer's address.
    const order = await createOrderForAcceptance(
      tx,
      accepted,
      { by: BUYER, actor: { actorId: null, actorEmail: accepted.buyer.Email, ip: '' } },
      now,
    );
    await quotationEvent(tx, lead.id, BUYER, `Order ${order.number} created from ${row.number}.`);
    await moveLead(tx, lead.id, 'Done', BUYER, `quotation ${row.number} accepted online by the buyer`);
    await enqueueAnswerMails(tx, {
      row: accepted,
      answer: 'accepted',
      leadReference: lead.reference,
      statusKey: input.Key,
      poFileName: poFile?.name ?? '',
      order,
      ...ctx,
    });
    return accepted;
  });
}

export interface BuyerDecline {
  Key: string;
  Reason: DeclineReason;
  Comment: string;
}

/** POST /rfq/:reference/decline: the buyer declines the latest sent revision with a reason. */
export async function declineByBuyer(
  db: Db,
  ctx: BuyerAnswerContext,
  reference: string,
  input: BuyerDecline,
  now = new Date(),
): Promise<QuotationRow> {
  return db.transaction(async (tx) => {
    const { lead, row } = await buyerQuotation(tx, reference, input.Key, true);
    assertCanAnswer(row, now, 'declined');
    const [declined] = await tx
      .update(quotations)
      .set({ state: 'Declined', declinedAt: now, updatedAt: now, declineReason: input.Reason, declineComment: input.Comment })
      .where(eq(quotations.id, row.id))
      .returning();
    await quotationEvent(tx, lead.id, BUYER, `Quotation ${row.number} declined online: ${input.Reason}.`);
    await closeLead(tx, lead.id, BUYER, `quotation ${row.number} declined by the buyer`, now);
    await enqueueAnswerMails(tx, { row: declined!, answer: 'declined', leadReference: lead.reference, statusKey: input.Key, poFileName: '', ...ctx });
    return declined!;
  });
}
