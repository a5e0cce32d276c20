import { useId, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import type { CompanyProfileBody } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { adminInputClass, adminLabelClass, FieldError, FieldHint } from '~/components/ui/field';
import { fieldErrorMessage, typedFormFields } from '~/components/ui/form-fields';

type FieldName = FieldPath<CompanyProfileBody>;

/** The kit's bound fields (components/ui/form-fields), their names checked against the company profile. */
const kit = typedFormFields<CompanyProfileBody>();
export const useFieldError = kit.useFieldError;

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

interface FieldProps {
  name: FieldName;
  label: string;
  hint?: string;
  placeholder?: boolean;
  className?: string;
}

/** A labelled text input (or textarea) bound to the form; uppercase for identifiers such as GSTIN. */
export function SettingsTextField({
  placeholder,
  multiline = false,
  type = 'text',
  uppercase = false,
  autoComplete = 'off',
  ...field
}: FieldProps & { multiline?: boolean; type?: 'text' | 'number' | 'email' | 'tel'; uppercase?: boolean; autoComplete?: string }) {
  const labelExtra = placeholder ? <PlaceholderBadge /> : null;
  if (multiline) return <kit.TextAreaField {...field} labelExtra={labelExtra} />;
  return (
    <kit.TextField
      {...field}
      labelExtra={labelExtra}
      type={type}
      autoComplete={autoComplete}
      inputClassName={uppercase ? 'uppercase placeholder:normal-case' : ''}
      options={type === 'number' ? { valueAsNumber: true } : undefined}
    />
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
  const error = useFieldError(name, { items: true });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const values = field.value ?? [];
        const itemError = (i: number) => fieldErrorMessage((fieldState.error as unknown as Record<number, unknown> | undefined)?.[i]);
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
                    <FieldError id={`${id}-${i}-error`} message={itemError(i)} />
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
            {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
            {/* The list's own message (e.g. none given); items show theirs beside them. */}
            <FieldError id={`${id}-error`} message={fieldState.error?.message ?? (values.length ? undefined : error)} />
          </fieldset>
        );
      }}
    />
  );
}

/** A labelled select bound to the form. */
export function SettingsSelect({
  options,
  asNumber = false,
  placeholder: _placeholder,
  ...field
}: FieldProps & { options: { value: string | number; label: string }[]; asNumber?: boolean }) {
  return <kit.SelectField {...field} choices={options} numeric={asNumber} selectClassName="" />;
}
