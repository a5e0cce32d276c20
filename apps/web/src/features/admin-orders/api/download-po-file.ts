import { endpoints, type FileInfo } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';

/** GET /quotation/po-file/:id with the bearer token (a plain link could not send it). */
export const fetchPoFile = (file: FileInfo): Promise<Blob> => apiRequest(endpoints.quotation.poFile, { params: { id: file.id } });
