import { ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { useObjectUrl } from '../utils/object-url';
import { ToolButton, ViewerFrame } from './viewer-frame';

/** An image drawing with zoom (scrolls when larger than the frame). */
export function ImageViewer({ blob, name }: { blob: Blob; name: string }) {
  const url = useObjectUrl(blob);
  const [zoom, setZoom] = useState(1);
  return (
    <ViewerFrame
      toolbar={
        <>
          <ToolButton label="Zoom out" onClick={() => setZoom((z) => Math.max(0.25, z / 1.25))}>
            <ZoomOut className="h-4 w-4" aria-hidden="true" />
          </ToolButton>
          <span className="w-12 text-center tabular-nums">{Math.round(zoom * 100)}%</span>
          <ToolButton label="Zoom in" onClick={() => setZoom((z) => Math.min(8, z * 1.25))}>
            <ZoomIn className="h-4 w-4" aria-hidden="true" />
          </ToolButton>
        </>
      }
    >
      <div className="max-h-[32rem] overflow-auto bg-slate-100 dark:bg-slate-800">
        {url ? (
          <img
            src={url}
            alt={`Attached drawing ${name}`}
            data-testid="attachment-image"
            style={{ width: `${zoom * 100}%` }}
            className="mx-auto block max-w-none"
          />
        ) : null}
      </div>
    </ViewerFrame>
  );
}
