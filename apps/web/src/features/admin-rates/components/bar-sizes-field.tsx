import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { RATE_LIMITS } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { adminInputClass, FieldError } from '~/components/ui/field';
import { fieldErrorMessage } from '~/components/ui/form-fields';
import { parseBarSize, withBarSize, type RatesFormValues } from '../utils/rates-form';

/** The round bar diameters kept in stock (mm): one chip each, ascending; add one by typing it. */
export function BarSizesField({ canEdit }: { canEdit: boolean }) {
  const id = useId();
  const { control } = useFormContext<RatesFormValues>();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string>();
  return (
    <Controller
      control={control}
      name="BarSizes"
      render={({ field, fieldState }) => {
        const sizes = field.value ?? [];
        const add = () => {
          const parsed = parseBarSize(typed, sizes);
          if ('error' in parsed) return setTypedError(parsed.error);
          setTypedError(undefined);
          setTyped('');
          field.onChange(withBarSize(sizes, parsed.size));
        };
        return (
          <fieldset className="min-w-0">
            <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Bar sizes (mm)</legend>
            <ul className="mt-2 flex flex-wrap gap-1.5" data-testid="bar-sizes">
              {sizes.map((size) => (
                <li
                  key={size}
                  className="inline-flex items-center gap-0.5 rounded-full border border-slate-300 bg-white py-0.5 pr-0.5 pl-2.5 text-sm text-slate-800 tabular-nums dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
                >
                  {size}
                  {canEdit ? (
                    <button
                      type="button"
                      className="rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-steel-500 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-700"
                      aria-label={`Remove bar size ${size} mm`}
                      disabled={sizes.length <= 1}
                      onClick={() => field.onChange(sizes.filter((s) => s !== size))}
                    >
                      <X className="h-3.5 w-3.5" aria-hidden="true" />
                    </button>
                  ) : (
                    <span className="pr-2" />
                  )}
                </li>
              ))}
            </ul>
            {canEdit && sizes.length < RATE_LIMITS.barSizesMax ? (
              <div className="mt-3 flex max-w-xs items-start gap-2">
                <div className="min-w-0 flex-1">
                  <label htmlFor={id} className="sr-only">
                    Bar size to add (mm)
                  </label>
                  <input
                    id={id}
                    type="text"
                    inputMode="decimal"
                    placeholder="Diameter, mm"
                    value={typed}
                    aria-invalid={typedError ? true : undefined}
                    aria-describedby={typedError ? `${id}-typed-error` : undefined}
                    className={`${adminInputClass} text-right tabular-nums`}
                    onChange={(event) => setTyped(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        add();
                      }
                    }}
                  />
                  <FieldError id={`${id}-typed-error`} message={typedError} />
                </div>
                <Button variant="secondary" onClick={add}>
                  <Plus className="h-4 w-4" aria-hidden="true" /> Add size
                </Button>
              </div>
            ) : null}
            <FieldError id={`${id}-error`} message={fieldErrorMessage(fieldState.error, { items: true })} />
          </fieldset>
        );
      }}
    />
  );
}
