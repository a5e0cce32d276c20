import { and, eq } from 'drizzle-orm';
import { indiaDay, type CompanyProfileData, type ParsedQuotationSaveBody, type QuotationSource, type RateTablesData } from '@rp/contract';
import type { Db, Tx } from '../../db/client.js';
import { quotations, type QuotationRow, type StoredQuotationLine } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import { linkQuotationBuyer } from '../buyers/index.js';
import type { StaffActor } from '../records/index.js';
import { createHandLead, lockLead, quotationEvent } from './lead.js';
import { nextDocumentNumber } from '../documents/index.js';
import { readRates, storedLines } from '../estimates/index.js';
import { lockQuotation } from './read.js';
import { assertEditable } from './states.js';
import { totalsColumns, totalsOf } from '../quotation-lines/index.js';

const SOURCE_REQUIRED = 'Source is required for a quotation without a lead: E-mail, Phone, WhatsApp, Visit, Trade fair or Other.';
const WEBSITE_SOURCE =
  'Source Website is set for leads from the site; for a lead logged by hand choose E-mail, Phone, WhatsApp, Visit, Trade fair or Other.';

/**
 * The columns a save writes: the parsed body (each line's estimate with the rates it uses and its figures), its
 * totals for the company's state and registration, and the terms.
 */
export function contentOf(
  body: ParsedQuotationSaveBody,
  profile: Pick<CompanyProfileData, 'State' | 'GstRegistration'>,
  rates: RateTablesData,
  previous: StoredQuotationLine[] = [],
) {
  const content = {
    buyer: body.Buyer,
    lines: storedLines(body.Lines, rates, previous),
    charges: body.Charges,
    validUntil: body.ValidUntil ?? null,
    paymentTerms: body.PaymentTerms,
    deliveryTerms: body.DeliveryTerms,
    notes: body.Notes,
    buyerReference: body.BuyerReference,
    buyerReferenceDate: body.BuyerReferenceDate,
    currency: body.Currency,
    exchangeRateTenThousandths: body.ExchangeRateTenThousandths,
    incoterm: body.Incoterm,
    incotermPlace: body.IncotermPlace,
    companyStateCode: profile.State,
    supplierRegistration: profile.GstRegistration,
  };
  return { ...content, ...totalsColumns(totalsOf(content)) };
}

/** Every rate a line or a charge carries must be one of the company's GstRates (the Owner keeps them in Settings). */
function checkRates(body: ParsedQuotationSaveBody, rates: readonly number[]) {
  const allowed = `GST rate must be one of the company's rates: ${rates.map((r) => `${r} %`).join(', ')} (Settings).`;
  const errors: Record<string, string> = {};
  const line = body.Lines.findIndex((l) => !rates.includes(l.GstRate));
  if (line >= 0) errors.Lines = `Line ${line + 1}: ${allowed}`;
  const charge = body.Charges.findIndex((c) => c.GstRate !== null && !rates.includes(c.GstRate));
  if (charge >= 0) errors.Charges = `Charge ${charge + 1}: ${allowed}`;
  if (Object.keys(errors).length > 0) throw badRequest(allowed, errors);
}

function checkValidUntil(body: ParsedQuotationSaveBody, now: Date) {
  if (body.ValidUntil && body.ValidUntil < indiaDay(now)) {
    const message = 'Valid until must be today or a later day.';
    throw badRequest(message, { ValidUntil: message });
  }
}

/** A new quotation (revision 0) for a lead, or for a lead logged by hand with the given Source. */
async function createDraft(tx: Tx, profile: CompanyProfileData, body: ParsedQuotationSaveBody, actor: StaffActor, now: Date) {
  let recordId: string;
  let source: QuotationSource;
  if (body.LeadId) {
    const lead = await lockLead(tx, body.LeadId);
    const [existing] = await tx
      .select({ number: quotations.number })
      .from(quotations)
      .where(and(eq(quotations.recordId, lead.id), eq(quotations.revision, 0)))
      .limit(1);
    if (existing) throw conflict(`Lead ${lead.reference} already has quotation ${existing.number}: open it (a sent one changes through Revise).`);
    recordId = lead.id;
    source = lead.source as QuotationSource;
  } else {
    if (!body.Source) throw badRequest(SOURCE_REQUIRED, { Source: SOURCE_REQUIRED });
    if (body.Source === 'Website') throw badRequest(WEBSITE_SOURCE, { Source: WEBSITE_SOURCE });
    source = body.Source;
    recordId = await createHandLead(tx, body.Buyer, source, now);
  }
  const number = await nextDocumentNumber(tx, 'quotation', now);
  const defaults = profile.QuotationDefaults;
  const content = contentOf(
    {
      ...body,
      PaymentTerms: body.PaymentTerms || defaults.PaymentTerms,
      DeliveryTerms: body.DeliveryTerms || defaults.DeliveryTerms,
      Notes: body.Notes || defaults.Notes,
    },
    profile,
    (await readRates(tx)).data,
  );
  const [row] = await tx
    .insert(quotations)
    .values({ numberBase: number, revision: 0, number, state: 'Draft', recordId, source, ...content, createdBy: actor.actorId })
    .returning();
  await quotationEvent(tx, recordId, actor, `Quotation ${number} drafted.`);
  return row!;
}

async function updateDraft(tx: Tx, profile: CompanyProfileData, id: string, body: ParsedQuotationSaveBody) {
  const current = await lockQuotation(tx, id);
  assertEditable(current);
  if (body.LeadId && body.LeadId !== current.recordId) {
    const message = 'A quotation stays with its lead: LeadId cannot change.';
    throw badRequest(message, { LeadId: message });
  }
  const [row] = await tx
    .update(quotations)
    .set({ ...contentOf(body, profile, (await readRates(tx)).data, current.lines), updatedAt: new Date() })
    .where(eq(quotations.id, id))
    .returning();
  return row!;
}

/**
 * POST /quotation/save: a Draft created (without _id) or updated (with it), with its totals computed by
 * the contract's function for the company's state, and an activity entry, in one transaction.
 */
export async function saveDraft(
  db: Db,
  profile: CompanyProfileData,
  body: ParsedQuotationSaveBody,
  actor: StaffActor,
  now = new Date(),
): Promise<{ row: QuotationRow; created: boolean }> {
  checkValidUntil(body, now);
  checkRates(body, profile.GstRates);
  return db.transaction(async (tx) => {
    const created = !body._id;
    const saved = body._id ? await updateDraft(tx, profile, body._id, body) : await createDraft(tx, profile, body, actor, now);
    // Its buyer at once (GSTIN, else e-mail, else new); its lead without a buyer gets the same one.
    const row = { ...saved, buyerId: await linkQuotationBuyer(tx, saved) };
    await recordActivity(tx, { ...actor, kind: 'quotation-saved', subject: row.number, details: { created } });
    return { row, created };
  });
}
