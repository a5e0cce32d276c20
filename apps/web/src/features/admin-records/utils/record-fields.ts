import { readDescriptionField, type RecordItem } from '@rp/contract';
import { dateValue } from '~/components/ui/admin-format';

/**
 * Reads a 'Label: value' line of the Description ('N/A' when absent). It reads line by line so an empty
 * 'Company:' line never picks up the next line's text.
 */
export function descriptionField(description: string | null | undefined, label: string): string {
  for (const line of (description ?? '').split(/\r?\n/)) {
    const value = readDescriptionField(line, label);
    if (value !== 'N/A') return value;
  }
  return 'N/A';
}

export const companyOf = (record: RecordItem) => descriptionField(record.Description, 'Company');
export const productOf = (record: RecordItem) => descriptionField(record.Description, 'Product of Interest');

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
