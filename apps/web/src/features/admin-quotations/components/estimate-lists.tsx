import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { ESTIMATE_LIMITS, type RateTablesWire } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { fieldErrorMessage } from '~/components/ui/form-fields';
import type { QuotationFormValues } from '../utils/quotation-form';
import { NumberField, SelectField, useQuotationFieldError } from './editor-fields';

const subheadClass = 'text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

/** The machine operations of an estimate: machine, set-up and cycle minutes (1 to 20; none is allowed too). */
export function EstimateOperations({ lineIndex, rates }: { lineIndex: number; rates: RateTablesWire }) {
  const { control } = useFormContext<QuotationFormValues>();
  const name = `Lines.${lineIndex}.Estimate.Operations` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const error = useQuotationFieldError(name);
  const n = lineIndex + 1;
  const machines = rates.Machines.map((m) => ({ value: m.Id, label: `${m.Name} (₹${m.HourRate.toLocaleString('en-IN')}/h)` }));
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={subheadClass}>Operations</p>
        <Button
          variant="ghost"
          size="sm"
          disabled={fields.length >= ESTIMATE_LIMITS.operationsMax}
          onClick={() => append({ MachineId: rates.Machines[0]?.Id ?? '', SetupMinutes: 0, CycleMinutes: undefined as unknown as number })}
          aria-label={`Add an operation to the estimate of line ${n}`}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Add operation
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
            <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 @xl:grid-cols-[2fr_1fr_1fr_auto]">
              <SelectField
                name={`${name}.${index}.MachineId`}
                label="Machine"
                choices={machines}
                className="col-span-3 @xl:col-span-1"
                ariaLabel={`Machine of operation ${index + 1}, line ${n}`}
              />
              <NumberField
                name={`${name}.${index}.SetupMinutes`}
                label="Set-up min"
                step="0.01"
                inputClassName="text-right"
                ariaLabel={`Set-up minutes of operation ${index + 1}, line ${n}`}
              />
              <NumberField
                name={`${name}.${index}.CycleMinutes`}
                label="Cycle min"
                step="0.01"
                inputClassName="text-right"
                ariaLabel={`Cycle minutes of operation ${index + 1}, line ${n}`}
              />
              <Button
                variant="ghost"
                size="icon"
                className="mb-0.5"
                onClick={() => remove(index)}
                aria-label={`Remove operation ${index + 1} of line ${n}`}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">No machining yet.</p>
      )}
    </div>
  );
}

/** The outside processes of an estimate, picked from the rates (one tick each). */
export function EstimateProcesses({ lineIndex, rates }: { lineIndex: number; rates: RateTablesWire }) {
  const { control } = useFormContext<QuotationFormValues>();
  const n = lineIndex + 1;
  return (
    <Controller
      control={control}
      name={`Lines.${lineIndex}.Estimate.Processes`}
      render={({ field, fieldState }) => {
        const chosen = new Set((field.value ?? []).map((p) => p.ProcessId));
        // A process since removed from the rates still shows, ticked, so it can be taken off.
        const gone = [...chosen]
          .filter((id) => !rates.Processes.some((p) => p.Id === id))
          .map((Id) => ({ Id, Name: `${Id} (not in Rates)`, Basis: '', Price: 0 }));
        const toggle = (id: string, on: boolean) =>
          field.onChange(on ? [...(field.value ?? []), { ProcessId: id }] : (field.value ?? []).filter((p) => p.ProcessId !== id));
        return (
          <fieldset className="min-w-0">
            <legend className={subheadClass}>Outside processes</legend>
            <div className="mt-2 grid gap-1.5 @xl:grid-cols-2">
              {[...rates.Processes, ...gone].map((p) => (
                <label key={p.Id} className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 rounded border-slate-300 text-steel-600 focus:ring-steel-500 dark:border-slate-600"
                    checked={chosen.has(p.Id)}
                    onChange={(event) => toggle(p.Id, event.target.checked)}
                    aria-label={`${p.Name}, line ${n}`}
                  />
                  <span className="min-w-0">
                    {p.Name}
                    {p.Basis ? (
                      <span className="text-slate-500 tabular-nums dark:text-slate-400">
                        {' '}
                        · ₹{p.Price.toLocaleString('en-IN')} {p.Basis}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
            {fieldErrorMessage(fieldState.error, { items: true }) ? (
              <p role="alert" className="mt-1 text-sm font-medium text-red-600 dark:text-red-400">
                {fieldErrorMessage(fieldState.error, { items: true })}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
