import { useEffect, useState } from 'react';
import { toast } from '~/components/ui/toast';
import { isSessionError } from './session';

/**
 * A list that failed to load says so in one toast (its id is `fallback`, so a retry does not stack them);
 * with `serverWords` the server's own message is shown when it has one. A 401 is the session's to tell.
 */
export function useFailedLoadToast(error: Error | null, fallback: string, serverWords = true) {
  useEffect(() => {
    if (error && !isSessionError(error)) toast.error((serverWords && error.message) || fallback, { id: fallback });
  }, [error, fallback, serverWords]);
}

/** A list's CSV export: `exporting` while it runs, and a toast with the server's words when it fails. */
export function useCsvExport(download: () => Promise<void>) {
  const [exporting, setExporting] = useState(false);
  async function run() {
    setExporting(true);
    try {
      await download();
    } catch (cause) {
      if (!isSessionError(cause)) toast.error(cause instanceof Error && cause.message ? cause.message : 'Export failed.');
    } finally {
      setExporting(false);
    }
  }
  return { exporting, exportCsv: () => void run() };
}
