import type { CompanyProfileData } from '@rp/contract';
import type { Db, Tx } from '../../db/client.js';
import type { OrderRow, OutboxAttachment } from '../../db/schema.js';
import { acknowledgementPdfName, renderOrderAcknowledgementPdf } from '../documents/index.js';
import { saveFile } from '../files/index.js';
import { readCompanyProfile } from '../settings/index.js';
import { linesOf } from './read.js';

/** The order acknowledgement PDF of an order as stored (drawn by documents' layout, from the frozen order). */
export async function orderAcknowledgementPdf(db: Pick<Db, 'select'>, order: OrderRow, profile: CompanyProfileData): Promise<Buffer> {
  const bytes = await renderOrderAcknowledgementPdf({ profile, order, lines: await linesOf(db, order.id) });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The acknowledgement of an order just made, stored as a file in the acceptance's transaction so the buyer's
 * confirmation mail attaches exactly these bytes (the outbox attaches files). Drawn inside the transaction
 * because the order exists only there; an acceptance is rare, a few tens of milliseconds are nothing.
 */
export async function saveOrderAcknowledgement(tx: Tx, order: OrderRow): Promise<OutboxAttachment> {
  const { record } = await readCompanyProfile(tx);
  const name = acknowledgementPdfName(order.number);
  const bytes = await orderAcknowledgementPdf(tx, order, record);
  return { fileId: await saveFile(tx, 'order-pdf', { name, mimeType: 'application/pdf', bytes }), name };
}
