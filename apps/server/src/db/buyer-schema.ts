import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

// Written out, not imported from the contract: drizzle-kit require()s this file (see schema.ts).
export const BUYER_GST_TREATMENTS = ['Registered', 'Unregistered', 'SEZ', 'Overseas', 'Deemed export'] as const;

/** A delivery address of a buyer, as kept in `buyers.shipping_addresses`. */
export type StoredShippingAddress = { Address: string; City: string; PinCode: string; StateCode: string };

/**
 * A buyer (issue 46): the company we sell to, one record however many requests, quotations and orders it
 * sends. Leads, quotations, orders, proformas and payments point at it; a quotation keeps its own frozen copy
 * of the buyer as sent, the record is what the next document starts from. A merged buyer keeps its row with
 * `merged_into_id` set (the activity log names it) and answers 404 from then on.
 */
export const buyers = pgTable(
  'buyers',
  {
    id: uuid().primaryKey().defaultRandom(),
    company: text().notNull(),
    /** '' when the buyer has none (unregistered, overseas). */
    gstin: text().notNull().default(''),
    gstTreatment: text({ enum: BUYER_GST_TREATMENTS }).notNull().default('Unregistered'),
    billingAddress: text().notNull().default(''),
    city: text().notNull().default(''),
    pinCode: text().notNull().default(''),
    /** The GST state code of the billing address ('24' Gujarat, '97' other territory); '' while unknown. */
    stateCode: text().notNull().default(''),
    shippingAddresses: jsonb().$type<StoredShippingAddress[]>().notNull().default([]),
    notes: text().notNull().default(''),
    mergedIntoId: uuid(),
    /** Lower-cased company and GSTIN: what the list's search matches (contacts are matched through buyer_contacts). */
    searchText: text().generatedAlwaysAs(sql`lower(company || ' ' || gstin)`),
    ...timestamps,
  },
  (t) => [
    // One live buyer per GSTIN: the linking finds it, a second save with the same GSTIN is refused.
    uniqueIndex('buyers_gstin_idx')
      .on(t.gstin)
      .where(sql`gstin <> '' and merged_into_id is null`),
    index('buyers_company_idx').on(sql`lower(${t.company})`),
    index('buyers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('buyers_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** A buyer's people: 1 to 20, in the order staff keep them. An e-mail links new requests to the buyer. */
export const buyerContacts = pgTable(
  'buyer_contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    /** Lower-cased; '' when staff know only a phone number. */
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    designation: text().notNull().default(''),
    /** The contact sees every document of the company on the buyer's desk, not only those sent to them. */
    seesCompanyDocuments: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('buyer_contacts_buyer_position_idx').on(t.buyerId, t.position),
    index('buyer_contacts_email_idx').on(t.email),
    index('buyer_contacts_search_trgm_idx').using('gin', sql`lower(${t.name} || ' ' || ${t.email}) gin_trgm_ops`),
  ],
);

export type BuyerRow = typeof buyers.$inferSelect;
export type NewBuyerRow = typeof buyers.$inferInsert;
export type BuyerContactRow = typeof buyerContacts.$inferSelect;
