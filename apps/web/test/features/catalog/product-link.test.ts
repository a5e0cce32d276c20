import { describe, expect, it } from 'vitest';
import { findProduct, productDescription, slugify, withSlugs } from '~/features/catalog/utils/product-link';
import type { CatalogProduct } from '~/features/catalog/utils/catalog';

const product = (id: string, title: string, description = 'N/A'): Omit<CatalogProduct, 'slug'> => ({
  id,
  title,
  category: 'shafts',
  categoryName: 'Shafts',
  description,
  images: [],
  material: 'EN8',
  tolerance: 'N/A',
  application: 'N/A',
  finish: 'N/A',
  tags: [],
  specSheetUrl: '',
  dateAdded: '2026-11-23T00:00:00.000Z',
});

describe('product links', () => {
  it('slugs a title into lower-case words joined by hyphens', () => {
    expect(slugify('Hardened Drive Shaft (EN8) – Ø25 mm')).toBe('hardened-drive-shaft-en8-25-mm');
    expect(slugify('Pins & Flanges')).toBe('pins-and-flanges');
  });

  it('gives each product a slug that names only it, appending the id where titles clash or have no letters', () => {
    const slugs = withSlugs([product('a1', 'Drive Shaft'), product('b2', 'Drive Shaft'), product('c3', 'Spacer'), product('d4', '—')]).map(
      (p) => p.slug,
    );
    expect(slugs).toEqual(['drive-shaft-a1', 'drive-shaft-b2', 'spacer', 'd4']);
  });

  it('finds a product by its slug or its id, and nothing for an unknown link', () => {
    const all = withSlugs([product('a1', 'Drive Shaft'), product('c3', 'Spacer')]);
    expect(findProduct(all, 'spacer')?.id).toBe('c3');
    expect(findProduct(all, 'a1')?.slug).toBe('drive-shaft');
    expect(findProduct(all, 'no-such-part')).toBeNull();
    expect(findProduct(all, null)).toBeNull();
  });

  it('describes a product by its own text, cut near 160 characters, or by its facts when it has none', () => {
    expect(productDescription({ ...product('a1', 'Drive Shaft'), slug: 'drive-shaft' })).toBe('Drive Shaft (Shafts, EN8), machined in Rajkot.');
    const long = 'Precision ground shaft '.repeat(12);
    const cut = productDescription({ ...product('a1', 'Drive Shaft', long), slug: 'drive-shaft' });
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('...')).toBe(true);
  });
});
