import { endpoints, type InvoiceCopy } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';

/** GET /invoice/:id/pdf with the bearer token: the three copies, or one (`copy`). */
export const fetchInvoicePdf = (id: string, copy?: InvoiceCopy): Promise<Blob> =>
  apiRequest(endpoints.invoice.pdf, { params: { id }, query: { copy } });
