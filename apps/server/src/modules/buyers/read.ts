import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { paiseToRupees, RECORD_WIRE, type Buyer, type BuyerDetail } from '@rp/contract';
import { rowsOf, type Db } from '../../db/client.js';
import { buyerContacts, buyers, orders, payments, proformas, quotations, records, type BuyerRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { buyerInvoiceList } from './buyer-invoices.js';
import { outstandingPaiseSql } from './list.js';

export const BUYER_NOT_FOUND = 'Buyer not found.';

type Reader = Pick<Db, 'select'>;

/** A live buyer's row (a merged one is gone for every call), or null. */
export async function findLiveBuyer(db: Reader, id: string, { forUpdate = false } = {}): Promise<BuyerRow | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(buyers)
    .where(and(eq(buyers.id, id), isNull(buyers.mergedIntoId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function liveBuyerOr404(db: Reader, id: string, options?: { forUpdate?: boolean }): Promise<BuyerRow> {
  const row = await findLiveBuyer(db, id, options);
  if (!row) throw notFound(BUYER_NOT_FOUND);
  return row;
}

/** The buyer as the API shows it, with its contacts in their order. */
export async function buyerAnswer(db: Reader, row: BuyerRow): Promise<Buyer> {
  const contacts = await db.select().from(buyerContacts).where(eq(buyerContacts.buyerId, row.id)).orderBy(asc(buyerContacts.position));
  return {
    _id: row.id,
    Company: row.company,
    GSTIN: row.gstin,
    GstTreatment: row.gstTreatment,
    BillingAddress: row.billingAddress,
    City: row.city,
    PinCode: row.pinCode,
    StateCode: row.stateCode,
    ShippingAddresses: row.shippingAddresses,
    Contacts: contacts.map((c) => ({
      Name: c.name,
      Email: c.email,
      Phone: c.phone,
      Designation: c.designation,
      SeesCompanyDocuments: c.seesCompanyDocuments,
    })),
    Notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const rupees = (paise: number) => paiseToRupees(Number(paise));

/** POST /buyer/getByID: the buyer with every document it has with us, newest first, and what it owes. */
export async function getBuyerDetail(db: Db, id: string): Promise<BuyerDetail> {
  const row = await liveBuyerOr404(db, id);
  const [answer, leads, quotationRows, orderRows, proformaRows, paymentRows, owed, invoiceList] = await Promise.all([
    buyerAnswer(db, row),
    db
      .select({
        id: records.id,
        at: records.createdAt,
        reference: records.reference,
        kind: records.kind,
        status: records.status,
        title: records.title,
      })
      .from(records)
      .where(eq(records.buyerId, id))
      .orderBy(desc(records.createdAt), desc(records.id)),
    db
      .select({
        id: quotations.id,
        at: quotations.createdAt,
        number: quotations.number,
        state: quotations.state,
        grandTotal: quotations.grandTotalPaise,
        currency: quotations.currency,
      })
      .from(quotations)
      .where(eq(quotations.buyerId, id))
      .orderBy(desc(quotations.createdAt), desc(quotations.id)),
    db
      .select({
        id: orders.id,
        at: orders.createdAt,
        number: orders.number,
        stage: orders.stage,
        grandTotal: orders.grandTotalPaise,
        received: sql<string>`coalesce((select sum(p.amount_paise) from payments p where p.order_id = "orders"."id" and p.removed_at is null), 0)`,
      })
      .from(orders)
      .where(eq(orders.buyerId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({
        id: proformas.id,
        at: proformas.createdAt,
        number: proformas.number,
        orderId: proformas.orderId,
        state: proformas.state,
        amount: proformas.amountPaise,
      })
      .from(proformas)
      .where(inArray(proformas.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.buyerId, id))))
      .orderBy(desc(proformas.createdAt), desc(proformas.id)),
    db
      .select({
        id: payments.id,
        at: payments.createdAt,
        orderId: payments.orderId,
        orderNumber: orders.number,
        amount: payments.amountPaise,
        mode: payments.mode,
        reference: payments.reference,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(orders.buyerId, id), isNull(payments.removedAt)))
      .orderBy(desc(payments.createdAt), desc(payments.id)),
    db.execute(sql`select ${outstandingPaiseSql(sql`${id}::uuid`)} as owed`).then((r) => rowsOf<{ owed: string | number }>(r)),
    buyerInvoiceList(db, id),
  ]);
  return {
    ...answer,
    Leads: leads.map((l) => ({
      _id: l.id,
      At: l.at.toISOString(),
      Reference: l.reference,
      Types: RECORD_WIRE[l.kind].types,
      Status: l.status,
      Title: l.title,
    })),
    Quotations: quotationRows.map((q) => ({
      _id: q.id,
      At: q.at.toISOString(),
      Number: q.number,
      State: q.state,
      GrandTotal: rupees(q.grandTotal),
      Currency: q.currency,
    })),
    Orders: orderRows.map((o) => {
      const received = Number(o.received);
      const balance = o.stage === 'Cancelled' ? 0 : Number(o.grandTotal) - received;
      return {
        _id: o.id,
        At: o.at.toISOString(),
        Number: o.number,
        Stage: o.stage,
        GrandTotal: rupees(o.grandTotal),
        Received: rupees(received),
        Balance: rupees(balance),
      };
    }),
    Proformas: proformaRows.map((p) => ({
      _id: p.id,
      At: p.at.toISOString(),
      Number: p.number,
      OrderId: p.orderId,
      State: p.state,
      Amount: rupees(p.amount),
    })),
    Payments: paymentRows.map((p) => ({
      _id: p.id,
      At: p.at.toISOString(),
      OrderId: p.orderId,
      OrderNumber: p.orderNumber,
      Amount: rupees(p.amount),
      Mode: p.mode,
      Reference: p.reference,
    })),
    Invoices: invoiceList,
    Outstanding: rupees(Number(owed[0]?.owed ?? 0)),
  };
}
