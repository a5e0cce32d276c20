import type { ReactNode } from 'react';
import { inputClass } from '~/components/ui/field';
import { filtersToParams, type CatalogFilters } from '../utils/catalog';

/** The filters other than the search text, carried along when the search form is sent. */
function OtherFilters({ filters }: { filters: CatalogFilters }) {
  return (
    <>
      {[...filtersToParams({ ...filters, q: '' })].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * The catalogue search as a GET form to /products: without JavaScript (or before it runs) Enter sends
 * it and the server renders the filtered list; once hydrated the page filters as you type and the
 * form is never sent.
 */
export function CatalogSearchForm({ filters, children }: { filters: CatalogFilters; children: ReactNode }) {
  return (
    <form method="get" action="/products" role="search" aria-label="Catalogue" onSubmit={(e) => e.preventDefault()}>
      <OtherFilters filters={filters} />
      {children}
    </form>
  );
}

/** Phones without JavaScript: the filter drawer needs it, so a search box stands in (inside <noscript>). */
export function NoScriptSearch({ filters }: { filters: CatalogFilters }) {
  return (
    <noscript>
      <form method="get" action="/products" role="search" aria-label="Catalogue" className="mt-5 flex gap-2 lg:hidden">
        <OtherFilters filters={filters} />
        <label htmlFor="catalog-search-plain" className="sr-only">
          Search
        </label>
        <input
          id="catalog-search-plain"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder="Search by name or description"
          className={inputClass}
        />
        <button type="submit" className="rounded-md bg-steel-900 px-4 text-sm font-semibold text-white dark:bg-amber-brand-500 dark:text-steel-950">
          Search
        </button>
      </form>
    </noscript>
  );
}
