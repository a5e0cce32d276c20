import { useEffect, useState } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import { AdminSpinner } from '~/components/ui/admin-page';
import { buttonClass } from '~/components/ui/button';
import { TitledDialog } from '~/components/ui/titled-dialog';
import { isSessionError } from '~/lib/session';
import { fetchQuotationPdf } from '../api/quotation-actions';

/**
 * The saved quotation's PDF (GET /quotation/:id/pdf needs the bearer token, so it is fetched and shown from
 * a blob URL): in a frame where the browser renders PDFs, with Open in a new tab and Download beside it.
 */
export function PdfPreviewDialog({ id, number, description, onClose }: { id: string; number: string; description: string; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchQuotationPdf(id, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(objectUrl);
      },
      (cause: unknown) => {
        if (controller.signal.aborted || isSessionError(cause)) return;
        setError(cause instanceof Error ? cause.message : 'The PDF could not be made.');
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);

  return (
    <TitledDialog
      title={`PDF preview: ${number}`}
      description={description}
      size="lg"
      onClose={onClose}
      footer={
        url ? (
          <>
            <a href={url} target="_blank" rel="noopener" className={buttonClass('secondary', 'sm')}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> Open in a new tab
            </a>
            <a href={url} download={`${number}.pdf`} className={buttonClass('steel', 'sm')}>
              <Download className="h-4 w-4" aria-hidden="true" /> Download
            </a>
          </>
        ) : null
      }
    >
      {error ? (
        <p role="alert" className="py-8 text-center text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : url ? (
        <>
          {/* An iframe, not <object>: the CSP allows blob: frames and no plugins. */}
          <iframe
            src={url}
            title={`PDF of ${number}`}
            className="h-[70dvh] w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
          />
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
            No preview above? Phones show PDFs in their own viewer: open it in a new tab.
          </p>
        </>
      ) : (
        <AdminSpinner label="Making the PDF…" />
      )}
    </TitledDialog>
  );
}
