import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, type Product } from '@rp/contract';
import { toCatalogProduct } from '../../../src/features/catalog/utils/catalog';

const product = (overrides: Partial<Product>): Product => ({
  _id: 'p1',
  ProductId: '1',
  ProductTitle: 'Shaft',
  ProductStn: 'RP-1',
  ProductDescription: '',
  ProductMaterial: '',
  ProductTolerance: '',
  ProductApplication: '',
  ProductFinish: '',
  ProductImagesType: 'URL',
  ProductImages: '/images/products/shaft.webp',
  ProductMediaFileName: '',
  Category: 'shafts',
  Tags: [],
  SpecSheetUrl: '',
  DateAdded: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('links of a stored product', () => {
  it('drops a spec sheet link or image that is not http(s) or on this site', () => {
    const shown = toCatalogProduct(product({ SpecSheetUrl: 'javascript:alert(1)', ProductImages: 'javascript:alert(2)' }));
    expect(shown.specSheetUrl).toBe('');
    expect(shown.images[0]).toBe(PLACEHOLDER_IMAGE);
  });

  it('keeps http(s) and site links', () => {
    const shown = toCatalogProduct(product({ SpecSheetUrl: 'https://example.com/spec.pdf', ProductImages: '/api/v1/media/abc' }));
    expect(shown.specSheetUrl).toBe('https://example.com/spec.pdf');
    expect(shown.images[0]).toBe('/api/v1/media/abc');
  });
});
