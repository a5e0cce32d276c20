import { PLACEHOLDER_IMAGE, categoryName, isWebLink } from '@rp/contract/plain';
import type { ImageVariant, Product } from '@rp/contract';

/** A product as the public catalogue shows it (spec section 3, catalogue product). */
export interface CatalogProduct {
  id: string;
  /** Names the product in its link, /products?product=<slug> (see product-link.ts). */
  slug: string;
  title: string;
  category: string;
  categoryName: string;
  description: string;
  /** The product's image first; the category's shop-floor photo second when the category is known. */
  images: string[];
  /** An uploaded first image's AVIF and WebP copies; undefined for shipped images (named by their path) and links. */
  uploadedImageVariants?: ImageVariant[];
  material: string;
  tolerance: string;
  application: string;
  finish: string;
  tags: string[];
  specSheetUrl: string;
  dateAdded: string;
}

const NA = 'N/A';
const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : NA);

export function toCatalogProduct(p: Product): Omit<CatalogProduct, 'slug'> {
  // Links saved before the server checked them are shown only when they are http(s) or on this site.
  const primary = p.ProductImages && isWebLink(p.ProductImages.trim()) ? p.ProductImages.trim() : PLACEHOLDER_IMAGE;
  const name = categoryName(p.Category);
  return {
    id: p._id,
    title: text(p.ProductTitle),
    category: name ? p.Category : '',
    categoryName: name ?? NA,
    description: text(p.ProductDescription),
    images: name ? [primary, `/images/categories/${p.Category}.webp`] : [primary],
    uploadedImageVariants: primary !== PLACEHOLDER_IMAGE && p.ProductImageVariants?.length ? p.ProductImageVariants : undefined,
    material: text(p.ProductMaterial),
    tolerance: text(p.ProductTolerance),
    application: text(p.ProductApplication),
    finish: text(p.ProductFinish),
    tags: Array.isArray(p.Tags) ? p.Tags : [],
    specSheetUrl: p.SpecSheetUrl && isWebLink(p.SpecSheetUrl.trim()) ? p.SpecSheetUrl.trim() : '',
    dateAdded: p.DateAdded || new Date().toISOString(),
  };
}

export const SORT_OPTIONS = [
  { value: 'popular', label: 'Popular' },
  { value: 'newest', label: 'Newest' },
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'name-desc', label: 'Name Z-A' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

export interface CatalogFilters {
  q: string;
  material: string;
  category: string;
  sort: SortKey;
}

export const DEFAULT_FILTERS: CatalogFilters = { q: '', material: 'All', category: 'All', sort: 'popular' };

export function readFilters(params: URLSearchParams): CatalogFilters {
  const sort = params.get('sort');
  const category = params.get('category');
  return {
    q: params.get('q') ?? '',
    material: params.get('material') || 'All',
    category: category && categoryName(category) ? category : 'All',
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as SortKey) : 'popular',
  };
}

/** Query string for the filters; defaults are left out so the plain /products URL stays clean. */
export function filtersToParams(f: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.q.trim()) params.set('q', f.q);
  if (f.category !== 'All') params.set('category', f.category);
  if (f.material !== 'All') params.set('material', f.material);
  if (f.sort !== 'popular') params.set('sort', f.sort);
  return params;
}

export function isFiltered(f: CatalogFilters): boolean {
  return f.q.trim() !== '' || f.material !== 'All' || f.category !== 'All';
}

/** 'All' is added by the UI; 'N/A' is never offered. */
export function distinctMaterials(products: CatalogProduct[]): string[] {
  return [...new Set(products.map((p) => p.material).filter((m) => m && m !== NA))].sort((a, b) => a.localeCompare(b));
}

export function applyFilters(products: CatalogProduct[], f: CatalogFilters): CatalogProduct[] {
  const needle = f.q.trim().toLowerCase();
  const result = products.filter(
    (p) =>
      (f.material === 'All' || p.material === f.material) &&
      (f.category === 'All' || p.category === f.category) &&
      (!needle || p.title.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle)),
  );
  switch (f.sort) {
    case 'newest':
      return result.sort((a, b) => Date.parse(b.dateAdded) - Date.parse(a.dateAdded));
    case 'name-asc':
      return result.sort((a, b) => a.title.localeCompare(b.title));
    case 'name-desc':
      return result.sort((a, b) => b.title.localeCompare(a.title));
    default: {
      const popular = (p: CatalogProduct) => (p.tags.includes('Popular') ? 0 : 1);
      return result.sort((a, b) => popular(a) - popular(b));
    }
  }
}

export const TAG_STYLES: Record<string, string> = {
  Popular: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40',
  New: 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-400/15 dark:text-sky-200 dark:ring-sky-400/40',
  'Ready Stock': 'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-400/15 dark:text-emerald-200 dark:ring-emerald-400/40',
  'Custom Made': 'bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-400/15 dark:text-violet-200 dark:ring-violet-400/40',
};
