import type { Currency, Incoterm, QuotationBuyer, QuotationCharge, QuotationLine, StoredEstimate } from '@rp/contract';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './account-schema.js';
import { buyers } from './buyer-schema.js';
import { timestamps } from './columns.js';
import { files, records } from './schema.js';

// Written out, not imported from the contract, for the same reason as RECORD_KINDS in schema.ts.
export const QUOTATION_ROW_STATES = ['Draft', 'Sent', 'Viewed', 'Accepted', 'Declined', 'Expired', 'Superseded', 'Withdrawn'] as const;
export const SUPPLIER_REGISTRATIONS = ['Regular', 'Composition', 'Unregistered'] as const;
export const QUOTATION_ROW_SOURCES = ['Website', 'E-mail', 'Phone', 'WhatsApp', 'Visit', 'Trade fair', 'Repeat order', 'Other'] as const;

/** A buyer, line as stored: rows written before issue 43 lack its fields, which read as their defaults. */
export type StoredQuotationBuyer = Omit<QuotationBuyer, 'GstTreatment' | 'ZeroRated'> & Partial<Pick<QuotationBuyer, 'GstTreatment' | 'ZeroRated'>>;
export type StoredQuotationLine = Omit<QuotationLine, 'Per' | 'DrawingRev' | 'Estimate'> &
  Partial<Pick<QuotationLine, 'Per' | 'DrawingRev'>> & {
    /** Staff only (issue 47): the estimate with the rates it was made with and its figures. */
    Estimate?: StoredEstimate | null;
  };

const paise = () => bigint({ mode: 'number' }).notNull().default(0);
const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Quotations (issue 33): one row per revision. QT-2026-00042 is revision 0 of its number base, -R1 the
 * next. Buyer, lines and charges are the contract's parsed save body (integers: paise, thousandths,
 * hundredths of a percent); the totals columns hold computeQuotationTotals' result for them and
 * company_state_code, so lists and the dashboard sum without reading the lines.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** QT-2026-00042: from reference_counters (kind 'quotation', India-time year). */
    numberBase: text().notNull(),
    revision: integer().notNull().default(0),
    /** numberBase, with -R1, -R2 for revisions. */
    number: text().notNull().unique(),
    state: text({ enum: QUOTATION_ROW_STATES }).notNull().default('Draft'),
    /** The lead; null only once the lead was deleted (the quotation stays as a commercial record). */
    recordId: uuid().references(() => records.id, { onDelete: 'set null' }),
    /** The buyer record (issue 46); the frozen `buyer` copy is what the document says. */
    buyerId: uuid().references(() => buyers.id, { onDelete: 'set null' }),
    source: text({ enum: QUOTATION_ROW_SOURCES }).notNull(),
    buyer: jsonb().$type<StoredQuotationBuyer>().notNull(),
    lines: jsonb().$type<StoredQuotationLine[]>().notNull(),
    charges: jsonb().$type<QuotationCharge[]>().notNull().default([]),
    paymentTerms: text().notNull().default(''),
    deliveryTerms: text().notNull().default(''),
    notes: text().notNull().default(''),
    /** The buyer's own enquiry number and date ("Your enquiry ... dated ..."). */
    buyerReference: text().notNull().default(''),
    buyerReferenceDate: date({ mode: 'string' }),
    /** An export's Incoterm and its place ("FOB Mundra"); null for none. */
    incoterm: text().$type<Incoterm>(),
    incotermPlace: text().notNull().default(''),
    /** The last day (India time) the offer holds; null on a Draft means "validity days from sending". */
    validUntil: date({ mode: 'string' }),
    /** The company's GST state when the totals were computed (CGST+SGST or IGST depends on it). */
    companyStateCode: text().notNull(),
    /** The company's GST registration when the totals were computed: a supplier not Regular collects no tax. */
    supplierRegistration: text({ enum: SUPPLIER_REGISTRATIONS }).notNull().default('Regular'),
    /** The document's currency: every amount in buyer, lines, charges and totals is in its minor unit (paise, cents). */
    currency: text().$type<Currency>().notNull().default('INR'),
    /** Rupees per unit of the currency in ten-thousandths (1 for INR: 10000). */
    exchangeRateTenThousandths: bigint({ mode: 'number' }).notNull().default(10_000),
    taxablePaise: paise(),
    cgstPaise: paise(),
    sgstPaise: paise(),
    igstPaise: paise(),
    roundOffPaise: paise(),
    grandTotalPaise: paise(),
    /** SHA-256 of the status-link key mailed with this revision (the lead's own key works too). */
    buyerKeyHash: text(),
    /** The PDF as mailed, kept so the outbox attaches exactly these bytes. */
    pdfFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    sentAt: at(),
    viewedAt: at(),
    acceptedAt: at(),
    declinedAt: at(),
    expiredAt: at(),
    withdrawnAt: at(),
    supersededAt: at(),
    /** The buyer's name and designation on the page, or the staff member's name for "Mark accepted". */
    acceptedByName: text().notNull().default(''),
    acceptedByDesignation: text().notNull().default(''),
    /** The staff account that marked it accepted; null when the buyer accepted online. */
    acceptedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    /** The quantity breaks the buyer chose when accepting (1-based line numbers); empty: the quoted quantities. */
    chosenQuantities: jsonb().$type<{ Line: number; QuantityThousandths: number }[]>().notNull().default([]),
    poNumber: text().notNull().default(''),
    poDate: date({ mode: 'string' }),
    poFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    declineReason: text(),
    declineComment: text().notNull().default(''),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    sentBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    /** Lower-cased number, company and e-mail: what the list's search matches. */
    searchText: text().generatedAlwaysAs(sql`lower(number || ' ' || (buyer ->> 'Company') || ' ' || (buyer ->> 'Email'))`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quotations_base_revision_idx').on(t.numberBase, t.revision),
    // One quotation per lead (its revisions share the lead): a second R0 for the same lead is refused.
    uniqueIndex('quotations_record_revision_idx').on(t.recordId, t.revision),
    index('quotations_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('quotations_created_idx').on(t.createdAt, t.id),
    index('quotations_state_valid_idx').on(t.state, t.validUntil),
    index('quotations_sent_idx').on(t.sentAt),
    // The buyer's desk (issue 49): the quotations sent to a signed-in address.
    index('quotations_buyer_email_idx').on(sql`lower(${t.buyer} ->> 'Email')`),
    // The dashboard's 90-day win rate (issue 45): the Accepted and Declined rows by when, not every Accepted row.
    index('quotations_accepted_idx')
      .on(t.acceptedAt)
      .where(sql`state = 'Accepted'`),
    index('quotations_declined_idx')
      .on(t.declinedAt)
      .where(sql`state = 'Declined'`),
    index('quotations_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type QuotationRow = typeof quotations.$inferSelect;
export type NewQuotationRow = typeof quotations.$inferInsert;
