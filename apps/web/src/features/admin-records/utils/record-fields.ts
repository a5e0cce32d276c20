import { readDescriptionField, type RecordItem } from '@rp/contract';

/** The request's company, a field of its own since issue 46 ('N/A' for none, as the other fields). */
export const companyOf = (record: Pick<RecordItem, 'Company'>) => record.Company.trim() || 'N/A';
export const productOf = (record: RecordItem) => readDescriptionField(record.Description, 'Product of Interest');

export const orNA = (value: string | null | undefined) => (value && value.trim() ? value.trim() : 'N/A');
