import { eq } from 'drizzle-orm';
import { rfqStatusPath, type CompanyProfileData, type PublicCompanyProfile } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { lockById } from '../../db/find-by-id.js';
import { orderLines, orders, proformas, type ProformaRow } from '../../db/schema.js';
import { dayLabel } from '../../lib/days.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { recordActivity } from '../activity/index.js';
import { renderProformaPdf } from '../documents/index.js';
import { saveFile } from '../files/index.js';
import { enqueue, renderProformaSentMail } from '../mail/index.js';
import { leadReferenceOf, newStatusKey, type StaffActor } from '../records/index.js';
import { advanceText } from './amounts.js';
import { addOrderEvent } from './order-ledger.js';
import { ORDER_NOT_FOUND, PROFORMA_NOT_FOUND, requireProforma } from './proforma-read.js';

export interface ProformaSendContext {
  company: CompanyProfileData;
  us: PublicCompanyProfile;
  siteUrl: string;
}

/** "Proforma invoice PI-26-27-0001.pdf": a file name without the number's slashes. */
export const proformaPdfName = (number: string) => `Proforma invoice ${number.replaceAll('/', '-')}.pdf`;

const refuseCancelled = (row: ProformaRow) => {
  if (row.state === 'Cancelled') throw conflict(`${row.number} is cancelled: it cannot be sent.`);
};

/** The proforma's PDF drawn from its order as it is now (lines and totals are frozen on the order). */
export async function drawProformaPdf(db: Pick<Db, 'select'>, company: CompanyProfileData, row: ProformaRow): Promise<Uint8Array> {
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.position);
  const { number, issueDate, dueDate, percentHundredths, amountPaise } = row;
  return renderProformaPdf({ profile: company, order, lines, proforma: { number, issueDate, dueDate, percentHundredths, amountPaise } });
}

/**
 * POST /proforma/send: mails the proforma to the order's buyer through the outbox, its PDF attached (stored as
 * a file the first time, so every later mail and download is the same document) and the order's status link
 * with a key of its own; the key's hash is kept on the proforma and on the order's 'sent' event, where the
 * status page's key check finds it. A Cancelled proforma is a 409.
 */
export async function sendProforma(db: Db, ctx: ProformaSendContext, id: string, actor: StaffActor, now = new Date()): Promise<ProformaRow> {
  const read = await requireProforma(db, id);
  refuseCancelled(read);
  const pdf = read.pdfFileId ? null : await drawProformaPdf(db, ctx.company, read);
  return db.transaction(async (tx) => {
    const row = await lockById(tx, proformas, id);
    if (!row) throw notFound(PROFORMA_NOT_FOUND);
    refuseCancelled(row);
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!order.buyer.Email) throw conflict(`${order.number} has no buyer e-mail: add it on the order's buyer before sending.`);
    const pdfName = proformaPdfName(row.number);
    const pdfFileId =
      row.pdfFileId ??
      (await saveFile(tx, 'proforma-pdf', {
        name: pdfName,
        mimeType: 'application/pdf',
        bytes: Buffer.from(pdf ?? (await drawProformaPdf(tx, ctx.company, row))),
      }));
    const leadReference = await leadReferenceOf(tx, order.recordId);
    const key = leadReference ? newStatusKey() : null;
    const [sent] = await tx
      .update(proformas)
      .set({ sentAt: now, pdfFileId, buyerKeyHash: key?.hash ?? row.buyerKeyHash, updatedAt: now })
      .where(eq(proformas.id, row.id))
      .returning();
    const asked = advanceText(row.amountPaise, row.percentHundredths, order.grandTotalPaise, order.currency);
    const mail = renderProformaSentMail({
      number: row.number,
      orderNumber: order.number,
      poNumber: order.poNumber,
      contact: order.buyer.Contact,
      asked,
      dueDate: row.dueDate ? dayLabel(row.dueDate) : '',
      upiId: ctx.company.UpiId,
      statusUrl: leadReference && key ? `${ctx.siteUrl}${rfqStatusPath(leadReference, key.key)}` : '',
      pdfName,
      us: ctx.us,
    });
    await enqueue(tx, [
      {
        recordId: order.recordId,
        kind: 'proforma-sent',
        to: order.buyer.Email,
        replyTo: ctx.us.Email || null,
        ...mail,
        attachments: [{ fileId: pdfFileId, name: pdfName }],
      },
    ]);
    const event = { orderId: order.id, type: 'proforma' as const, from: 'sent', to: row.number, note: `Mailed to ${order.buyer.Email}: ${asked}.` };
    await addOrderEvent(tx, { ...event, buyerKeyHash: key?.hash ?? null }, actor, now);
    await recordActivity(tx, { ...actor, kind: 'proforma-sent', subject: row.number, details: { order: order.number, amount: asked } });
    return sent!;
  });
}
