import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TRANSPORT_MODES } from '@rp/contract';
import { typedFormFields } from '~/components/ui/form-fields';
import type { DispatchValues, InvoiceMode } from '../utils/dispatch-form';

const kit = typedFormFields<DispatchValues>();
const MODE_CHOICES = TRANSPORT_MODES.map((m) => ({ value: m, label: m }));

const CHOICES: { value: InvoiceMode; label: string; hint: string }[] = [
  {
    value: 'here',
    label: 'Make the tax invoice here',
    hint: 'The next number of the invoice series, for what this dispatch sends at the order’s prices.',
  },
  { value: 'elsewhere', label: 'Invoiced elsewhere', hint: 'Type the number of the invoice made in Tally or elsewhere.' },
];

/** The tax invoice: made by this dispatch (the default), or made elsewhere with its number. */
export function DispatchInvoiceFields() {
  const id = useId();
  const { register, control } = useFormContext<DispatchValues>();
  const mode = useWatch({ control, name: 'InvoiceMode' });
  return (
    <fieldset className="space-y-3" data-testid="dispatch-invoice">
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">Tax invoice</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer gap-2.5 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-steel-500 has-[:checked]:bg-steel-50 dark:border-slate-700/70 dark:has-[:checked]:border-steel-400 dark:has-[:checked]:bg-steel-500/10"
          >
            <input
              type="radio"
              value={choice.value}
              className="mt-0.5 shrink-0"
              aria-describedby={`${id}-${choice.value}`}
              {...register('InvoiceMode')}
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900 dark:text-white">{choice.label}</span>
              <span id={`${id}-${choice.value}`} className="mt-0.5 block text-xs text-slate-600 dark:text-slate-300">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {mode === 'elsewhere' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <kit.TextField name="InvoiceNo" label="Invoice number" required />
        </div>
      ) : null}
    </fieldset>
  );
}

/** Vehicle, distance, mode and the transporter's id: what the e-way bill portal's file needs beyond the invoice. */
export function DispatchTransportFields() {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} data-testid="dispatch-transport">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Vehicle and distance</legend>
      <p id={hintId} className="mt-0.5 mb-3 text-xs text-slate-500 dark:text-slate-400">
        The vehicle number and the distance are needed for the e-way bill JSON.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <kit.TextField name="VehicleNo" label="Vehicle number" hint="Like GJ03AB1234; spaces are ignored." inputClassName="uppercase" />
        <kit.TextField name="DistanceKm" label="Distance (km)" type="number" inputMode="numeric" min={1} max={4000} step={1} hint="1 to 4,000 km." />
        <kit.SelectField name="TransportMode" label="Transport mode" choices={MODE_CHOICES} />
        <kit.TextField
          name="TransporterId"
          label="Transporter id (optional)"
          hint="The transporter’s GSTIN or 15-character id."
          inputClassName="uppercase"
        />
      </div>
    </fieldset>
  );
}
