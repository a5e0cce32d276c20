import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './account-schema.js';
import { buyers } from './buyer-schema.js';
import { timestamps } from './columns.js';
import { orders } from './order-schema.js';
import { files } from './schema.js';

// Written out, not imported from the contract: drizzle-kit require()s this file (see schema.ts).
export const PROFORMA_ROW_STATES = ['Issued', 'Paid', 'Cancelled'] as const;
export const PAYMENT_ROW_MODES = ['NEFT', 'RTGS', 'IMPS', 'UPI', 'Cheque', 'Cash', 'Other'] as const;

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A proforma invoice (issue 46): the advance asked of the buyer against an order. PI/26-27/0001 from the
 * 'proforma' series (Indian financial year). The amount is fixed when it is made; it is Paid once the
 * order's payments reach it, Cancelled with a reason.
 */
export const proformas = pgTable(
  'proformas',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull().unique(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid().references(() => buyers.id, { onDelete: 'set null' }),
    /** The share of the order's grand total asked, in hundredths of a percent (5000: 50 %). */
    percentHundredths: integer().notNull(),
    /** The amount asked, in the order's minor unit (paise), rounded half up. */
    amountPaise: bigint({ mode: 'number' }).notNull(),
    state: text({ enum: PROFORMA_ROW_STATES }).notNull().default('Issued'),
    dueDate: date({ mode: 'string' }),
    /** The day it is dated, India time. */
    issueDate: date({ mode: 'string' }).notNull(),
    cancelReason: text().notNull().default(''),
    cancelledAt: at(),
    sentAt: at(),
    paidAt: at(),
    /** SHA-256 of the status-link key mailed with it. */
    buyerKeyHash: text(),
    pdfFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('proformas_order_idx').on(t.orderId, t.createdAt), index('proformas_buyer_idx').on(t.buyerId, t.createdAt)],
);

/**
 * Money received against an order. Removing one keeps the row (removed_at, the reason, who): the order's
 * Received counts only the rows not removed, and the activity log says who removed what and why.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid().references(() => buyers.id, { onDelete: 'set null' }),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    /** The day the money came, India time. */
    date: date({ mode: 'string' }).notNull(),
    mode: text({ enum: PAYMENT_ROW_MODES }).notNull(),
    /** The UTR or the cheque number. */
    reference: text().notNull().default(''),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    createdByName: text().notNull().default(''),
    removedAt: at(),
    removedReason: text().notNull().default(''),
    removedBy: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.date),
    index('payments_buyer_date_idx').on(t.buyerId, t.date),
    index('payments_date_idx').on(t.date),
  ],
);

export type ProformaRow = typeof proformas.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
