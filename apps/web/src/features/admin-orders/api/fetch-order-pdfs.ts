import { endpoints } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';

/** GET /proforma/:id/pdf with the bearer token (a plain link could not send it). */
export const fetchProformaPdf = (id: string): Promise<Blob> => apiRequest(endpoints.proforma.pdf, { params: { id } });

/** GET /order/:id/acknowledgement.pdf with the bearer token. */
export const fetchAcknowledgementPdf = (id: string): Promise<Blob> => apiRequest(endpoints.order.acknowledgement, { params: { id } });

/** GET /invoice/:id/pdf with the bearer token: the three copies (original, duplicate, triplicate) in one PDF. */
export const fetchInvoicePdf = (id: string): Promise<Blob> => apiRequest(endpoints.invoice.pdf, { params: { id }, query: {} });
