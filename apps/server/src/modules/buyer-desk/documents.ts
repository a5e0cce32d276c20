import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, orders, proformas, quotations, records, type OrderRow, type QuotationRow } from '../../db/schema.js';
import { isUuid } from '../../lib/ids.js';
import { orderVisible, quotationVisible, requestVisible, type BuyerScope } from './scope.js';

/**
 * One document of the session by its id, or null: an id that is not a uuid, unknown, or another buyer's are the
 * same null (404), so guessing ids tells nothing.
 */
export async function sessionQuotation(db: Db, scope: BuyerScope, id: string): Promise<QuotationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, id), sql`${quotationVisible(scope)}`))
    .limit(1);
  return row ?? null;
}

export async function sessionOrder(db: Db, scope: BuyerScope, id: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), sql`${orderVisible(scope)}`))
    .limit(1);
  return row ?? null;
}

/** The lead of an invoice or mailed proforma of the session's orders (their PDFs are read per lead); null otherwise. */
export async function sessionInvoiceLead(db: Db, scope: BuyerScope, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ leadId: orders.recordId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, id), sql`${orderVisible(scope)}`))
    .limit(1);
  return row?.leadId ?? null;
}

export async function sessionProformaLead(db: Db, scope: BuyerScope, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ leadId: orders.recordId })
    .from(proformas)
    .innerJoin(orders, eq(orders.id, proformas.orderId))
    .where(and(eq(proformas.id, id), sql`${orderVisible(scope)}`))
    .limit(1);
  return row?.leadId ?? null;
}

/** A request of the session, or the lead of one of its quotations (the status page answers them). */
export async function sessionRequest(db: Db, scope: BuyerScope, id: string): Promise<{ id: string; reference: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: records.id, reference: records.reference })
    .from(records)
    .where(
      and(
        eq(records.id, id),
        // The request, or the lead of one of the session's quotations (a quotation mailed to the address on a lead of another's).
        sql`(${requestVisible(scope)} or records.id in (select quotations.record_id from quotations where ${quotationVisible(scope)}))`,
      ),
    )
    .limit(1);
  return row ?? null;
}
