import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Minus, Plus, RotateCcw, X } from 'lucide-react';
import { Dialog } from '~/components/ui/dialog';
import { ProductImage } from './product-image';

/** Spec section 9: zoom from 1x to 5x in steps of 1.3. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 5;
export const ZOOM_STEP = 1.3;
const PAN_KEY_STEP = 60;

const round = (value: number) => Math.round(value * 1000) / 1000;
export const zoomIn = (scale: number) => Math.min(ZOOM_MAX, round(scale * ZOOM_STEP));
export const zoomOut = (scale: number) => Math.max(ZOOM_MIN, round(scale / ZOOM_STEP));

interface Offset {
  x: number;
  y: number;
}

const toolbarButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-brand-400 disabled:cursor-not-allowed disabled:opacity-40';

/** Full-screen image viewer: zoom 1x–5x (step 1.3), reset, drag to pan when zoomed, Escape closes. */
export function ImageZoomViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const stageRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; startX: number; startY: number; origin: Offset; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);

  /** Keeps the zoomed image from being dragged out of view. */
  const clamp = useCallback((next: Offset, atScale: number): Offset => {
    const stage = stageRef.current;
    if (!stage || atScale <= 1) return { x: 0, y: 0 };
    const maxX = (stage.clientWidth * (atScale - 1)) / 2;
    const maxY = (stage.clientHeight * (atScale - 1)) / 2;
    return { x: Math.max(-maxX, Math.min(maxX, next.x)), y: Math.max(-maxY, Math.min(maxY, next.y)) };
  }, []);

  const applyScale = useCallback(
    (next: number) => {
      setScale(next);
      setOffset((current) => clamp(next <= 1 ? { x: 0, y: 0 } : { x: current.x, y: current.y }, next));
    },
    [clamp],
  );

  const reset = useCallback(() => {
    setScale(1);
    setOffset({ x: 0, y: 0 });
  }, []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.target instanceof HTMLElement && event.target.closest('button') && (event.key === 'Enter' || event.key === ' ')) return;
      if (event.key === '+' || event.key === '=') applyScale(zoomIn(scale));
      else if (event.key === '-' || event.key === '_') applyScale(zoomOut(scale));
      else if (event.key === '0') reset();
      else if (scale > 1 && event.key.startsWith('Arrow')) {
        event.preventDefault();
        const dx = event.key === 'ArrowLeft' ? PAN_KEY_STEP : event.key === 'ArrowRight' ? -PAN_KEY_STEP : 0;
        const dy = event.key === 'ArrowUp' ? PAN_KEY_STEP : event.key === 'ArrowDown' ? -PAN_KEY_STEP : 0;
        setOffset((current) => clamp({ x: current.x + dx, y: current.y + dy }, scale));
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scale, applyScale, reset, clamp]);

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (scale <= 1 || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, origin: offset, moved: false };
    setDragging(true);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (Math.abs(dx) + Math.abs(dy) > 3) current.moved = true;
    setOffset(clamp({ x: current.origin.x + dx, y: current.origin.y + dy }, scale));
  }

  function endDrag(event: ReactPointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  }

  const percent = Math.round(scale * 100);

  return (
    <Dialog
      open
      onClose={onClose}
      label="Image viewer"
      testId="image-zoom-viewer"
      className=""
      backdropClassName="bg-slate-950/95"
      panelClassName="flex h-full w-full flex-col text-white"
    >
      <div className="flex items-center justify-between gap-2 px-3 py-2 sm:px-5">
        <p className="min-w-0 truncate text-sm font-medium text-slate-200">{alt}</p>
        <div className="flex items-center gap-1" role="toolbar" aria-label="Zoom controls">
          <button
            type="button"
            className={toolbarButton}
            onClick={() => applyScale(zoomOut(scale))}
            disabled={scale <= ZOOM_MIN}
            aria-label="Zoom out"
          >
            <Minus className="h-5 w-5" aria-hidden="true" />
          </button>
          <output className="w-14 text-center text-sm font-semibold tabular-nums" aria-live="polite" data-testid="zoom-level">
            {percent}%
          </output>
          <button type="button" className={toolbarButton} onClick={() => applyScale(zoomIn(scale))} disabled={scale >= ZOOM_MAX} aria-label="Zoom in">
            <Plus className="h-5 w-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={toolbarButton}
            onClick={reset}
            disabled={scale === 1 && offset.x === 0 && offset.y === 0}
            aria-label="Reset zoom"
          >
            <RotateCcw className="h-5 w-5" aria-hidden="true" />
          </button>
          <span className="mx-1 h-6 w-px bg-white/20" aria-hidden="true" />
          <button type="button" className={toolbarButton} onClick={onClose} aria-label="Close image viewer">
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div
        ref={stageRef}
        className={`relative flex-1 touch-none overflow-hidden select-none ${scale > 1 ? (dragging ? 'cursor-grabbing' : 'cursor-grab') : 'cursor-zoom-in'}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onWheel={(event) => applyScale(event.deltaY < 0 ? zoomIn(scale) : zoomOut(scale))}
        onDoubleClick={() => (scale > 1 ? reset() : applyScale(zoomIn(zoomIn(scale))))}
        data-testid="zoom-stage"
      >
        <div className="absolute inset-0 flex items-center justify-center p-4 sm:p-8">
          <ProductImage
            src={src}
            alt={alt}
            draggable={false}
            className={`max-h-full max-w-full object-contain ${dragging ? '' : 'transition-transform duration-150 ease-out'}`}
            style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
            data-testid="zoom-image"
          />
        </div>
      </div>
      <p className="px-4 pb-3 text-center text-xs text-slate-400">{scale > 1 ? 'Drag to pan · ' : ''}+ / − to zoom · 0 to reset · Esc to close</p>
    </Dialog>
  );
}
