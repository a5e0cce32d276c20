import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * The one field kit (ADR 077): a label, the control, a hint and an error, tied together by ids and ARIA in one
 * place. Two looks share the markup: `site` (the public forms) and `admin` (the back office).
 */
export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-steel-500 focus:outline-2 focus:outline-offset-0 focus:outline-amber-brand-500 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600 dark:border-steel-600 dark:bg-steel-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-steel-800 dark:aria-[invalid=true]:border-red-400 sm:text-sm';

export const adminInputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-steel-500 focus:ring-2 focus:ring-steel-500/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/30 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400 dark:disabled:bg-slate-800/60';

export const adminLabelClass = 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200';

export type FieldTone = 'site' | 'admin';

const LOOKS = {
  site: {
    label: 'mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200',
    required: 'text-red-700 dark:text-red-400',
    hint: 'mt-1 text-xs text-slate-600 dark:text-slate-400',
    error: 'mt-1 text-sm font-medium text-red-700 dark:text-red-400',
    control: inputClass,
  },
  admin: {
    label: adminLabelClass,
    required: 'ml-0.5 text-red-600 dark:text-red-400',
    hint: 'mt-1 text-xs text-slate-500 dark:text-slate-400',
    error: 'mt-1.5 text-sm font-medium text-red-600 dark:text-red-400',
    control: adminInputClass,
  },
} as const satisfies Record<FieldTone, Record<string, string>>;

/** The class names of one look (label, required mark, hint, error, control). */
export const fieldLook = (tone: FieldTone) => LOOKS[tone];

/** A field's message, announced when it appears; nothing without one. */
export function FieldError({ id, message, tone = 'admin' }: { id: string; message?: string; tone?: FieldTone }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={LOOKS[tone].error}>
      {message}
    </p>
  );
}

export function FieldHint({ id, tone = 'admin', children }: { id: string; tone?: FieldTone; children: ReactNode }) {
  return (
    <p id={id} className={LOOKS[tone].hint}>
      {children}
    </p>
  );
}

/** The label's text with the required mark (seen, not read: the control carries aria-required). */
export function FieldLabel({
  htmlFor,
  tone = 'admin',
  required,
  children,
}: {
  htmlFor: string;
  tone?: FieldTone;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={LOOKS[tone].label}>
      {children}
      {required ? (
        <span className={LOOKS[tone].required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: FieldTone;
  /** Shown after the label's text (e.g. a "Placeholder" badge). */
  labelExtra?: ReactNode;
}

/** Label + control + hint or error; the control receives `id`, and `aria-describedby` points to the error or the hint. */
export function Field({ id, label, required, error, hint, children, className = '', tone = 'site', labelExtra }: FieldProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} tone={tone} required={required}>
        {label}
        {labelExtra}
      </FieldLabel>
      {children}
      {hint && !error ? (
        <FieldHint id={`${id}-hint`} tone={tone}>
          {hint}
        </FieldHint>
      ) : null}
      <FieldError id={`${id}-error`} message={error} tone={tone} />
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: unknown) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** The ARIA that ties a control to its Field's error or hint (aria-invalid only while there is an error). */
export const fieldAria = (id: string, error?: string, hint?: unknown) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
});

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

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  Pick<FieldProps, 'label' | 'required' | 'error' | 'hint' | 'className' | 'tone'> & {
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled input with its own id; spread react-hook-form's `register(...)` into it (React 19 passes `ref`). */
export function InputField({ label, required, error, hint, className, tone = 'admin', inputClassName = '', ...input }: InputFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={className} tone={tone}>
      <input
        id={id}
        aria-required={required ? 'true' : undefined}
        {...fieldAria(id, error, hint)}
        {...input}
        className={`${LOOKS[tone].control} ${inputClassName}`.trim()}
      />
    </Field>
  );
}

/** A checkbox with its label and a line under it saying what ticking it does. */
export function CheckboxField({
  id,
  label,
  hint,
  checked,
  onChange,
  className = 'flex items-start gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60',
}: {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 text-steel-700 focus:ring-steel-500 dark:border-slate-500 dark:bg-slate-800"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      </div>
    </div>
  );
}
