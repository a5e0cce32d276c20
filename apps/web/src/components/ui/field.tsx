import type { ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-steel-500 focus:outline-2 focus:outline-offset-0 focus:outline-amber-brand-500 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600 dark:border-steel-600 dark:bg-steel-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-steel-800 dark:aria-[invalid=true]:border-red-400 sm:text-sm';

/** Label + control + error message; the control receives `id`, and `aria-describedby` points to the error. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
  className = '',
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
        {required ? (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: string) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** What every form control inside a Field carries: its id, the kit's look, and the ARIA that ties it to its error. */
export function controlProps(id: string, error: string | undefined, opts: { required?: boolean; disabled?: boolean } = {}) {
  return {
    id,
    className: inputClass,
    'aria-invalid': !!error,
    'aria-required': opts.required ? ('true' as const) : undefined,
    'aria-describedby': describedBy(id, error),
    disabled: opts.disabled,
  };
}
