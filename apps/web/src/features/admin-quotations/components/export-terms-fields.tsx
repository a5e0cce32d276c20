import { useFormContext, useWatch } from 'react-hook-form';
import { CURRENCIES, CURRENCY_NAMES, INCOTERMS, QUOTATION_LIMITS } from '@rp/contract';
import type { QuotationFormValues } from '../utils/quotation-form';
import { NumberField, SelectField, TextField } from './editor-fields';

const CURRENCY_CHOICES = CURRENCIES.map((c) => ({ value: c, label: c === 'INR' ? 'INR (rupees)' : `${c} (${CURRENCY_NAMES[c].words})` }));
const INCOTERM_CHOICES = [{ value: '', label: 'None' }, ...INCOTERMS.map((term) => ({ value: term, label: term }))];
const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * An Overseas buyer's terms: the currency the prices are entered and printed in (rupees per unit at the rate
 * given, to 4 decimals) and the Incoterm with its place ("FOB Mundra").
 */
export function ExportTermsFields() {
  const { setValue, formState } = useFormContext<QuotationFormValues>();
  const currency = useWatch<QuotationFormValues, 'Currency'>({ name: 'Currency' }) ?? 'INR';
  const foreign = currency !== 'INR';
  return (
    <fieldset className="mt-4 rounded-lg border border-slate-200 p-3 sm:p-4 dark:border-slate-700/70" data-testid="export-terms">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">Export terms</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="Currency"
          label="Currency"
          hint="Prices are entered and printed in it; the total is rounded to the cent."
          choices={CURRENCY_CHOICES}
          options={{
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'INR') setValue('ExchangeRate', null, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            },
          }}
        />
        {foreign ? (
          <NumberField
            name="ExchangeRate"
            label={`Exchange rate (₹ per ${currency})`}
            required
            prefix="₹"
            step="0.0001"
            hint="Up to 4 decimals; printed on the quotation."
          />
        ) : (
          <div className="hidden sm:block" />
        )}
        <SelectField name="Incoterm" label="Incoterm" choices={INCOTERM_CHOICES} options={{ setValueAs: orNull }} />
        <TextField
          name="IncotermPlace"
          label="Incoterm place"
          placeholder="Mundra"
          maxLength={QUOTATION_LIMITS.incotermPlaceMax}
          hint='Printed as "FOB Mundra".'
        />
      </div>
    </fieldset>
  );
}
