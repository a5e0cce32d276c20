import { useState } from 'react';
import { Paperclip } from 'lucide-react';
import type { FileInfo } from '@rp/contract';
import { apiRequest } from '~/lib/api-client';
import { formatBytes } from '~/lib/format';
import { quotationCalls } from '../api/quotation-endpoints';
import { saveBlob } from '../api/quotation-page';
import { showActionError } from '../utils/action-error';

/** The buyer's PO file (GET /quotation/po-file/:id needs the bearer token): fetched, then saved. */
export function PoFileLink({ file }: { file: FileInfo }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveBlob(await apiRequest(quotationCalls.poFile, { params: { id: file.id } }), file.name);
    } catch (error) {
      showActionError(error, 'The PO file could not be downloaded.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      className="inline-flex items-center gap-1 rounded text-left font-medium text-steel-700 underline underline-offset-2 hover:text-steel-900 disabled:opacity-60 dark:text-steel-200"
    >
      <Paperclip className="h-4 w-4 shrink-0" aria-hidden="true" /> {file.name} ({formatBytes(file.size)})
    </button>
  );
}
