import { DEFAULT_IMAGE } from '@rp/contract/plain';
import { useEffect, useState } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { CloseButton } from '~/components/ui/close-button';

export const CATALOG_ZOOM = 2;

/** Full-screen image: a click toggles 2x zoom, the mouse pans while zoomed, leaving the image resets. */
export function ZoomOverlay({ open, src, alt, onClose }: { open: boolean; src: string; alt: string; onClose: () => void }) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');

  useEffect(() => {
    if (!open) {
      setZoomed(false);
      setOrigin('50% 50%');
    }
  }, [open]);

  const track = (e: React.MouseEvent<HTMLElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - rect.left) / rect.width) * 100;
    const y = ((e.clientY - rect.top) / rect.height) * 100;
    setOrigin(`${Math.min(100, Math.max(0, x)).toFixed(1)}% ${Math.min(100, Math.max(0, y)).toFixed(1)}%`);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={`${alt}, zoomed view`}
      testId="zoom-overlay"
      className="items-center justify-center p-4 sm:p-10"
      backdropClassName="bg-black/90"
      panelClassName="max-h-full max-w-full"
    >
      <CloseButton
        label="Close zoom"
        onClick={onClose}
        className="fixed right-4 top-4 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
      />
      <div
        className={`overflow-hidden rounded-lg ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
        data-testid="zoom-frame"
        role="button"
        tabIndex={0}
        aria-pressed={zoomed}
        aria-label={zoomed ? 'Zoom out' : 'Zoom in 2x'}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setZoomed((z) => !z);
          }
        }}
        onClick={(e) => {
          track(e);
          setZoomed((z) => !z);
        }}
        onMouseMove={(e) => {
          if (zoomed) track(e);
        }}
        onMouseLeave={() => {
          setZoomed(false);
          setOrigin('50% 50%');
        }}
      >
        <img
          src={src}
          alt={alt}
          data-testid="zoom-image"
          data-zoomed={zoomed ? 'true' : 'false'}
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(DEFAULT_IMAGE)) e.currentTarget.src = DEFAULT_IMAGE;
          }}
          style={{ transform: zoomed ? `scale(${CATALOG_ZOOM})` : 'scale(1)', transformOrigin: origin }}
          className="block max-h-[85vh] max-w-[92vw] object-contain transition-transform duration-200 select-none"
          draggable={false}
        />
      </div>
      <p className="mt-3 text-center text-sm text-white/80">{zoomed ? 'Move the mouse to pan · click to zoom out' : 'Click the image to zoom 2x'}</p>
    </Dialog>
  );
}
