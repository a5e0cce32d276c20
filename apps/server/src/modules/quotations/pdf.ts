import { indiaDay, type CompanyProfileData } from '@rp/contract';
import type { Db } from '../../db/client.js';
import type { QuotationRow } from '../../db/schema.js';
import { addDays } from '../../lib/days.js';
import { readFile } from '../files/index.js';
import { renderQuotationPdf } from '../documents/index.js';
import { leadReferenceOf } from '../records/index.js';

/** The last valid day of a quotation sent on `now` without a ValidUntil of its own: the profile's validity days. */
export const defaultValidUntil = (profile: CompanyProfileData, now: Date) => addDays(indiaDay(now), profile.QuotationDefaults.ValidityDays);

/** The quotation's PDF from its row as stored (the integers, not the wire's rupees) and its lead's reference. */
export async function pdfOf(db: Pick<Db, 'select'>, row: QuotationRow, company: CompanyProfileData): Promise<Buffer> {
  return renderQuotationPdf({ quotation: { ...row, leadReference: await leadReferenceOf(db, row.recordId) }, company });
}

/**
 * The PDF of a quotation: the stored copy as mailed for a sent one; for a Draft a fresh preview, marked DRAFT,
 * whose validity reads "on sending" unless staff set a day (Send gives it one from that day).
 */
export async function quotationPdfBytes(db: Db, row: QuotationRow, company: CompanyProfileData): Promise<Buffer> {
  if (row.pdfFileId) {
    const file = await readFile(db, row.pdfFileId, 'quotation-pdf');
    if (file) return Buffer.from(file.data);
  }
  return pdfOf(db, row, company);
}
