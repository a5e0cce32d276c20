import { ChevronLeft, ChevronRight, FileText, Maximize2 } from 'lucide-react';
import { DEFAULT_IMAGE } from '@rp/contract/plain';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import type { CatalogProduct } from '../utils/catalog';
import { TagBadge } from './tag-badge';
import { ZoomOverlay } from './zoom-overlay';
import { CloseButton } from '~/components/ui/close-button';

/** The picture fills the panel below md, half of it (at most 1024 px wide) from md. */
const MODAL_IMAGE_SIZES = '(min-width: 768px) min(50vw, 512px), 100vw';

export function ProductModal({
  product,
  onClose,
  onRequestQuote,
}: {
  product: CatalogProduct | null;
  onClose: () => void;
  onRequestQuote: (product: CatalogProduct) => void;
}) {
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  // A different product always starts at its first image.
  useEffect(() => {
    setIndex(0);
    setZoomOpen(false);
  }, [product?.id]);

  const images = product?.images.length ? product.images : [DEFAULT_IMAGE];
  const count = images.length;
  const current = images[Math.min(index, count - 1)]!;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      labelledBy={titleId}
      testId="product-modal"
      initialFocusRef={closeRef}
      className="items-end justify-center sm:items-center sm:p-4"
      panelClassName="flex max-h-[100dvh] w-full max-w-5xl flex-col overflow-y-auto rounded-t-2xl bg-white shadow-2xl sm:max-h-[92vh] sm:rounded-2xl md:flex-row md:overflow-hidden dark:bg-steel-900"
    >
      {product ? (
        <>
          <div className="relative shrink-0 bg-steel-50 md:w-1/2 dark:bg-steel-950" data-testid="carousel" data-index={index}>
            <button
              type="button"
              onClick={() => setZoomOpen(true)}
              className="group relative block w-full cursor-zoom-in md:h-full"
              aria-label={`Zoom image ${index + 1} of ${count}`}
            >
              <ResponsiveImage
                key={current}
                src={current}
                variants={index === 0 ? product.uploadedImageVariants : undefined}
                alt={index === 0 ? product.title : `Typical ${product.categoryName.toLowerCase()} machined at our plant`}
                width={800}
                height={600}
                sizes={MODAL_IMAGE_SIZES}
                priority
                fallbackSrc={DEFAULT_IMAGE}
                data-testid="carousel-image"
                className="aspect-[4/3] w-full object-cover md:aspect-auto md:h-full md:min-h-[420px]"
              />
              <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-md bg-steel-950/70 px-2.5 py-1.5 text-xs font-semibold text-white">
                <Maximize2 aria-hidden="true" className="size-3.5" /> <span className="pointer-coarse:hidden">Click to zoom</span>
                <span className="hidden pointer-coarse:inline">Tap to zoom</span>
              </span>
            </button>
            {count > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label="Previous image"
                  className="absolute left-3 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-steel-950 shadow hover:bg-white"
                >
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label="Next image"
                  className="absolute right-3 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-steel-950 shadow hover:bg-white"
                >
                  <ChevronRight aria-hidden="true" className="size-5" />
                </button>
                <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1" data-testid="carousel-dots">
                  {images.map((src, i) => (
                    <button
                      key={src}
                      type="button"
                      onClick={() => setIndex(i)}
                      aria-label={`Show image ${i + 1} of ${count}`}
                      aria-current={i === index ? 'true' : undefined}
                      className="inline-flex size-6 items-center justify-center"
                    >
                      <span className={`block size-2.5 rounded-full ring-1 ring-steel-950/40 ${i === index ? 'bg-amber-brand-500' : 'bg-white'}`} />
                    </button>
                  ))}
                </div>
              </>
            ) : null}
          </div>

          <div className="flex min-h-0 flex-1 flex-col md:overflow-y-auto">
            <div className="flex items-start justify-between gap-4 p-6 pb-0">
              <div>
                <p className="font-mono text-xs font-semibold uppercase tracking-wider text-amber-brand-700 dark:text-amber-brand-400">
                  {product.categoryName}
                </p>
                <h2 id={titleId} className="mt-1 text-2xl font-extrabold tracking-tight text-steel-950 dark:text-white">
                  {product.title}
                </h2>
              </div>
              <CloseButton
                ref={closeRef}
                label="Close product details"
                onClick={onClose}
                className="rounded-md p-2 hover:bg-steel-50 dark:hover:bg-steel-800"
                iconClassName="size-5"
              />
            </div>
            <div className="flex-1 p-6">
              {product.tags.length ? (
                <div className="mb-4 flex flex-wrap gap-1.5">
                  {product.tags.map((tag) => (
                    <TagBadge key={tag} tag={tag} />
                  ))}
                </div>
              ) : null}
              <p className="text-slate-700 dark:text-slate-300">{product.description}</p>
              <dl className="mt-6 grid grid-cols-1 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 text-sm sm:grid-cols-2 dark:border-steel-700 dark:bg-steel-700">
                {(
                  [
                    ['Material', product.material],
                    ['Tolerance', product.tolerance],
                    ['Application', product.application],
                    ['Finish', product.finish],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="bg-white p-3 dark:bg-steel-900">
                    <dt className="font-mono text-[11px] font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400">{label}</dt>
                    <dd className="mt-1 font-semibold text-steel-950 dark:text-white" data-testid={`spec-${label.toLowerCase()}`}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
              {product.specSheetUrl ? (
                <a
                  href={product.specSheetUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-steel-700 underline dark:text-steel-200"
                >
                  <FileText aria-hidden="true" className="size-4" /> Download spec sheet
                </a>
              ) : null}
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 p-6 sm:flex-row sm:justify-end dark:border-steel-700">
              <button type="button" onClick={onClose} className={buttonClass('outline')}>
                Close
              </button>
              <button type="button" onClick={() => onRequestQuote(product)} className={buttonClass('primary')}>
                Request a Quote
              </button>
            </div>
          </div>

          <ZoomOverlay open={zoomOpen} src={current} alt={product.title} onClose={() => setZoomOpen(false)} />
        </>
      ) : null}
    </Dialog>
  );
}
