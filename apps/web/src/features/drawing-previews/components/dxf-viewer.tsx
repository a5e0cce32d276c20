import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { drawScene, fitView, parseDxf, type DxfScene, type View } from '../utils/dxf-scene';
import { ToolButton, ViewerFrame } from './viewer-frame';

const HEIGHT = 420;

/** A DXF drawn on a canvas: drag to pan, wheel or buttons to zoom, layers toggle, undrawn entities listed. */
export default function DxfViewer({ bytes, name, onError }: { bytes: ArrayBuffer; name: string; onError: (message: string) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useMemo<DxfScene | null>(() => {
    try {
      return parseDxf(new TextDecoder().decode(bytes));
    } catch {
      return null;
    }
  }, [bytes]);
  const [view, setView] = useState<View | null>(null);
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!scene) onError('This DXF file could not be read.');
    else if (scene.shapes.length === 0) onError('This DXF has nothing this viewer can draw.');
  }, [scene, onError]);

  const fit = () => {
    const el = canvas.current;
    if (el && scene) setView(fitView(scene, el.width, el.height));
  };

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const resize = () => {
      el.width = el.clientWidth;
      el.height = HEIGHT;
      if (scene) setView(fitView(scene, el.width, el.height));
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(el);
    return () => observer.disconnect();
  }, [scene]);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (el && ctx && scene && view) drawScene(ctx, scene, view, hidden, el.width, el.height);
  }, [scene, view, hidden]);

  const zoom = (factor: number, atX?: number, atY?: number) =>
    setView((v) => {
      if (!v || !canvas.current) return v;
      const cx = atX ?? canvas.current.width / 2;
      const cy = atY ?? canvas.current.height / 2;
      return { scale: v.scale * factor, x: cx - (cx - v.x) * factor, y: cy - (cy - v.y) * factor };
    });

  if (!scene || scene.shapes.length === 0) return null;
  const skipped = Object.entries(scene.skipped);

  return (
    <ViewerFrame
      toolbar={
        <>
          <ToolButton label="Zoom in" onClick={() => zoom(1.25)}>
            <ZoomIn className="h-4 w-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Zoom out" onClick={() => zoom(0.8)}>
            <ZoomOut className="h-4 w-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Fit drawing" onClick={fit}>
            <Maximize className="h-4 w-4" aria-hidden="true" />
          </ToolButton>
          <fieldset className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-1">
            <legend className="sr-only">Layers</legend>
            <span className="text-xs font-semibold text-slate-500 dark:text-slate-400">Layers</span>
            {scene.layers.map((layer) => (
              <label key={layer} className="inline-flex items-center gap-1 text-xs">
                <input
                  type="checkbox"
                  checked={!hidden.has(layer)}
                  onChange={() =>
                    setHidden((h) => {
                      const next = new Set(h);
                      if (!next.delete(layer)) next.add(layer);
                      return next;
                    })
                  }
                />
                {layer}
              </label>
            ))}
          </fieldset>
        </>
      }
      footer={
        skipped.length ? (
          <p data-testid="dxf-skipped">
            Not drawn by this viewer: {skipped.map(([type, n]) => `${type} (${n})`).join(', ')}. Download the file to see them in CAD software.
          </p>
        ) : (
          <p>Every entity of the file is drawn. Drag to pan, use the wheel to zoom.</p>
        )
      }
    >
      <canvas
        ref={canvas}
        data-testid="dxf-canvas"
        aria-label={`Drawing ${name}`}
        role="img"
        className="block w-full cursor-grab touch-none active:cursor-grabbing"
        style={{ height: HEIGHT }}
        onWheel={(e) => {
          const rect = e.currentTarget.getBoundingClientRect();
          zoom(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - rect.left, e.clientY - rect.top);
        }}
        onPointerDown={(e) => {
          drag.current = { x: e.clientX, y: e.clientY };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const start = drag.current;
          if (!start) return;
          drag.current = { x: e.clientX, y: e.clientY };
          setView((v) => (v ? { ...v, x: v.x + e.clientX - start.x, y: v.y + e.clientY - start.y } : v));
        }}
        onPointerUp={() => (drag.current = null)}
      />
    </ViewerFrame>
  );
}
