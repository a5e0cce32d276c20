import { useId, type InputHTMLAttributes, type ReactElement, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useFormContext, useFormState, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { Field, fieldAria, fieldLook, type FieldTone } from './field';

/**
 * The field kit bound to the react-hook-form around it (FormProvider): each field registers itself by name and
 * shows that name's error. `typedFormFields<Values>()` gives the same components checked against a form's names.
 */

/** A field's message, or an array's own message (root); with `items`, else the first message of its items. */
export function fieldErrorMessage(error: unknown, { items = false }: { items?: boolean } = {}): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as { message?: unknown; root?: { message?: unknown } } & Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  if (typeof record.root?.message === 'string' && record.root.message) return record.root.message;
  if (!items) return undefined;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref') continue;
    const inner = fieldErrorMessage(value, { items });
    if (inner) return inner;
  }
  return undefined;
}

/** The current error message of a field (nested paths included). */
export function useFieldError(name: string, options?: { items?: boolean }): string | undefined {
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name });
  return fieldErrorMessage(getFieldState(name, formState).error, options);
}

/** '' (an emptied number input) becomes undefined, so the contract says which figure is missing. */
export const numberValue = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

interface BoundProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  /** The accessible name when the visible label is short or repeated ("Quantity, line 2"). */
  ariaLabel?: string;
  options?: RegisterOptions;
  tone?: FieldTone;
  /** Shown after the label's text (e.g. a "Placeholder" badge). */
  labelExtra?: ReactNode;
}

function useBoundControl({ name, required, hint, ariaLabel, options }: BoundProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return {
    id,
    error,
    props: {
      id,
      ...fieldAria(id, error, hint),
      'aria-required': required ? ('true' as const) : undefined,
      'aria-label': ariaLabel,
      ...register(name, options),
    },
  };
}

function Frame({ props, control, children }: { props: BoundProps; control: { id: string; error?: string }; children: ReactNode }) {
  const { label, required, hint, className = '', tone = 'admin', labelExtra } = props;
  return (
    <Field
      id={control.id}
      label={label}
      required={required}
      hint={hint}
      error={control.error}
      className={`min-w-0 ${className}`}
      tone={tone}
      labelExtra={labelExtra}
    >
      {children}
    </Field>
  );
}

/** Separates the kit's own props from the element's attributes. */
function split<P extends BoundProps>(props: P) {
  const { name: _n, label: _l, required: _r, hint: _h, className: _c, ariaLabel: _a, options: _o, tone: _t, labelExtra: _e, ...element } = props;
  return element;
}

type TextFieldProps = BoundProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { inputClassName?: string };

export function TextField(props: TextFieldProps) {
  const { type = 'text', inputClassName = '', autoComplete = 'off', ...input } = split(props);
  const control = useBoundControl(props);
  return (
    <Frame props={props} control={control}>
      <input
        type={type}
        autoComplete={autoComplete}
        {...input}
        {...control.props}
        className={`${fieldLook(props.tone ?? 'admin').control} ${inputClassName}`}
      />
    </Frame>
  );
}

type NumberFieldProps = BoundProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'> & { inputClassName?: string; prefix?: string };

/** A number input whose empty value is undefined (see numberValue); `prefix` is a sign of 1 to 3 characters (₹, US$). */
export function NumberField(props: NumberFieldProps) {
  const { inputClassName = '', prefix, ...input } = split(props);
  const control = useBoundControl({ ...props, options: { ...props.options, setValueAs: numberValue } });
  return (
    <Frame props={props} control={control}>
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
          className={`${fieldLook(props.tone ?? 'admin').control} tabular-nums ${prefix ? (prefix.length > 1 ? 'pl-11' : 'pl-7') : ''} ${inputClassName}`}
        />
      </div>
    </Frame>
  );
}

type TextAreaFieldProps = BoundProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>;

export function TextAreaField(props: TextAreaFieldProps) {
  const { rows = 3, ...textarea } = split(props);
  const control = useBoundControl(props);
  return (
    <Frame props={props} control={control}>
      <textarea rows={rows} {...textarea} {...control.props} className={`${fieldLook(props.tone ?? 'admin').control} resize-y`} />
    </Frame>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

type SelectFieldProps = BoundProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & { choices: readonly SelectOption[]; numeric?: boolean; selectClassName?: string };

/** A select; numeric option values come back as numbers. */
export function SelectField(props: SelectFieldProps) {
  const { choices, numeric, selectClassName = 'pr-8', ...select } = split(props);
  const control = useBoundControl({ ...props, options: numeric ? { ...props.options, setValueAs: numberValue } : props.options });
  return (
    <Frame props={props} control={control}>
      <select {...select} {...control.props} className={`${fieldLook(props.tone ?? 'admin').control} ${selectClassName}`.trim()}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A component's props with `name` (and its options) checked against one form's values. */
type Typed<Values extends FieldValues, P> = (
  props: Omit<P, 'name' | 'options'> & { name: FieldPath<Values>; options?: RegisterOptions<Values, FieldPath<Values>> },
) => ReactElement;

/** The kit's bound fields and error hook, with names checked against `Values`. */
export function typedFormFields<Values extends FieldValues>() {
  return {
    TextField: TextField as Typed<Values, TextFieldProps>,
    NumberField: NumberField as Typed<Values, NumberFieldProps>,
    TextAreaField: TextAreaField as Typed<Values, TextAreaFieldProps>,
    SelectField: SelectField as Typed<Values, SelectFieldProps>,
    useFieldError: useFieldError as (name: FieldPath<Values>, options?: { items?: boolean }) => string | undefined,
  };
}
