import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { adminInputClass, FieldError } from '~/components/ui/field';
import { numberValue, useFieldError } from '~/components/ui/form-fields';

/** A table cell's column: its visible heading and what the cell holds. */
export interface RateColumn {
  key: string;
  /** The heading (and, under 640 px where there is no heading row, the cell's own label). */
  label: string;
  kind: 'text' | 'number' | 'select';
  choices?: readonly string[];
  step?: string;
}

const cellLabelClass = 'mb-1 block text-xs font-medium text-slate-600 sm:sr-only dark:text-slate-300';

/**
 * One cell of a rate table, bound to the form by name: a small label above it on a phone (the heading row
 * says it on wider screens), its row named for screen readers ("Hour rate ₹, machine 2"), its error below.
 */
export function RateCell({ name, column, rowLabel, className = '' }: { name: string; column: RateColumn; rowLabel: string; className?: string }) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  // The name says the row too ("Hour rate ₹, machine 2"): the visible label only says the column.
  const aria = {
    id,
    'aria-label': `${column.label}, ${rowLabel}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  const label = (
    <label htmlFor={id} className={cellLabelClass}>
      {column.label}
    </label>
  );
  let control;
  if (column.kind === 'select') {
    control = (
      <select {...aria} {...register(name)} className={`${adminInputClass} pr-8`}>
        {(column.choices ?? []).map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  } else if (column.kind === 'number') {
    control = (
      <input
        type="number"
        inputMode="decimal"
        step={column.step ?? 'any'}
        min={0}
        {...aria}
        {...register(name, { setValueAs: numberValue })}
        className={`${adminInputClass} text-right tabular-nums`}
      />
    );
  } else {
    control = <input type="text" autoComplete="off" {...aria} {...register(name)} className={adminInputClass} />;
  }
  return (
    <div className={`min-w-0 ${className}`}>
      {label}
      {control}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
