import { Eye } from 'lucide-react';
import { PLACEHOLDER_IMAGE } from '@rp/contract/plain';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import type { CatalogProduct } from '../utils/catalog';
import { TagBadge } from './tag-badge';

/**
 * How wide a card's image is drawn (products-page.tsx): one column below sm, two
 * from sm, two beside the 280 px filter column from lg, three from xl (the container stops at 1280 px).
 */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 283px, (min-width: 1024px) calc((100vw - 408px) / 2), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

/** `priority`: the card is in the first row, whose images load at once; the rest load lazily. */
export function ProductCard({ product, onOpen, priority = false }: { product: CatalogProduct; onOpen: () => void; priority?: boolean }) {
  return (
    <article
      data-testid="product-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-xl focus-within:ring-3 focus-within:ring-amber-brand-500 dark:border-steel-800 dark:bg-steel-900"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-steel-50 dark:bg-steel-950">
        <ResponsiveImage
          src={product.images[0] ?? PLACEHOLDER_IMAGE}
          variants={product.uploadedImageVariants}
          alt={product.title}
          width={800}
          height={600}
          sizes={PRODUCT_CARD_SIZES}
          priority={priority}
          fallbackSrc={PLACEHOLDER_IMAGE}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        {product.tags.length ? (
          <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
            {product.tags.map((tag) => (
              <TagBadge key={tag} tag={tag} />
            ))}
          </div>
        ) : null}
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-steel-950/60 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100"
        >
          <span className="inline-flex items-center gap-2 rounded-md bg-amber-brand-500 px-4 py-2 text-sm font-semibold text-steel-950">
            <Eye className="size-4" /> View Details
          </span>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="font-mono text-[11px] font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-300">
          {product.categoryName} · {product.material}
        </p>
        <h3 className="mt-2 text-lg font-bold leading-snug text-steel-950 dark:text-white">
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="text-left outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.title}
          </button>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{product.description}</p>
      </div>
    </article>
  );
}
