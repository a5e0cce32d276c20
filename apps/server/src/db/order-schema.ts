import type { Currency, QuotationCharge, QuotationTotals } from '@rp/contract';
// A value import from the zod-free entry: drizzle-kit require()s this file, and Node 20.19+ requires ESM.
import { ORDER_EVENT_TYPES, ORDER_STAGES } from '@rp/contract/plain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './account-schema.js';
import { buyers } from './buyer-schema.js';
import { timestamps } from './columns.js';
import { quotations, type StoredQuotationBuyer, type StoredQuotationLine } from './quotation-schema.js';
import { files, records } from './schema.js';

const paise = () => bigint({ mode: 'number' }).notNull().default(0);
const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Orders (issue 34): one per accepted quotation revision, created in the acceptance's transaction. Buyer,
 * charges, terms and the computed totals are frozen copies of the quotation as accepted (integers: paise,
 * thousandths), so a later change to the company profile, its defaults or the tax code changes nothing.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** SO-2026-00017: reference_counters kind 'order', India-time year. */
    number: text().notNull().unique(),
    quotationId: uuid()
      .notNull()
      .references(() => quotations.id),
    quotationNumber: text().notNull(),
    /** The lead; null only once the lead was deleted (the order stays). */
    recordId: uuid().references(() => records.id, { onDelete: 'set null' }),
    /** The buyer record (issue 46); the frozen `buyer` copy is what the document says. */
    buyerId: uuid().references(() => buyers.id, { onDelete: 'set null' }),
    stage: text({ enum: ORDER_STAGES }).notNull().default('Confirmed'),
    /** While On hold: the stage it returns to. */
    heldFrom: text({ enum: ORDER_STAGES }),
    /** The promised dispatch day, India time. */
    promisedDate: date({ mode: 'string' }).notNull(),
    assignedTo: uuid().references(() => admins.id, { onDelete: 'set null' }),
    poNumber: text().notNull().default(''),
    poDate: date({ mode: 'string' }),
    poFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    buyer: jsonb().$type<StoredQuotationBuyer>().notNull(),
    charges: jsonb().$type<QuotationCharge[]>().notNull().default([]),
    /** computeQuotationTotals' result as accepted (tax mode, per-rate summary, totals, words, line taxables). */
    totals: jsonb().$type<QuotationTotals>().notNull(),
    companyStateCode: text().notNull(),
    /** The quotation's currency and rate, frozen: amounts here are in the currency's minor unit. */
    currency: text().$type<Currency>().notNull().default('INR'),
    exchangeRateTenThousandths: bigint({ mode: 'number' }).notNull().default(10_000),
    taxablePaise: paise(),
    grandTotalPaise: paise(),
    paymentTerms: text().notNull().default(''),
    deliveryTerms: text().notNull().default(''),
    notes: text().notNull().default(''),
    acceptedAt: at().notNull(),
    acceptedByName: text().notNull().default(''),
    dispatchedAt: at(),
    deliveredAt: at(),
    cancelledAt: at(),
    /** A partly dispatched order closed without the rest: Dispatched, with the undispatched quantities short-closed. */
    closedShort: boolean().notNull().default(false),
    closedShortReason: text().notNull().default(''),
    /** When the late mail went out for the current promise (cleared when the promise moves). */
    lateNotifiedAt: at(),
    /** Lower-cased order, quotation and PO numbers and the company: what the list's search matches. */
    searchText: text().generatedAlwaysAs(sql`lower(number || ' ' || quotation_number || ' ' || po_number || ' ' || (buyer ->> 'Company'))`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_quotation_idx').on(t.quotationId),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('orders_record_idx').on(t.recordId),
    // The buyer's desk (issue 49): the orders to a signed-in address.
    index('orders_buyer_email_idx').on(sql`lower(${t.buyer} ->> 'Email')`),
    index('orders_created_idx').on(t.createdAt, t.id),
    // Late and the production figures: open stages by promised day.
    index('orders_stage_promised_idx').on(t.stage, t.promisedDate),
    index('orders_assigned_created_idx').on(t.assignedTo, t.createdAt),
    index('orders_dispatched_idx').on(t.dispatchedAt),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** The accepted lines, frozen, with how much of each has been dispatched. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    line: jsonb().$type<StoredQuotationLine>().notNull(),
    quantityThousandths: bigint({ mode: 'number' }).notNull(),
    dispatchedThousandths: bigint({ mode: 'number' }).notNull().default(0),
    /** What was left undispatched when the order was closed short. */
    shortClosedThousandths: bigint({ mode: 'number' }).notNull().default(0),
    taxablePaise: paise(),
  },
  (t) => [uniqueIndex('order_lines_order_position_idx').on(t.orderId, t.position)],
);

/** The order's timeline: creation, stage moves, dispatches, notes, promise and assignment changes, the late mail. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text({ enum: ORDER_EVENT_TYPES }).notNull(),
    /** The staff member's name (e-mail when none), 'Buyer' or 'System', as it was then. */
    actor: text().notNull(),
    actorId: uuid(),
    fromValue: text().notNull().default(''),
    toValue: text().notNull().default(''),
    note: text().notNull().default(''),
    /** Staff ticked "Tell the buyer": shown on the status page and mailed. */
    visibleToBuyer: boolean().notNull().default(false),
    /** SHA-256 of the status-link key in the buyer's mail of this event (see ADR 064: a key per mail). */
    buyerKeyHash: text(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const orderDispatches = pgTable(
  'order_dispatches',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceNo: text().notNull(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    transporter: text().notNull(),
    docketNo: text().notNull(),
    dispatchDate: date({ mode: 'string' }).notNull(),
    ewayBillNo: text().notNull().default(''),
    packages: integer().notNull(),
    /** E-way bill data (issue 48): '' / null when not given. */
    vehicleNo: text().notNull().default(''),
    transporterId: text().notNull().default(''),
    distanceKm: integer(),
    transportMode: text({ enum: ['Road', 'Rail', 'Air', 'Ship'] })
      .notNull()
      .default('Road'),
    createdBy: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('order_dispatches_order_idx').on(t.orderId, t.createdAt),
    // The dashboard's dispatches of the month (issue 45).
    index('order_dispatches_date_idx').on(t.dispatchDate),
  ],
);

export const orderDispatchLines = pgTable(
  'order_dispatch_lines',
  {
    dispatchId: uuid()
      .notNull()
      .references(() => orderDispatches.id, { onDelete: 'cascade' }),
    lineId: uuid()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantityThousandths: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dispatchId, t.lineId] })],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderDispatchRow = typeof orderDispatches.$inferSelect;
