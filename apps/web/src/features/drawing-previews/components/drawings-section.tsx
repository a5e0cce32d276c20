import { drawingPreviewKind, drawingRemovedText, type DrawingInfo } from '@rp/contract';
import { Box, Download, Eye, EyeOff, FileText, Image as ImageIcon, PenTool } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { formatDate } from '~/lib/format';
import { downloadDrawing, useDrawingThumbnail } from '../api/drawing-files';
import { DrawingMeasure } from './drawing-measure';
import { saveBlob, useObjectUrl } from '../utils/object-url';

const DrawingViewer = lazy(() => import('./drawing-viewer').then((m) => ({ default: m.DrawingViewer })));

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const dateText = formatDate;

/** Every drawing of a quote: thumbnail, name, size, download, and a preview opened on demand. */
export function DrawingsSection({ attachments }: { attachments: DrawingInfo[] }) {
  if (attachments.length === 0) return <span className="text-slate-500 dark:text-slate-400">No drawing attached.</span>;
  const removedAt = attachments.find((a) => a.removedAt)?.removedAt;
  return (
    <div className="space-y-3" data-testid="drawings">
      {removedAt ? (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {drawingRemovedText(dateText(removedAt))}
        </p>
      ) : null}
      <ul className="space-y-3">
        {attachments.map((file) => (
          <li key={file.id}>
            <DrawingRow file={file} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const KIND_ICON = { pdf: FileText, dxf: PenTool, step: Box, image: ImageIcon, dwg: PenTool, none: FileText };

/** The small server-made thumbnail, or an icon for the file's kind. */
export function DrawingThumbnail({ file, className = 'h-12 w-12' }: { file: DrawingInfo; className?: string }) {
  const { data } = useDrawingThumbnail(file.id, Boolean(file.thumbnailUrl));
  const url = useObjectUrl(data);
  const Icon = KIND_ICON[drawingPreviewKind(file.name, file.type)];
  return url ? (
    <img src={url} alt="" className={`${className} shrink-0 rounded border border-slate-200 bg-white object-contain dark:border-slate-700`} />
  ) : (
    <span
      className={`${className} flex shrink-0 items-center justify-center rounded bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-300`}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
    </span>
  );
}

function DrawingRow({ file }: { file: DrawingInfo }) {
  const kind = drawingPreviewKind(file.name, file.type);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const canPreview = Boolean(file.url) && kind !== 'dwg' && kind !== 'none';
  const download = async () => {
    setFailed(false);
    try {
      saveBlob(await downloadDrawing(file.id), file.name);
    } catch {
      setFailed(true);
    }
  };
  const buttonClass =
    'inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="drawing">
      <div className="flex flex-wrap items-center gap-3">
        <DrawingThumbnail file={file} />
        <div className="min-w-[10rem] flex-1">
          <p className="truncate text-sm font-medium text-slate-900 dark:text-white" data-testid="attachment-name">
            {file.name}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {file.type || 'Unknown type'} · {sizeText(file.size)}
          </p>
        </div>
        {canPreview ? (
          <button type="button" className={buttonClass} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
            {open ? 'Hide preview' : 'Preview'}
            <span className="sr-only"> {file.name}</span>
          </button>
        ) : null}
        {file.url ? (
          <button type="button" className={buttonClass} onClick={() => void download()}>
            <Download className="h-4 w-4" aria-hidden="true" /> Download<span className="sr-only"> {file.name}</span>
          </button>
        ) : null}
      </div>
      {(kind === 'step' || kind === 'dxf') && file.url ? <DrawingMeasure fileId={file.id} /> : null}
      {kind === 'dwg' && file.url ? (
        <p className="text-xs text-slate-600 dark:text-slate-300">
          DWG files cannot be shown in the browser: no reliable open viewer exists. Download it and open it in CAD software.
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          The file could not be downloaded. Please try again.
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={<p className="text-sm text-slate-500">Loading the viewer…</p>}>
          <DrawingViewer file={file} />
        </Suspense>
      ) : null}
    </div>
  );
}
