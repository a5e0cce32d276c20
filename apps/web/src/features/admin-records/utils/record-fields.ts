import { readDescriptionField, type RecordItem } from '@rp/contract';
import { dateValue } from '~/lib/format';

export const companyOf = (record: RecordItem) => readDescriptionField(record.Description, 'Company');
export const productOf = (record: RecordItem) => readDescriptionField(record.Description, 'Product of Interest');

/** Newest first by createdAt. */
export function newestFirst(records: readonly RecordItem[]): RecordItem[] {
  return [...records].sort((a, b) => dateValue(b.createdAt) - dateValue(a.createdAt));
}

const includes = (value: string | undefined, term: string) => (value ?? '').toLowerCase().includes(term);

/** Inquiries: case-insensitive match on the sender's name (Title), e-mail or reference. */
export function matchesInquiry(record: RecordItem, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return includes(record.Title, term) || includes(record.Email, term) || includes(record.Reference, term);
}

/** Quotes: case-insensitive match on name, company, e-mail or reference. */
export function matchesQuote(record: RecordItem, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  const company = companyOf(record);
  return (
    includes(record.Title, term) ||
    includes(record.Email, term) ||
    includes(record.Reference, term) ||
    (company !== 'N/A' && includes(company, term))
  );
}

export const orNA = (value: string | null | undefined) => (value && value.trim() ? value.trim() : 'N/A');
