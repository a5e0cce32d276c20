import type { FileInfo } from '@rp/contract';
import { FileDownloadButton } from '~/components/ui/file-download-button';
import { apiRequest } from '~/lib/api-client';
import { quotationCalls } from '../api/quotation-endpoints';
import { showActionError } from '../utils/action-error';

const fetchPoFile = (file: FileInfo): Promise<Blob> => apiRequest(quotationCalls.poFile, { params: { id: file.id } });

/** The buyer's PO file (GET /quotation/po-file/:id needs the bearer token): fetched, then saved. */
export function PoFileLink({ file }: { file: FileInfo }) {
  return (
    <FileDownloadButton file={file} fetchFile={fetchPoFile} onError={(error) => showActionError(error, 'The PO file could not be downloaded.')} />
  );
}
