import { and, asc, eq, sql } from 'drizzle-orm';
import { buildDescription, formatQuantity, indiaDay, type ParsedAccountReorderBody } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { findById } from '../../db/find-by-id.js';
import { buyerContacts, orderLines, orders, records, type OrderRow } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { dayLabel } from '../../lib/days.js';
import { decodeDrawings } from '../../lib/uploads.js';
import type { LeadMailSettings } from '../mail/index.js';
import { submitLead } from '../records/index.js';

export const ORDER_NOT_FOUND = 'Order not found.';

type StoredLine = (typeof orderLines.$inferSelect)['line'];

/** What the new request says of one part: "Pump shaft; drawing SP-101 rev B; material EN8; finish Ground; 300 Nos". */
export function partLine(line: StoredLine, quantityThousandths: number): string {
  const drawing = line.DrawingNo ? `drawing ${line.DrawingNo}${line.DrawingRev ? ` rev ${line.DrawingRev}` : ''}` : '';
  const material = line.Material ? `material ${line.Material}` : '';
  const finish = line.Finish ? `finish ${line.Finish}` : '';
  return [line.Description, drawing, material, finish, `${formatQuantity(quantityThousandths)} ${line.Unit}`].filter(Boolean).join('; ');
}

/**
 * The order when it belongs to the session's address: the order's buyer e-mail, its lead's e-mail, or a contact of
 * its buyer record who sees the company's documents. Anything else (another buyer's order, an unknown id) is the
 * same 404, so ids cannot be probed.
 */
async function ownOrder(db: Db, email: string, orderId: string): Promise<{ order: OrderRow; leadEmail: string; leadTitle: string }> {
  const order = await findById(db, orders, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const address = email.trim().toLowerCase();
  const [lead] = order.recordId
    ? await db.select({ email: records.email, title: records.title }).from(records).where(eq(records.id, order.recordId)).limit(1)
    : [];
  const earlier = { leadEmail: lead?.email ?? '', leadTitle: lead?.title ?? '' };
  if (order.buyer.Email.toLowerCase() === address || earlier.leadEmail.toLowerCase() === address) return { order, ...earlier };
  if (order.buyerId) {
    const [contact] = await db
      .select({ id: buyerContacts.id })
      .from(buyerContacts)
      .where(and(eq(buyerContacts.buyerId, order.buyerId), eq(buyerContacts.email, address), eq(buyerContacts.seesCompanyDocuments, true)))
      .limit(1);
    if (contact) return { order, ...earlier };
  }
  throw notFound(ORDER_NOT_FOUND);
}

/** The person asking: the buyer record's contact of that address, else the lead's or the order's contact. */
async function contactName(db: Db, order: OrderRow, address: string, leadEmail: string, leadTitle: string): Promise<string> {
  if (order.buyerId) {
    const [contact] = await db
      .select({ name: buyerContacts.name })
      .from(buyerContacts)
      .where(and(eq(buyerContacts.buyerId, order.buyerId), eq(buyerContacts.email, address), sql`${buyerContacts.name} <> ''`))
      .limit(1);
    if (contact) return contact.name;
  }
  if (order.buyer.Email.toLowerCase() !== address && leadEmail.toLowerCase() === address && leadTitle) return leadTitle;
  return order.buyer.Contact;
}

/**
 * POST /account/reorder (issue 49): the chosen lines of an earlier order of the session's address, again, as a new
 * quote request through the records module's own create (its Q- reference, status key, timeline, the
 * acknowledgement and the staff's new-lead mail): Source "Repeat order", linked to the order and its buyer, the
 * parts listed, the new drawing revision (if sent) and the earlier request's drawings copied after it, the requested quantities kept for "Quote again".
 */
export async function reorder(db: Db, mail: LeadMailSettings, email: string, body: ParsedAccountReorderBody) {
  const address = email.trim().toLowerCase();
  const { order, leadEmail, leadTitle } = await ownOrder(db, address, body.OrderId);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  const chosen = body.Lines.map((wanted, i) => {
    const line = lines.find((l) => l.id === wanted.LineId);
    if (!line) {
      const message = `Line ${i + 1} is not a line of order ${order.number}.`;
      throw badRequest(message, { Lines: message });
    }
    return { line, quantityThousandths: wanted.QuantityThousandths };
  });
  // In the earlier order's sequence, whatever order the buyer ticked them in.
  chosen.sort((a, b) => a.line.position - b.line.position);

  // Checked like the quote form's drawings (type by bytes, sizes) before anything is stored.
  const drawings = body.Attachments?.length ? decodeDrawings({ Attachments: body.Attachments }) : [];
  const acceptedOn = dayLabel(indiaDay(order.acceptedAt));
  const po = body.PONumber ? `; PO ${body.PONumber}` : '';
  const requiredBy = body.RequiredBy ? `, required by ${dayLabel(body.RequiredBy)}` : '';
  const revision = drawings.length ? `New drawing revision: ${drawings.map((d) => d.name).join(', ')}.` : '';
  const message = [`Repeat of ${order.number} of ${acceptedOn}${po}${requiredBy}.`, revision, body.Note].filter(Boolean).join('\n\n');
  const parts = chosen.map(({ line, quantityThousandths }, i) => `Part ${i + 1}: ${partLine(line.line, quantityThousandths)}`);
  const description = [
    buildDescription({
      Company: order.buyer.Company,
      'Product of Interest': chosen.length === 1 ? chosen[0]!.line.line.Description : `${chosen.length} parts`,
      'Repeat of': order.number,
    }),
    ...parts,
  ].join('\n');

  const contact = await contactName(db, order, address, leadEmail, leadTitle);
  const submitted = await submitLead(db, mail, {
    kind: 'quote',
    title: contact,
    description,
    email: address,
    contactNo: order.buyer.Phone,
    message,
    company: order.buyer.Company,
    source: 'Repeat order',
    buyerId: order.buyerId,
    repeatOfOrderId: order.id,
    repeatLines: chosen.map(({ line, quantityThousandths }) => ({ LineId: line.id, QuantityThousandths: quantityThousandths })),
    drawings,
    drawingsOf: order.recordId,
  });
  return { record: submitted.record, order };
}
