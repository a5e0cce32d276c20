import { useId } from 'react';
import type { RecordStatus } from '@rp/contract';
import { statusClass } from './status-badge';

export interface StatusSelectProps {
  label: string;
  value: string;
  options: readonly RecordStatus[];
  onChange: (status: RecordStatus) => void;
  disabled?: boolean;
}

/** The status selector of a detail dialog, tinted with the status colour. */
export function StatusSelect({ label, value, options, onChange, disabled }: StatusSelectProps) {
  const id = useId();
  // A stored status the selector does not offer (e.g. Closed on an inquiry) is still shown.
  const all: string[] = options.includes(value as RecordStatus) || !value ? [...options] : [value, ...options];
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as RecordStatus)}
        className={`h-10 w-full rounded-lg border-0 px-3 text-sm font-semibold ring-1 ring-inset focus:ring-2 focus:ring-steel-500 focus:outline-none sm:w-56 ${statusClass(value)}`}
      >
        {all.map((status) => (
          <option key={status} value={status} className="bg-white font-normal text-slate-900 dark:bg-slate-800 dark:text-white">
            {status}
          </option>
        ))}
      </select>
    </div>
  );
}
