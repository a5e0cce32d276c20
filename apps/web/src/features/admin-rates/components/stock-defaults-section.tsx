import { useWatch } from 'react-hook-form';
import { AdminCard } from '~/components/ui/admin-page';
import { typedFormFields } from '~/components/ui/form-fields';
import type { RatesFormValues } from '../utils/rates-form';
import { BarSizesField } from './bar-sizes-field';

const kit = typedFormFields<RatesFormValues>();

/** Stock sizes, the allowances a suggested stock adds, the default margin and material. */
export function StockDefaultsSection({ canEdit }: { canEdit: boolean }) {
  const materials = useWatch<RatesFormValues, 'Materials'>({ name: 'Materials' }) ?? [];
  // Only a saved material (one with an Id) can be the default; a new one can once saved.
  const choices = materials.filter((m) => m.Id).map((m) => ({ value: m.Id!, label: m.Name || m.Id! }));
  const allowancesError = kit.useFieldError('Allowances');
  return (
    <AdminCard className="p-5 sm:p-6">
      <section aria-labelledby="stock-heading" className="space-y-5">
        <div>
          <h2 id="stock-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Stock and defaults
          </h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            The bar sizes a suggested round bar is chosen from, what is added to the part for stock, and what a new estimate starts with.
          </p>
        </div>
        <BarSizesField canEdit={canEdit} />
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Allowances (mm)</legend>
          {allowancesError ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-600 dark:text-red-400">
              {allowancesError}
            </p>
          ) : null}
          <div className="mt-2 grid gap-4 sm:grid-cols-3">
            <kit.NumberField name="Allowances.BarDiameter" label="Bar diameter" step="0.1" inputClassName="text-right" />
            <kit.NumberField name="Allowances.BarLength" label="Bar length" step="0.1" inputClassName="text-right" />
            <kit.NumberField name="Allowances.PlateSide" label="Plate side" step="0.1" inputClassName="text-right" />
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <kit.NumberField name="DefaultMarginPercent" label="Default margin %" step="0.01" inputClassName="text-right" />
          <kit.SelectField name="DefaultMaterialId" label="Default material" choices={choices} className="sm:col-span-2" />
        </div>
      </section>
    </AdminCard>
  );
}
