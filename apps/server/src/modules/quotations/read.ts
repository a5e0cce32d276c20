import { asc, eq } from 'drizzle-orm';
import type { Quotation, QuotationRevisionSummary } from '@rp/contract';
import type { Db } from '../../db/client.js';
import { files, quotations, records, type QuotationRow } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/ids.js';
import { orderLinkOfQuotation } from '../orders/index.js';
import { toQuotation, toRevisionSummary } from './wire.js';

type Reader = Pick<Db, 'select'>;

export const QUOTATION_NOT_FOUND = 'Quotation not found.';

export async function findQuotationRow(db: Reader, id: string): Promise<QuotationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id)).limit(1);
  return row ?? null;
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
  const [revisions, lead, poFile, order] = await Promise.all([
    revisionsOf(db, row.numberBase),
    row.recordId ? db.select({ reference: records.reference }).from(records).where(eq(records.id, row.recordId)).limit(1) : [],
    row.poFileId
      ? db
          .select({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size })
          .from(files)
          .where(eq(files.id, row.poFileId))
          .limit(1)
      : [],
    row.state === 'Accepted' ? orderLinkOfQuotation(db, row.id) : null,
  ]);
  return toQuotation(row, { leadReference: lead[0]?.reference ?? null, revisions, poFile: poFile[0] ?? null, order });
}

export async function getQuotation(db: Reader, id: string): Promise<Quotation> {
  return quotationAnswer(db, await requireQuotationRow(db, id));
}

/** A lead's quotation and its revisions, oldest first, for the lead's detail. */
export async function quotationsOfLead(db: Reader, recordId: string): Promise<QuotationRevisionSummary[]> {
  const rows = await db.select().from(quotations).where(eq(quotations.recordId, recordId)).orderBy(asc(quotations.revision));
  return rows.map(toRevisionSummary);
}
