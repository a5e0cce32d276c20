import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImageVariant } from '@rp/contract';
import { ResponsiveImage, shippedImageVariants } from '~/components/ui/responsive-image';
import { PRODUCT_CARD_SIZES, ProductCard } from '~/features/catalog/components/product-card';
import type { CatalogProduct } from '~/features/catalog/utils/catalog';

const product = (overrides: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: '1',
  slug: 'en8-stepped-drive-shaft',
  title: 'EN8 Stepped Drive Shaft',
  category: 'shafts',
  categoryName: 'Shafts',
  description: 'A shaft.',
  images: ['/images/products/en8-stepped-drive-shaft.webp'],
  material: 'EN8',
  tolerance: '±0.01',
  application: 'Gearboxes',
  finish: 'Ground',
  tags: [],
  specSheetUrl: '',
  dateAdded: '2026-11-23T00:00:00.000Z',
  ...overrides,
});

/** The attributes of every <tag ...> in the markup, in order, named as the browser does (lower case). */
function tags(html: string, name: string) {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map(
    (m) =>
      Object.fromEntries([...m[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), a[2]!.replaceAll('&amp;', '&')])) as Record<
        string,
        string
      >,
  );
}

describe('ResponsiveImage', () => {
  it('a catalogue card shows a shipped image as AVIF then WebP at 400 and 800 wide, with the grid sizes', () => {
    const html = renderToStaticMarkup(<ProductCard product={product()} onOpen={() => {}} />);
    expect(html).toContain('<picture>');
    const sources = tags(html, 'source');
    expect(sources).toEqual([
      {
        type: 'image/avif',
        srcset: '/images/products/en8-stepped-drive-shaft-400.avif 400w, /images/products/en8-stepped-drive-shaft-800.avif 800w',
        sizes: PRODUCT_CARD_SIZES,
      },
      {
        type: 'image/webp',
        srcset: '/images/products/en8-stepped-drive-shaft-400.webp 400w, /images/products/en8-stepped-drive-shaft-800.webp 800w',
        sizes: PRODUCT_CARD_SIZES,
      },
    ]);
    const [img] = tags(html, 'img');
    expect(img).toMatchObject({
      src: '/images/products/en8-stepped-drive-shaft.webp',
      width: '800',
      height: '600',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(img).not.toHaveProperty('fetchpriority');
  });

  it('a first-row card loads at once, at high priority', () => {
    const [img] = tags(renderToStaticMarkup(<ProductCard product={product()} onOpen={() => {}} priority />), 'img');
    expect(img).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    expect(img).not.toHaveProperty('decoding');
  });

  it('an uploaded image uses the copies the server listed', () => {
    const variants: ImageVariant[] = [400, 800].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({ width, format, url: `/api/v1/media/abc/${width}.${format}` })),
    );
    const html = renderToStaticMarkup(
      <ProductCard product={product({ images: ['/api/v1/media/abc'], uploadedImageVariants: variants })} onOpen={() => {}} />,
    );
    expect(tags(html, 'source').map((s) => s.srcset)).toEqual([
      '/api/v1/media/abc/400.avif 400w, /api/v1/media/abc/800.avif 800w',
      '/api/v1/media/abc/400.webp 400w, /api/v1/media/abc/800.webp 800w',
    ]);
  });

  it('an outside link, or an upload without copies, is a plain img without srcset', () => {
    for (const src of ['https://cdn.example.com/part.jpg', '/api/v1/media/abc']) {
      const html = renderToStaticMarkup(<ResponsiveImage src={src} alt="" width={800} height={600} sizes="100vw" />);
      expect(html).not.toContain('<picture');
      expect(html).not.toMatch(/srcset/i);
      expect(tags(html, 'img')[0]).toMatchObject({ src, loading: 'lazy' });
    }
  });

  it('names copies only for the shipped folders', () => {
    expect(shippedImageVariants('/images/industries/automotive.webp').map((v) => v.url)).toEqual([
      '/images/industries/automotive-400.avif',
      '/images/industries/automotive-800.avif',
      '/images/industries/automotive-400.webp',
      '/images/industries/automotive-800.webp',
    ]);
    expect(shippedImageVariants('/images/placeholder-product.svg')).toEqual([]);
    expect(shippedImageVariants('/default-image.jpg')).toEqual([]);
  });
});
