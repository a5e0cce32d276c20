import type { CatalogProduct } from './catalog';

/** The query parameter that names the product open in the catalogue: /products?product=<slug>. */
export const PRODUCT_PARAM = 'product';

/** 'Hardened Drive Shaft (EN8)' -> 'hardened-drive-shaft-en8'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Gives every product a readable slug from its title; a title shared by several products (or one with
 * no letters at all) gets the product's id appended, so each slug names exactly one product.
 */
export function withSlugs<P extends Omit<CatalogProduct, 'slug'>>(products: P[]): Array<P & { slug: string }> {
  const bases = products.map((p) => slugify(p.title));
  const uses = new Map<string, number>();
  for (const base of bases) uses.set(base, (uses.get(base) ?? 0) + 1);
  return products.map((p, i) => {
    const base = bases[i]!;
    const slug = base && uses.get(base) === 1 ? base : [base, p.id].filter(Boolean).join('-');
    return { ...p, slug };
  });
}

/** The product a link names; an id is accepted too, so a link survives a later clash of titles. */
export function findProduct(products: CatalogProduct[], slug: string | null): CatalogProduct | null {
  if (!slug) return null;
  return products.find((p) => p.slug === slug) ?? products.find((p) => p.id === slug) ?? null;
}

/** A search-engine description of one product: its own text, cut at a word near 160 characters. */
export function productDescription(product: CatalogProduct): string {
  const facts = [product.categoryName, product.material].filter((v) => v && v !== 'N/A').join(', ');
  const own = product.description !== 'N/A' ? product.description : `${product.title}${facts ? ` (${facts})` : ''}, machined in Rajkot.`;
  if (own.length <= 160) return own;
  const cut = own.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}...`;
}
