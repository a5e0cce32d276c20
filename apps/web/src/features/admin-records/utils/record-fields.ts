import { readDescriptionField, type RecordItem } from '@rp/contract';

export const companyOf = (record: RecordItem) => readDescriptionField(record.Description, 'Company');
export const productOf = (record: RecordItem) => readDescriptionField(record.Description, 'Product of Interest');

export const orNA = (value: string | null | undefined) => (value && value.trim() ? value.trim() : 'N/A');
