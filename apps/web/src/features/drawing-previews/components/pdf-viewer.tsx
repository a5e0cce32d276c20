import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { ToolButton, ViewerFrame } from './viewer-frame';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const FIT_HEIGHT = 480;

/** Every page of a PDF through pdf.js (not the browser's plugin), with page navigation and zoom. */
export default function PdfViewer({ bytes, name, onError }: { bytes: ArrayBuffer; name: string; onError: (message: string) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<pdfjs.PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    let cancelled = false;
    const task = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false });
    task.promise.then(
      (loaded) => (cancelled ? void loaded.destroy() : setDoc(loaded)),
      () => !cancelled && onError('This PDF could not be read.'),
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [bytes, onError]);

  useEffect(() => {
    const el = canvas.current;
    if (!doc || !el) return;
    let render: ReturnType<Awaited<ReturnType<typeof doc.getPage>>['render']> | null = null;
    void doc.getPage(page).then((p) => {
      // 100% shows the whole page: as wide as the frame, at most FIT_HEIGHT tall.
      const page1 = p.getViewport({ scale: 1 });
      const fit = Math.min(((el.parentElement?.clientWidth ?? 600) - 16) / page1.width, FIT_HEIGHT / page1.height);
      const viewport = p.getViewport({ scale: fit * zoom * (window.devicePixelRatio || 1) });
      el.width = Math.floor(viewport.width);
      el.height = Math.floor(viewport.height);
      el.style.width = `${Math.floor(viewport.width / (window.devicePixelRatio || 1))}px`;
      render = p.render({ canvas: el, viewport });
      render.promise.catch(() => undefined);
    });
    return () => render?.cancel();
  }, [doc, page, zoom]);

  if (!doc) return null;
  return (
    <ViewerFrame
      toolbar={
        <>
          <ToolButton label="Previous page" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          </ToolButton>
          <span data-testid="pdf-page" aria-live="polite">
            Page {page} of {doc.numPages}
          </span>
          <ToolButton label="Next page" onClick={() => setPage((p) => p + 1)} disabled={page >= doc.numPages}>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </ToolButton>
          <span className="ml-auto" />
          <ToolButton label="Zoom out" onClick={() => setZoom((z) => Math.max(0.5, z / 1.25))}>
            <ZoomOut className="h-4 w-4" aria-hidden="true" />
          </ToolButton>
          <span className="w-12 text-center tabular-nums">{Math.round(zoom * 100)}%</span>
          <ToolButton label="Zoom in" onClick={() => setZoom((z) => Math.min(4, z * 1.25))}>
            <ZoomIn className="h-4 w-4" aria-hidden="true" />
          </ToolButton>
        </>
      }
    >
      <div className="max-h-[32rem] overflow-auto bg-slate-200 dark:bg-slate-800">
        <canvas
          ref={canvas}
          data-testid="pdf-canvas"
          role="img"
          aria-label={`Page ${page} of ${name}`}
          className="mx-auto my-2 block bg-white shadow"
        />
      </div>
    </ViewerFrame>
  );
}
