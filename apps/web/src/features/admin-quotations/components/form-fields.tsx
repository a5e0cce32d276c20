import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useFormContext, useFormState, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { AdminFieldError, adminInputClass, adminLabelClass } from '~/components/ui/admin-page';
import type { QuotationFormValues } from '../utils/quotation-form';

export type QuotationField = FieldPath<QuotationFormValues>;

/** The message of a field, an array's own message (root), or undefined. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof record.message === 'string' && record.message) return record.message;
  if (typeof record.root?.message === 'string') return record.root.message;
  return undefined;
}

/** The current error message of a field (nested paths included). */
export function useQuotationFieldError(name: QuotationField): string | undefined {
  const { getFieldState } = useFormContext<QuotationFormValues>();
  const formState = useFormState<QuotationFormValues>({ name });
  return messageOf(getFieldState(name, formState).error);
}

/** '' (an emptied number input) becomes undefined, so the contract says which figure is missing. */
export const numberValue = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** Screen readers hear this label; sighted users see `label` (e.g. "Qty" for "Quantity of line 2"). */
  children: ReactNode;
}

function FieldFrame({ id, label, required, hint, error, className = '', children }: FieldFrameProps) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className={adminLabelClass}>
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600 dark:text-red-400" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <AdminFieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface BaseProps {
  name: QuotationField;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  /** The accessible name when the visible label is short or repeated ("Quantity, line 2"). */
  ariaLabel?: string;
  options?: RegisterOptions<QuotationFormValues, QuotationField>;
}

function useControl({ name, required, hint, ariaLabel, options }: BaseProps) {
  const id = useId();
  const { register } = useFormContext<QuotationFormValues>();
  const error = useQuotationFieldError(name);
  return {
    id,
    error,
    props: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-required': required ? ('true' as const) : undefined,
      'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      'aria-label': ariaLabel,
      ...register(name, options),
    },
  };
}

export function TextField({
  type = 'text',
  inputClassName = '',
  ...props
}: BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { inputClassName?: string }) {
  const { name: _n, label, required, hint, className, ariaLabel: _a, options: _o, ...input } = props;
  const control = useControl(props);
  return (
    <FieldFrame id={control.id} label={label} required={required} hint={hint} error={control.error} className={className}>
      <input type={type} autoComplete="off" {...input} {...control.props} className={`${adminInputClass} ${inputClassName}`} />
    </FieldFrame>
  );
}

/** A number input whose empty value is undefined (see numberValue). */
export function NumberField(
  props: BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'> & { inputClassName?: string; prefix?: string },
) {
  const { name: _n, label, required, hint, className, ariaLabel: _a, options, inputClassName = '', prefix, ...input } = props;
  const control = useControl({ ...props, options: { ...options, setValueAs: numberValue } });
  return (
    <FieldFrame id={control.id} label={label} required={required} hint={hint} error={control.error} className={className}>
      <div className="relative">
        {prefix ? (
          <span
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          >
            {prefix}
          </span>
        ) : null}
        <input
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          {...input}
          {...control.props}
          className={`${adminInputClass} tabular-nums ${prefix ? 'pl-7' : ''} ${inputClassName}`}
        />
      </div>
    </FieldFrame>
  );
}

export function TextAreaField(props: BaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { name: _n, label, required, hint, className, ariaLabel: _a, options: _o, rows = 3, ...input } = props;
  const control = useControl(props);
  return (
    <FieldFrame id={control.id} label={label} required={required} hint={hint} error={control.error} className={className}>
      <textarea rows={rows} {...input} {...control.props} className={`${adminInputClass} resize-y`} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A select; numeric option values come back as numbers. */
export function SelectField(
  props: BaseProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & { choices: readonly SelectOption[]; numeric?: boolean },
) {
  const { name: _n, label, required, hint, className, ariaLabel: _a, options, choices, numeric, ...select } = props;
  const control = useControl({ ...props, options: numeric ? { ...options, setValueAs: numberValue } : options });
  return (
    <FieldFrame id={control.id} label={label} required={required} hint={hint} error={control.error} className={className}>
      <select {...select} {...control.props} className={`${adminInputClass} pr-8`}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A titled part of the editor (Buyer, Lines, Charges, Terms). */
export function EditorSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700/70 dark:bg-slate-900"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
