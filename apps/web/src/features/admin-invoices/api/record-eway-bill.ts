import { endpoints, type InvoiceEwayBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useInvoiceMutation } from './invoice-mutation';

/** POST /invoice/eway: the e-way bill made on the portal (12 digits and its date); the invoice then needs none. */
export const useRecordEwayBill = () => useInvoiceMutation((body: InvoiceEwayBody) => apiRequest(endpoints.invoice.eway, { body }));
