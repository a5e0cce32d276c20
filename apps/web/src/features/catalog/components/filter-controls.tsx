import { Search } from 'lucide-react';
import { PRODUCT_CATEGORIES } from '@rp/contract/plain';
import { useId } from 'react';
import { inputClass } from '~/components/ui/field';
import type { CatalogFilters } from '../utils/catalog';

function chipClass(active: boolean) {
  return `rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ring-inset transition-colors ${
    active
      ? 'bg-steel-900 text-white ring-steel-900 dark:bg-amber-brand-500 dark:text-steel-950 dark:ring-amber-brand-500'
      : 'bg-white text-steel-900 ring-slate-300 hover:bg-steel-50 dark:bg-steel-900 dark:text-slate-100 dark:ring-steel-600 dark:hover:bg-steel-800'
  }`;
}

/** Search box, category chips and material buttons; used in the sidebar and in the mobile drawer. */
export function FilterControls({
  value,
  onChange,
  materials,
}: {
  value: CatalogFilters;
  onChange: (next: Partial<CatalogFilters>) => void;
  materials: string[];
}) {
  const id = useId();
  return (
    <div className="space-y-7">
      <div>
        <label
          htmlFor={`${id}-search`}
          className="mb-2 block font-mono text-xs font-semibold uppercase tracking-[0.18em] text-slate-700 dark:text-slate-300"
        >
          Search
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id={`${id}-search`}
            type="search"
            name="q"
            value={value.q}
            onChange={(e) => onChange({ q: e.target.value })}
            placeholder="Search by name or description"
            className={`${inputClass} pl-9`}
            data-testid="catalog-search"
          />
        </div>
      </div>

      <fieldset>
        <legend className="mb-2 font-mono text-xs font-semibold uppercase tracking-[0.18em] text-slate-700 dark:text-slate-300">Category</legend>
        <div className="flex flex-wrap gap-2" data-testid="category-chips">
          {[{ slug: 'All', name: 'All' }, ...PRODUCT_CATEGORIES].map((c) => (
            <button
              key={c.slug}
              type="button"
              aria-pressed={value.category === c.slug}
              onClick={() => onChange({ category: c.slug })}
              className={chipClass(value.category === c.slug)}
            >
              {c.name}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-mono text-xs font-semibold uppercase tracking-[0.18em] text-slate-700 dark:text-slate-300">Material</legend>
        <div className="flex flex-wrap gap-2" data-testid="material-buttons">
          {['All', ...materials].map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={value.material === m}
              onClick={() => onChange({ material: m })}
              className={chipClass(value.material === m)}
            >
              {m}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
