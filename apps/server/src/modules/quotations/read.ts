import { asc, eq } from 'drizzle-orm';
import type { Quotation, QuotationRevisionSummary } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { findById, lockById } from '../../db/find-by-id.js';
import { quotations, type QuotationRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { orderLinkOfQuotation } from '../orders/index.js';
import { poFileOf } from '../quotation-lines/index.js';
import { leadReferenceOf } from '../records/index.js';
import { toQuotation, toRevisionSummary } from './wire.js';

type Reader = Pick<Db, 'select'>;

export const QUOTATION_NOT_FOUND = 'Quotation not found.';

export const findQuotationRow = (db: Reader, id: string): Promise<QuotationRow | null> => findById(db, quotations, id);

/** The quotation locked for the rest of the transaction: edits, sends and answers of one quotation take turns. */
export async function lockQuotation(tx: Reader, id: string): Promise<QuotationRow> {
  const row = await lockById(tx, quotations, id);
  if (!row) throw notFound(QUOTATION_NOT_FOUND);
  return row;
}

export async function requireQuotationRow(db: Reader, id: string): Promise<QuotationRow> {
  const row = await findQuotationRow(db, id);
  if (!row) throw notFound(QUOTATION_NOT_FOUND);
  return row;
}

/** Every revision of a quotation number, oldest first. */
export async function revisionsOf(db: Reader, numberBase: string): Promise<QuotationRow[]> {
  return db.select().from(quotations).where(eq(quotations.numberBase, numberBase)).orderBy(asc(quotations.revision));
}

/** The quotation as the API answers it, with its revisions, its lead's reference and its PO file. */
export async function quotationAnswer(db: Reader, row: QuotationRow): Promise<Quotation> {
  const [revisions, leadReference, poFile, order] = await Promise.all([
    revisionsOf(db, row.numberBase),
    leadReferenceOf(db, row.recordId),
    poFileOf(db, row.poFileId),
    row.state === 'Accepted' ? orderLinkOfQuotation(db, row.id) : null,
  ]);
  return toQuotation(row, { leadReference, revisions, poFile, order });
}

export async function getQuotation(db: Reader, id: string): Promise<Quotation> {
  return quotationAnswer(db, await requireQuotationRow(db, id));
}

/** A lead's quotation and its revisions, oldest first, for the lead's detail. */
export async function quotationsOfLead(db: Reader, recordId: string): Promise<QuotationRevisionSummary[]> {
  const rows = await db.select().from(quotations).where(eq(quotations.recordId, recordId)).orderBy(asc(quotations.revision));
  return rows.map(toRevisionSummary);
}
