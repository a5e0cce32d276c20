import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { QUOTATION_LIMITS, type Currency } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { currencySymbol } from '../utils/money-text';
import type { QuotationFormValues } from '../utils/quotation-form';
import { NumberField, useQuotationFieldError } from './editor-fields';

/** Up to 5 alternative quantities with their unit prices (per the line's Per), printed beside the line. */
export function QuantityBreaks({ lineIndex, currency }: { lineIndex: number; currency: Currency }) {
  const { control } = useFormContext<QuotationFormValues>();
  const name = `Lines.${lineIndex}.QuantityBreaks` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const error = useQuotationFieldError(name);
  const n = lineIndex + 1;
  const full = fields.length >= QUOTATION_LIMITS.quantityBreaksMax;
  return (
    <div className="mt-3 border-t border-dashed border-slate-200 pt-3 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          Quantity breaks {fields.length ? `(${fields.length} of ${QUOTATION_LIMITS.quantityBreaksMax})` : ''}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => append({ Quantity: undefined as unknown as number, UnitPrice: undefined as unknown as number })}
          disabled={full}
          aria-label={`Add a quantity break to line ${n}`}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Add break
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {fields.length ? (
        <ul className="mt-2 space-y-2">
          {fields.map((field, index) => (
            <li key={field.id} className="flex items-end gap-2">
              <NumberField
                name={`${name}.${index}.Quantity`}
                label="Break quantity"
                step="0.001"
                className="flex-1"
                ariaLabel={`Break quantity ${index + 1}, line ${n}`}
              />
              <NumberField
                name={`${name}.${index}.UnitPrice`}
                label="Unit price"
                prefix={currencySymbol(currency)}
                step="0.01"
                className="flex-1"
                ariaLabel={`Unit price of break ${index + 1}, line ${n}`}
              />
              <Button
                variant="ghost"
                size="icon"
                className="mb-0.5"
                onClick={() => remove(index)}
                aria-label={`Remove break ${index + 1} of line ${n}`}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
