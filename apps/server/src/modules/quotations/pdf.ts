import { indiaDay, type CompanyProfileData, type Quotation } from '@rp/contract';
import type { Db } from '../../db/client.js';
import type { QuotationRow } from '../../db/schema.js';
import { addDays } from '../../lib/days.js';
import { readFile } from '../files/index.js';
import { renderQuotationPdf } from '../quotation-pdf/index.js';
import { quotationAnswer } from './read.js';

/** The last valid day of a quotation sent on `now` without a ValidUntil of its own: the profile's validity days. */
export const defaultValidUntil = (profile: CompanyProfileData, now: Date) => addDays(indiaDay(now), profile.QuotationDefaults.ValidityDays);

export async function pdfOf(quotation: Quotation, company: CompanyProfileData): Promise<Buffer> {
  return renderQuotationPdf({ quotation, company });
}

/**
 * The PDF of a quotation: the stored copy as mailed for a sent one; for a Draft a fresh preview, which
 * shows the validity it would get if sent today.
 */
export async function quotationPdfBytes(db: Db, row: QuotationRow, company: CompanyProfileData, now = new Date()): Promise<Buffer> {
  if (row.pdfFileId) {
    const file = await readFile(db, row.pdfFileId, 'quotation-pdf');
    if (file) return Buffer.from(file.data);
  }
  const preview = row.state === 'Draft' && !row.validUntil ? { ...row, validUntil: defaultValidUntil(company, now) } : row;
  return pdfOf(await quotationAnswer(db, preview), company);
}
