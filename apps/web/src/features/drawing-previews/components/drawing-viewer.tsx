import { drawingPreviewKind, type DrawingInfo } from '@rp/contract';
import { LoaderCircle } from 'lucide-react';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useDrawingBytes } from '../api/drawing-files';
import { ImageViewer } from './image-viewer';

// One chunk per viewer: opening a PDF never downloads three.js or OpenCascade.
const PdfViewer = lazy(() => import('./pdf-viewer'));
const DxfViewer = lazy(() => import('./dxf-viewer'));
const StepViewer = lazy(() => import('./step-viewer'));

const Loading = ({ what }: { what: string }) => (
  <div className="flex h-40 items-center justify-center gap-2 rounded-lg bg-slate-50 text-sm text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
    <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> {what}
  </div>
);

/** The in-browser preview of one drawing; a file that cannot be drawn gets a clear message (download stays beside it). */
export function DrawingViewer({ file }: { file: DrawingInfo }) {
  const kind = drawingPreviewKind(file.name, file.type);
  const { data: blob, isError } = useDrawingBytes(file.id, true);
  const [bytes, setBytes] = useState<ArrayBuffer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onError = useCallback((message: string) => setProblem(message), []);

  useEffect(() => {
    if (blob) void blob.arrayBuffer().then(setBytes);
  }, [blob]);

  if (isError) return <Problem text="The file could not be loaded. Please try again." />;
  if (problem) return <Problem text={`${problem} Use Download to open it in CAD software.`} />;
  if (!bytes || !blob) return <Loading what="Loading the file…" />;
  const props = { bytes, name: file.name, onError };
  return (
    <Suspense fallback={<Loading what="Loading the viewer…" />}>
      {kind === 'pdf' ? <PdfViewer {...props} /> : null}
      {kind === 'dxf' ? <DxfViewer {...props} /> : null}
      {kind === 'step' ? <StepViewer {...props} /> : null}
      {kind === 'image' ? <ImageViewer blob={blob} name={file.name} /> : null}
    </Suspense>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <p
      role="alert"
      data-testid="preview-problem"
      className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
    >
      {text}
    </p>
  );
}
