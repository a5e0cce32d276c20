import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoiceEinvoiceBody, invoiceEwayBody } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { invoices, orderDispatches, type InvoiceRow } from '../../db/schema.js';
import { conflict } from '../../lib/http-errors.js';
import { recordActivity, type ActivityActor } from '../activity/index.js';
import { requireInvoiceRow } from './read.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The invoice locked for the change; a cancelled one takes no IRN and no e-way bill (409). */
async function lockIssued(tx: Tx, id: string, what: string): Promise<InvoiceRow> {
  const found = await requireInvoiceRow(tx, id);
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, found.id)).for('update');
  if (row!.state === 'Cancelled') throw conflict(`${row!.number} is cancelled: ${what}.`);
  return row!;
}

/**
 * POST /invoice/einvoice: what the e-invoice portal (IRP) returned for the invoice (the IRN is made there, through
 * a GST suvidha provider, not here). Recording it again replaces it (a corrected entry).
 */
export async function recordEinvoice(
  db: Db,
  body: z.output<typeof invoiceEinvoiceBody>,
  actor: ActivityActor,
  now = new Date(),
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const row = await lockIssued(tx, body._id, 'it cannot take an IRN');
    const [updated] = await tx
      .update(invoices)
      .set({ irn: body.IRN, ackNo: body.AckNo, ackDate: body.AckDate, signedQrCode: body.SignedQRCode, updatedAt: now })
      .where(eq(invoices.id, row.id))
      .returning();
    await recordActivity(tx, { ...actor, kind: 'invoice-einvoice', subject: row.number, details: { replaced: row.irn !== '' } });
    return updated!;
  });
}

/**
 * POST /invoice/eway: the e-way bill made on the portal for this invoice; its number goes on the dispatch too
 * (the order's dispatch list and the buyer's mail print it from there).
 */
export async function recordEwayBill(db: Db, body: z.output<typeof invoiceEwayBody>, actor: ActivityActor, now = new Date()): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const row = await lockIssued(tx, body._id, 'it needs no e-way bill');
    const [updated] = await tx
      .update(invoices)
      .set({ ewayBillNo: body.EwayBillNo, ewayBillDate: body.EwayBillDate, updatedAt: now })
      .where(eq(invoices.id, row.id))
      .returning();
    await tx.update(orderDispatches).set({ ewayBillNo: body.EwayBillNo }).where(eq(orderDispatches.id, row.dispatchId));
    await recordActivity(tx, { ...actor, kind: 'invoice-eway', subject: row.number, details: { replaced: row.ewayBillNo !== '' } });
    return updated!;
  });
}
