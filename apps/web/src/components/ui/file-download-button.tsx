import { useState } from 'react';
import { Paperclip } from 'lucide-react';
import type { FileInfo } from '@rp/contract';
import { formatBytes } from '~/lib/format';
import { saveBlob } from '~/lib/save-blob';

export interface FileDownloadButtonProps {
  file: FileInfo;
  /** Fetches the file's bytes (with the bearer token a plain link could not send). */
  fetchFile: (file: FileInfo) => Promise<Blob>;
  /** Says why the download failed (the screen's own toast). */
  onError: (error: unknown) => void;
}

/** A stored file's name and size as a button: fetched, then handed to the browser's save. */
export function FileDownloadButton({ file, fetchFile, onError }: FileDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveBlob(await fetchFile(file), file.name);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      className="inline-flex max-w-full items-center gap-1 rounded text-left font-medium break-all text-steel-700 underline underline-offset-2 hover:text-steel-900 disabled:opacity-60 dark:text-steel-200"
    >
      <Paperclip className="h-4 w-4 shrink-0" aria-hidden="true" /> {file.name} ({formatBytes(file.size)})
    </button>
  );
}
