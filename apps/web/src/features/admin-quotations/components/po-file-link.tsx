import { useState } from 'react';
import { Paperclip } from 'lucide-react';
import type { FileInfo } from '@rp/contract';
import { getStoredToken } from '~/lib/api-client';
import { formatBytes } from '~/lib/format';
import { saveBlob } from '../api/quotation-page';
import { showActionError } from '../utils/action-error';

/** The buyer's PO file: its `url` needs the bearer token, so it is fetched and then saved. */
export function PoFileLink({ file }: { file: FileInfo }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const token = getStoredToken();
      const response = await fetch(file.url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(`The PO file could not be downloaded (${response.status}).`);
      saveBlob(await response.blob(), file.name);
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
