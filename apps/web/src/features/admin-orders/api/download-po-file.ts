import { endpoints, type FileInfo } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { saveBlob } from '../utils/save-blob';

/** GET /quotation/po-file/:id with the bearer token (a plain link could not send it), then saved. */
export async function downloadPoFile(file: FileInfo): Promise<void> {
  saveBlob(await apiRequest(endpoints.quotation.poFile, { params: { id: file.id } }), file.name);
}
