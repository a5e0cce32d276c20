import { endpoints, type InvoiceCancelBody } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { useInvoiceMutation } from './invoice-mutation';

/** POST /invoice/cancel (Owners): the number stays used, the quantities return to the order, the PDF says CANCELLED. */
export const useCancelInvoice = () => useInvoiceMutation((body: InvoiceCancelBody) => apiRequest(endpoints.invoice.cancel, { body }));
