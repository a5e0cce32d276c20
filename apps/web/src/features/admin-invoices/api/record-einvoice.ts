import { endpoints, type InvoiceEinvoiceBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useInvoiceMutation } from './invoice-mutation';

/** POST /invoice/einvoice: what the e-invoice portal returned (IRN, acknowledgement, signed QR code); the PDF prints it. */
export const useRecordEinvoice = () => useInvoiceMutation((body: InvoiceEinvoiceBody) => apiRequest(endpoints.invoice.einvoice, { body }));
