import { readDescriptionField, type RecordItem } from '@rp/contract';

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

export const orNA = (value: string | null | undefined) => (value && value.trim() ? value.trim() : 'N/A');
