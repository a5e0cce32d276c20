import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { GST_RATE_MAX, GST_RATES_MAX_COUNT, type CompanyProfileBody } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { adminLabelClass, FieldError, FieldHint } from '~/components/ui/field';
import { fieldErrorMessage } from '~/components/ui/form-fields';
import { isGstRate, parseRate, rateText } from '../utils/gst-rates';

type Rate = number | undefined;

/** One rate as a chip: its text kept while typing ("0." on the way to "0.25"), the form given a number. */
function RateChip({
  value,
  index,
  invalid,
  onChange,
  onRemove,
  canRemove,
  onBlur,
}: {
  value: Rate;
  index: number;
  invalid: boolean;
  onChange: (rate: Rate) => void;
  onRemove: () => void;
  canRemove: boolean;
  onBlur: () => void;
}) {
  const [text, setText] = useState(() => rateText(value));
  const [shown, setShown] = useState<Rate>(value);
  // The value changed from outside (a chip before it removed, Discard): show it, unless the text already means it.
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!Object.is(parseRate(text), value)) setText(rateText(value));
  }
  return (
    <li
      className={`flex items-center rounded-full border bg-white pr-1 pl-3 shadow-sm focus-within:ring-2 focus-within:ring-steel-500/30 dark:bg-slate-800 ${
        invalid ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
      }`}
    >
      <input
        type="text"
        inputMode="decimal"
        value={text}
        size={4}
        aria-label={`GST rate ${index + 1} (percent)`}
        aria-invalid={invalid ? true : undefined}
        className="field-sizing-content min-w-[2ch] max-w-[6ch] bg-transparent py-1.5 text-right text-sm text-slate-900 tabular-nums focus:outline-none dark:text-white"
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseRate(event.target.value));
        }}
        onBlur={onBlur}
      />
      <span className="pr-1 pl-0.5 text-sm text-slate-500 dark:text-slate-400" aria-hidden="true">
        %
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="h-7 w-7 rounded-full"
        aria-label={`Remove GST rate ${index + 1}`}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <X className="h-3.5 w-3.5" aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * The GST rates a quotation line may carry (law the Owner keeps, issue 43): 1 to 10 percents from 0 to 40 with
 * at most 2 decimals, saved lowest first.
 */
export function GstRatesField() {
  const id = useId();
  const { control } = useFormContext<CompanyProfileBody>();
  return (
    <Controller
      control={control}
      name="GstRates"
      render={({ field, fieldState }) => {
        const rates: Rate[] = field.value ?? [];
        const errors = fieldState.error as unknown as Record<number, unknown> | undefined;
        const itemError = (i: number) => fieldErrorMessage(errors?.[i]);
        const firstItemError = rates.map((_, i) => itemError(i)).find(Boolean);
        const change = (next: Rate[]) => field.onChange(next);
        return (
          <fieldset className="sm:col-span-2" aria-describedby={`${id}-hint`}>
            <legend className={adminLabelClass}>GST rates</legend>
            <ul className="flex flex-wrap items-center gap-2" data-testid="gst-rates">
              {rates.map((rate, i) => (
                <RateChip
                  key={i}
                  value={rate}
                  index={i}
                  invalid={Boolean(itemError(i)) || Boolean(fieldState.error?.message && !isGstRate(rate))}
                  canRemove={rates.length > 1}
                  onChange={(next) => change(rates.map((r, j) => (j === i ? next : r)))}
                  onRemove={() => change(rates.filter((_, j) => j !== i))}
                  onBlur={field.onBlur}
                />
              ))}
              {rates.length < GST_RATES_MAX_COUNT ? (
                <li>
                  <Button type="button" variant="secondary" size="sm" onClick={() => change([...rates, undefined])}>
                    <Plus className="h-4 w-4" aria-hidden="true" /> Add a rate
                  </Button>
                </li>
              ) : null}
            </ul>
            <FieldHint id={`${id}-hint`}>
              The rates a quotation line may carry, in percent (up to {GST_RATES_MAX_COUNT}, 0 to {GST_RATE_MAX}, at most 2 decimals). Since 22
              September 2025: 5 % and 18 %, 40 % for a few goods. A draft using a rate you remove must change it before its next save.
            </FieldHint>
            <FieldError id={`${id}-error`} message={fieldState.error?.message ?? firstItemError} />
          </fieldset>
        );
      }}
    />
  );
}
