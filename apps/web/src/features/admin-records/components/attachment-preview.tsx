import { useEffect, useState } from 'react';
import { Download, FileText, LoaderCircle, Paperclip, RefreshCw } from 'lucide-react';
import type { FileInfo } from '@rp/contract';
import { fileExtension } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { formatBytes } from '~/lib/format';
import { getAttachment, useAttachment } from '../api/get-attachment';

type PreviewKind = 'image' | 'pdf' | 'file';

/** Image types a browser can draw; CAD types such as image/vnd.dxf or image/vnd.dwg are not among them. */
const VIEWABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'];

/** Image or PDF preview is chosen by the type prefix; other drawings get name, type, size and a download. */
export function previewKind(file: Pick<FileInfo, 'type' | 'name'>): PreviewKind {
  const type = file.type.toLowerCase().split(';')[0]!.trim();
  if (VIEWABLE_IMAGE_TYPES.includes(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (!type || type === 'application/octet-stream') {
    // No usable type: fall back on the file name.
    const ext = fileExtension(file.name);
    if (['.png', '.jpg', '.jpeg'].includes(ext)) return 'image';
    if (ext === '.pdf') return 'pdf';
  }
  return 'file';
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name || 'attachment';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function AttachmentPreview({ attachment }: { attachment: FileInfo }) {
  const kind = previewKind(attachment);
  const { data: blob, isPending, isError, refetch, isFetching } = useAttachment(attachment.id, kind !== 'file');
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setObjectUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setObjectUrl(null);
    };
  }, [blob]);

  async function download() {
    setDownloadFailed(false);
    if (blob) {
      saveBlob(blob, attachment.name);
      return;
    }
    setDownloading(true);
    try {
      saveBlob(await getAttachment(attachment.id), attachment.name);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  const meta = (
    <div className="flex min-w-0 items-center gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-300">
        {kind === 'file' ? <Paperclip className="h-5 w-5" aria-hidden="true" /> : <FileText className="h-5 w-5" aria-hidden="true" />}
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-white" data-testid="attachment-name">
          {attachment.name}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {attachment.type || 'Unknown type'} · {formatBytes(attachment.size)}
        </p>
      </div>
    </div>
  );

  return (
    <div className="space-y-3" data-testid="attachment">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        {meta}
        <Button variant="secondary" size="sm" onClick={() => void download()} busy={downloading}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download
        </Button>
      </div>
      {downloadFailed ? (
        <p className="text-sm text-red-600 dark:text-red-400" role="alert">
          The file could not be downloaded. Please try again.
        </p>
      ) : null}

      {kind !== 'file' ? (
        isPending || (!objectUrl && !isError) ? (
          <div className="flex h-40 items-center justify-center gap-2 rounded-lg bg-slate-50 text-sm text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading preview…
          </div>
        ) : isError ? (
          <div className="flex flex-col items-center gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300">
            <span role="alert">The preview could not be loaded.</span>
            <Button variant="secondary" size="sm" onClick={() => void refetch()} busy={isFetching}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" /> Retry
            </Button>
          </div>
        ) : kind === 'image' ? (
          <img
            src={objectUrl ?? undefined}
            alt={`Attached drawing ${attachment.name}`}
            className="max-h-96 w-full rounded-lg border border-slate-200 bg-slate-50 object-contain dark:border-slate-700 dark:bg-slate-800"
            data-testid="attachment-image"
          />
        ) : (
          <iframe
            src={objectUrl ?? undefined}
            title={`Preview of ${attachment.name}`}
            className="h-[28rem] w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
            data-testid="attachment-pdf"
          />
        )
      ) : null}
    </div>
  );
}
