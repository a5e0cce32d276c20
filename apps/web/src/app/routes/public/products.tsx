import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { distinctMaterials, toCatalogProduct, type CatalogProduct } from '~/features/catalog/utils/catalog';
import { PRODUCT_PARAM, findProduct, productDescription, withSlugs } from '~/features/catalog/utils/product-link';
import { ProductsPage } from '~/features/catalog/components/products-page';
import { company } from '~/content/company';
import { pageMeta } from '~/features/site/first-screen/seo';
import type { Route } from './+types/products';

/** The catalogue is read on the server on every request, so the HTML always lists the current products. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const products = withSlugs((await context.catalog.list()).map(toCatalogProduct));
    // Sorted here: the browser's first localeCompare loads its collator, a long task during hydration.
    return { products, materials: distinctMaterials(products), failed: false };
  } catch {
    return { products: [] as CatalogProduct[], materials: [] as string[], failed: true };
  }
}

/** Filters live in the query string and are applied in the browser: no refetch when they change. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** An open product has its own title, description, image and canonical link, so a shared link previews it. */
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const product = findProduct(loaderData?.products ?? [], new URLSearchParams(location.search).get(PRODUCT_PARAM));
  if (!product) return pageMeta({ matches, path: '/products', page: 'products' });
  const image = product.images[0]?.startsWith('/') ? product.images[0] : undefined;
  return pageMeta({
    matches,
    path: `/products?${PRODUCT_PARAM}=${encodeURIComponent(product.slug)}`,
    title: `${product.title} | ${company.name}`,
    description: productDescription(product),
    type: 'product',
    image,
  });
};

export default function Products({ loaderData }: Route.ComponentProps) {
  return <ProductsPage {...loaderData} />;
}
