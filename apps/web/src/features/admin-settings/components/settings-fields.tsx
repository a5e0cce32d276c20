import { useId, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import type { CompanyProfileBody } from '@rp/contract';
import { AdminCard, AdminFieldError, adminInputClass, adminLabelClass } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';

type FieldName = FieldPath<CompanyProfileBody>;

/** One group of the form (Company, Address, Tax, ...) as a card with a heading. */
export function SettingsSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <AdminCard className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{description}</p> : null}
        <div className="mt-5 grid gap-4 sm:grid-cols-2">{children}</div>
      </section>
    </AdminCard>
  );
}

/** Marks a value that is still a seeded stand-in (the go-live checklist lists it too). */
export function PlaceholderBadge() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-amber-100 px-2 text-[11px] leading-[18px] font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
      Placeholder
    </span>
  );
}

/** The message of a field, an array's own message, or the first message of its items. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as { message?: unknown; root?: { message?: unknown } } & Record<string, unknown>;
  if (typeof record.message === 'string') return record.message;
  if (typeof record.root?.message === 'string') return record.root.message;
  for (const value of Object.values(record)) {
    const inner = messageOf(value);
    if (inner) return inner;
  }
  return undefined;
}

/** The current error message of a field (nested paths included). */
export function useFieldError(name: FieldName): string | undefined {
  const { getFieldState, formState } = useFormContext<CompanyProfileBody>();
  return messageOf(getFieldState(name, formState).error);
}

interface FieldProps {
  name: FieldName;
  label: string;
  hint?: string;
  placeholder?: boolean;
  className?: string;
}

/** A labelled text input (or textarea) bound to the form; uppercase for identifiers such as GSTIN. */
export function SettingsTextField({
  name,
  label,
  hint,
  placeholder,
  className = '',
  multiline = false,
  type = 'text',
  uppercase = false,
  autoComplete = 'off',
}: FieldProps & { multiline?: boolean; type?: 'text' | 'number' | 'email' | 'tel'; uppercase?: boolean; autoComplete?: string }) {
  const id = useId();
  const { register } = useFormContext<CompanyProfileBody>();
  const error = useFieldError(name);
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    className: `${adminInputClass} ${uppercase ? 'uppercase placeholder:normal-case' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={adminLabelClass}>
        {label}
        {placeholder ? <PlaceholderBadge /> : null}
      </label>
      {multiline ? (
        <textarea rows={3} {...common} {...register(name)} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} {...register(name, type === 'number' ? { valueAsNumber: true } : {})} />
      )}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <AdminFieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A list of text values (address lines, phones, e-mails): one input each, add and remove. */
export function StringListField({
  name,
  label,
  hint,
  placeholder,
  max,
  addLabel,
  type = 'text',
  className = '',
}: FieldProps & { name: 'AddressLines' | 'Phones' | 'Emails'; max: number; addLabel: string; type?: 'text' | 'tel' | 'email' }) {
  const id = useId();
  const { control } = useFormContext<CompanyProfileBody>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const values = field.value ?? [];
        const itemError = (i: number) => messageOf((fieldState.error as unknown as Record<number, unknown> | undefined)?.[i]);
        const change = (next: string[]) => field.onChange(next);
        return (
          <fieldset className={className} aria-describedby={hint ? `${id}-hint` : undefined}>
            <legend className={adminLabelClass}>
              {label}
              {placeholder ? <PlaceholderBadge /> : null}
            </legend>
            <ul className="space-y-2">
              {values.map((value, i) => (
                <li key={i} className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <input
                      type={type}
                      value={value}
                      aria-label={`${label} ${i + 1}`}
                      aria-invalid={itemError(i) ? true : undefined}
                      className={adminInputClass}
                      onChange={(event) => change(values.map((v, j) => (j === i ? event.target.value : v)))}
                      onBlur={field.onBlur}
                    />
                    <AdminFieldError id={`${id}-${i}-error`} message={itemError(i)} />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${label.toLowerCase()} ${i + 1}`}
                    disabled={values.length <= 1}
                    onClick={() => change(values.filter((_, j) => j !== i))}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            {values.length < max ? (
              <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={() => change([...values, ''])}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {addLabel}
              </Button>
            ) : null}
            {hint ? (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {hint}
              </p>
            ) : null}
            {/* The list's own message (e.g. none given); items show theirs beside them. */}
            <AdminFieldError id={`${id}-error`} message={fieldState.error?.message ?? (values.length ? undefined : error)} />
          </fieldset>
        );
      }}
    />
  );
}

/** A labelled select bound to the form. */
export function SettingsSelect({
  name,
  label,
  hint,
  className = '',
  options,
  asNumber = false,
}: FieldProps & { options: { value: string | number; label: string }[]; asNumber?: boolean }) {
  const id = useId();
  const { register } = useFormContext<CompanyProfileBody>();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <label htmlFor={id} className={adminLabelClass}>
        {label}
      </label>
      <select
        id={id}
        className={adminInputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...register(name, asNumber ? { setValueAs: (v: string) => Number(v) } : {})}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <AdminFieldError id={`${id}-error`} message={error} />
    </div>
  );
}
