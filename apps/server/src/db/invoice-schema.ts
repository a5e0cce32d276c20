import type { Currency, InvoiceAmounts } from '@rp/contract';
import { bigint, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './account-schema.js';
import { buyers } from './buyer-schema.js';
import { timestamps } from './columns.js';
import { orderDispatches, orders } from './order-schema.js';
import type { StoredQuotationBuyer } from './quotation-schema.js';

// Written out, not imported from the contract: drizzle-kit require()s this file (see schema.ts).
export const INVOICE_ROW_STATES = ['Issued', 'Cancelled'] as const;

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** An invoice line as printed: the order line's frozen text and price with what this invoice billed of it. */
export interface StoredInvoiceLine {
  LineId: string;
  Position: number;
  Description: string;
  DrawingNo: string;
  HSN: string;
  Unit: string;
  UnitPricePaise: number;
  Per: number;
  DiscountHundredths: number;
  GstRate: number;
  QuantityThousandths: number;
  TaxablePaise: number;
}

/**
 * A tax invoice (issue 48), made by a dispatch without an outside invoice number: INV/26-27/0001 from the
 * 'invoice' series (Indian financial year of its date). Its amounts are invoiceAmounts' result, frozen; a
 * cancelled invoice keeps its number and its rows, and no longer counts for the order.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull().unique(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dispatchId: uuid()
      .notNull()
      .unique()
      .references(() => orderDispatches.id, { onDelete: 'cascade' }),
    buyerId: uuid().references(() => buyers.id, { onDelete: 'set null' }),
    /** The invoice date, India time. */
    date: date({ mode: 'string' }).notNull(),
    state: text({ enum: INVOICE_ROW_STATES }).notNull().default('Issued'),
    /** The order's buyer as the invoice prints it (frozen with the order). */
    buyer: jsonb().$type<StoredQuotationBuyer>().notNull(),
    lines: jsonb().$type<StoredInvoiceLine[]>().notNull(),
    /** invoiceAmounts' result: what it billed of each line and charge, and its totals (what the next invoice reads). */
    amounts: jsonb().$type<InvoiceAmounts>().notNull(),
    currency: text().$type<Currency>().notNull().default('INR'),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    grandTotalPaise: bigint({ mode: 'number' }).notNull(),
    ewayBillNo: text().notNull().default(''),
    ewayBillDate: date({ mode: 'string' }),
    irn: text().notNull().default(''),
    ackNo: text().notNull().default(''),
    ackDate: date({ mode: 'string' }),
    signedQrCode: text().notNull().default(''),
    cancelReason: text().notNull().default(''),
    cancelledAt: at(),
    cancelledBy: text().notNull().default(''),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    createdByName: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('invoices_order_idx').on(t.orderId, t.createdAt),
    index('invoices_buyer_idx').on(t.buyerId, t.date),
    index('invoices_date_idx').on(t.date, t.number),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
