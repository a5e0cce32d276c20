import { PackageSearch, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { inputClass } from '~/components/ui/field';
import { Container, PageHero } from '~/components/ui/section';
import { useSiteContent } from '~/lib/site-content';
import {
  DEFAULT_FILTERS,
  SORT_OPTIONS,
  applyFilters,
  filtersToParams,
  isFiltered,
  readFilters,
  type CatalogFilters,
  type CatalogProduct,
  type SortKey,
} from '../utils/catalog';
import { FilterControls } from './filter-controls';
import { ProductCard } from './product-card';
import { ProductModal } from './product-modal';
import { CatalogSearchForm, NoScriptSearch } from './search-form';
import { PRODUCT_PARAM, findProduct } from '../utils/product-link';
import { CloseButton } from '~/components/ui/close-button';

/** The grid's widest first row (three cards from xl): those images load at once, the rest lazily. */
const FIRST_ROW = 3;

export const LOAD_FAILED_MESSAGE = 'Could not load products from the API.';

/** Set on the history entry that opened a product, so closing it can go back instead of stacking entries. */
interface OpenedHere {
  productOpenedHere?: boolean;
}

/** The catalogue page: filters (a column from lg, a drawer below), the sorted grid and the open product. */
export function ProductsPage({ products, materials, failed }: { products: CatalogProduct[]; materials: string[]; failed: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { Hero: hero, Labels: labels } = useSiteContent('products');
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(searchParams);
  // The open product lives in the URL: shareable, and the back button closes it.
  const selected = findProduct(products, searchParams.get(PRODUCT_PARAM));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [draft, setDraft] = useState<CatalogFilters>(filters);
  const drawerTitle = useId();
  const sortId = useId();

  const visible = useMemo(() => applyFilters([...products], filters), [products, filters.q, filters.material, filters.category, filters.sort]); // eslint-disable-line react-hooks/exhaustive-deps -- filters is a new object each render: its fields are the inputs

  useEffect(() => {
    // The toast's code loads only for this rare case, not with every catalogue page (ADR 049).
    if (failed) void import('~/components/ui/toast').then(({ toast }) => toast.error(LOAD_FAILED_MESSAGE));
  }, [failed]);

  // Home category tiles pass state.selectedCategory; apply it to the URL once, then drop the state.
  useEffect(() => {
    const state = location.state as { selectedCategory?: string } | null;
    if (!state?.selectedCategory) return;
    const next = readFilters(searchParams);
    if (next.category === 'All') next.category = state.selectedCategory;
    setSearchParams(filtersToParams(readFilters(filtersToParams(next))), { replace: true, preventScrollReset: true, state: null });
  }, [location.state]); // eslint-disable-line react-hooks/exhaustive-deps -- only new navigation state triggers it; the URL it then writes must not

  const openProduct = (product: CatalogProduct) => {
    const next = new URLSearchParams(searchParams);
    next.set(PRODUCT_PARAM, product.slug);
    setSearchParams(next, { preventScrollReset: true, state: { productOpenedHere: true } satisfies OpenedHere });
  };
  const closeProduct = () => {
    if ((location.state as OpenedHere | null)?.productOpenedHere) {
      void navigate(-1);
      return;
    }
    // Arrived by a shared link: drop the product, keep the filters, add no history entry.
    const next = new URLSearchParams(searchParams);
    next.delete(PRODUCT_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const update = (patch: Partial<CatalogFilters>) => {
    setSearchParams(filtersToParams({ ...filters, ...patch }), { replace: true, preventScrollReset: true });
  };

  const openDrawer = () => {
    setDraft(filters);
    setDrawerOpen(true);
  };
  const applyDraft = () => {
    setSearchParams(filtersToParams(draft), { replace: true, preventScrollReset: true });
    setDrawerOpen(false);
  };

  const requestQuote = (product: CatalogProduct) => {
    void navigate('/', { state: { openQuoteModal: true, productName: product.title, category: product.category } });
  };

  const activeCount = (filters.q.trim() ? 1 : 0) + (filters.material !== 'All' ? 1 : 0) + (filters.category !== 'All' ? 1 : 0);

  return (
    <>
      <PageHero eyebrow={labels.HeroEyebrow} title={hero.Title} text={hero.Text} />

      <Container className="py-10 lg:py-14">
        <div className="grid gap-10 lg:grid-cols-[280px_1fr]">
          <aside aria-label="Filters" className="hidden lg:block">
            <div className="sticky top-28">
              <CatalogSearchForm filters={filters}>
                <FilterControls value={filters} onChange={update} materials={materials} />
              </CatalogSearchForm>
              {isFiltered(filters) ? (
                <button
                  type="button"
                  onClick={() =>
                    setSearchParams(filtersToParams({ ...DEFAULT_FILTERS, sort: filters.sort }), { replace: true, preventScrollReset: true })
                  }
                  className="mt-6 text-sm font-semibold text-steel-700 underline underline-offset-4 dark:text-steel-200"
                >
                  Clear all filters
                </button>
              ) : null}
            </div>
          </aside>

          <section aria-labelledby="results-title">
            <div className="flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:items-end sm:justify-between dark:border-steel-800">
              <div>
                <h2 id="results-title" className="text-2xl font-extrabold tracking-tight text-steel-950 dark:text-white">
                  {isFiltered(filters) ? 'Filtered Results' : 'All Products'}
                </h2>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="product-count" aria-live="polite">
                  {`Showing ${visible.length} product(s).`}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <button type="button" onClick={openDrawer} className={buttonClass('outline', 'md', 'lg:hidden')} aria-haspopup="dialog">
                  <SlidersHorizontal aria-hidden="true" className="size-4" />
                  Filters & Search{activeCount ? ` (${activeCount})` : ''}
                </button>
                <label
                  htmlFor={sortId}
                  className="sr-only sm:not-sr-only sm:whitespace-nowrap sm:text-sm sm:font-semibold sm:text-slate-700 dark:sm:text-slate-300"
                >
                  Sort by
                </label>
                <select
                  id={sortId}
                  value={filters.sort}
                  onChange={(e) => update({ sort: e.target.value as SortKey })}
                  className={`${inputClass} w-auto`}
                  data-testid="catalog-sort"
                >
                  {SORT_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
            </div>

            <NoScriptSearch filters={filters} />

            {visible.length ? (
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {visible.map((product, i) => (
                  <li key={product.id} className="flex">
                    <ProductCard product={product} onOpen={() => openProduct(product)} priority={i < FIRST_ROW} />
                  </li>
                ))}
              </ul>
            ) : (
              <div
                className="mt-10 flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-steel-700"
                data-testid="empty-state"
              >
                <PackageSearch aria-hidden="true" className="size-12 text-steel-400" />
                <h3 className="mt-4 text-xl font-bold text-steel-950 dark:text-white">No Products Found</h3>
                <p className="mt-2 max-w-md text-slate-700 dark:text-slate-300">
                  {failed
                    ? 'The catalogue could not be loaded just now. Please refresh the page or contact us with your requirement.'
                    : 'No part matches these filters. Try another search term or clear the filters; we also machine custom parts to drawing.'}
                </p>
                {isFiltered(filters) ? (
                  <button
                    type="button"
                    onClick={() => setSearchParams(new URLSearchParams(), { replace: true, preventScrollReset: true })}
                    className={buttonClass('outline', 'md', 'mt-6')}
                  >
                    Clear filters
                  </button>
                ) : null}
              </div>
            )}
          </section>
        </div>
      </Container>

      <Dialog
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        labelledBy={drawerTitle}
        testId="filter-drawer"
        className="items-stretch"
        panelClassName="flex h-[100dvh] w-full flex-col bg-white dark:bg-steel-950"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-steel-800">
          <h2 id={drawerTitle} className="text-lg font-bold">
            Filters & Search
          </h2>
          <CloseButton label="Close filters" onClick={() => setDrawerOpen(false)} />
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <FilterControls value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} materials={materials} />
        </div>
        <div className="flex gap-3 border-t border-slate-200 p-4 dark:border-steel-800">
          <button type="button" onClick={() => setDraft({ ...DEFAULT_FILTERS, sort: draft.sort })} className={buttonClass('outline', 'lg', 'flex-1')}>
            Reset
          </button>
          <button type="button" onClick={applyDraft} className={buttonClass('primary', 'lg', 'flex-[2]')}>
            Apply Filters
          </button>
        </div>
      </Dialog>

      <ProductModal product={selected} onClose={closeProduct} onRequestQuote={requestQuote} />
    </>
  );
}
