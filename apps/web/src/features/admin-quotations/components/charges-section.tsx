import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { CHARGE_KINDS, QUOTATION_LIMITS, type ChargeKind } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { currencySymbol } from '../utils/money-text';
import { emptyCharge, type QuotationFormValues } from '../utils/quotation-form';
import { chargeRateChoices } from '../utils/rate-choices';
import { EditorSection, NumberField, SelectField, useQuotationFieldError } from './editor-fields';

const ADD_LABEL: Record<ChargeKind, string> = {
  'Packing and forwarding': 'Packing and forwarding',
  Freight: 'Freight',
  Tooling: 'Tooling / fixture (one time)',
};

/** "As goods" is sent as null; a rate as its number. */
const rateOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** Packing and forwarding, freight and one-time tooling: each follows the goods' GST rate or takes its own. */
export function ChargesSection({ rates }: { rates: readonly number[] }) {
  const { control } = useFormContext<QuotationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'Charges' });
  const charges = useWatch<QuotationFormValues, 'Charges'>({ name: 'Charges' }) ?? [];
  const sign = currencySymbol(useWatch<QuotationFormValues, 'Currency'>({ name: 'Currency' }) ?? 'INR');
  const error = useQuotationFieldError('Charges');
  const used = new Set(charges.map((c) => c.Kind));
  const unused = CHARGE_KINDS.filter((kind) => !used.has(kind));
  return (
    <EditorSection
      id="charges-heading"
      title="Charges"
      description="Added to the taxable value. “As goods” follows the lines’ GST rate, split by value when they carry several; tooling is a supply of its own and usually takes its own rate."
    >
      {error ? (
        <p role="alert" className="mb-3 text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {fields.length ? (
        <ul className="mb-3 space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[minmax(0,14rem)_1fr_8rem_auto] sm:gap-3">
              <p
                className="self-center text-sm font-semibold text-slate-800 sm:self-auto sm:pb-2.5 dark:text-slate-100"
                data-testid={`charge-${index + 1}-kind`}
              >
                {ADD_LABEL[field.Kind]}
              </p>
              <div className="col-span-2 grid grid-cols-2 gap-2 sm:contents">
                <NumberField name={`Charges.${index}.Amount`} label="Amount" prefix={sign} step="0.01" required ariaLabel={`Amount, ${field.Kind}`} />
                <SelectField
                  name={`Charges.${index}.GstRate`}
                  label="GST rate"
                  choices={chargeRateChoices(rates, charges[index]?.GstRate)}
                  options={{ setValueAs: rateOrNull }}
                  ariaLabel={`GST rate, ${field.Kind}`}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="col-start-2 row-start-1 mb-0.5 text-red-600 hover:bg-red-50 sm:col-start-auto sm:row-start-auto dark:text-red-400 dark:hover:bg-red-500/10"
                onClick={() => remove(index)}
                aria-label={`Remove ${field.Kind}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {unused.length && fields.length < QUOTATION_LIMITS.chargesMax ? (
        <div className="flex flex-wrap gap-2">
          {unused.map((kind) => (
            <Button key={kind} variant="secondary" size="sm" onClick={() => append(emptyCharge(kind))}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {ADD_LABEL[kind]}
            </Button>
          ))}
        </div>
      ) : null}
    </EditorSection>
  );
}
