import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { formatMoney, QUOTATION_LIMITS, QUOTATION_UNITS, type Currency } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { lineTaxableOf } from '../utils/live-totals';
import { currencySymbol } from '../utils/money-text';
import { defaultGstRate, emptyLine, type QuotationFormValues } from '../utils/quotation-form';
import { PER_CHOICES, rateChoices } from '../utils/rate-choices';
import { EditorSection, NumberField, SelectField, TextAreaField, TextField, useQuotationFieldError } from './editor-fields';
import { EstimatePanel } from './estimate-panel';
import { QuantityBreaks } from './quantity-breaks';

const UNIT_CHOICES = QUOTATION_UNITS.map((u) => ({ value: u, label: u }));

interface LineCardProps {
  index: number;
  count: number;
  /** The company profile's GST rates. */
  rates: readonly number[];
  currency: Currency;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

function LineTaxable({ index, currency }: { index: number; currency: Currency }) {
  const line = useWatch<QuotationFormValues, `Lines.${number}`>({ name: `Lines.${index}` });
  const minor = lineTaxableOf(line);
  return (
    <p className="text-right text-sm text-slate-500 dark:text-slate-400">
      Taxable{' '}
      <span className="font-semibold text-slate-900 tabular-nums dark:text-white" data-testid={`line-${index + 1}-taxable`}>
        {minor === null ? '—' : formatMoney(minor, currency)}
      </span>
    </p>
  );
}

/** One line as a card: its fields in a grid that widens with the card (container queries). */
function LineCard({ index, count, rates, currency, onMove, onRemove }: LineCardProps) {
  const n = index + 1;
  const at = <K extends string>(field: K) => `Lines.${index}.${field}` as const;
  const rate = useWatch<QuotationFormValues, `Lines.${number}.GstRate`>({ name: `Lines.${index}.GstRate` });
  const sign = currencySymbol(currency);
  return (
    <li
      className="@container rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:p-4 dark:border-slate-700/70 dark:bg-slate-800/30"
      data-testid={`line-${n}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Line {n}</h3>
        <div className="flex items-center gap-1">
          <LineTaxable index={index} currency={currency} />
          <Button variant="ghost" size="icon" onClick={() => onMove(index, index - 1)} disabled={index === 0} aria-label={`Move line ${n} up`}>
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onMove(index, index + 1)}
            disabled={index === count - 1}
            aria-label={`Move line ${n} down`}
          >
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onRemove(index)}
            disabled={count === 1}
            aria-label={`Remove line ${n}`}
            className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 @xl:grid-cols-4 @4xl:grid-cols-6">
        <TextAreaField
          name={at('Description')}
          label="Description"
          required
          rows={2}
          className="col-span-2 @xl:col-span-4 @4xl:col-span-6"
          ariaLabel={`Description, line ${n}`}
        />
        <TextField name={at('DrawingNo')} label="Drawing no." ariaLabel={`Drawing no., line ${n}`} />
        <TextField name={at('DrawingRev')} label="Revision" maxLength={QUOTATION_LIMITS.drawingRevMax} ariaLabel={`Drawing revision, line ${n}`} />
        <TextField name={at('Material')} label="Material / grade" ariaLabel={`Material / grade, line ${n}`} />
        <TextField name={at('Finish')} label="Finish" ariaLabel={`Finish, line ${n}`} />
        <TextField name={at('HSN')} label="HSN" required inputMode="numeric" maxLength={8} ariaLabel={`HSN, line ${n}`} />
        <TextField name={at('LeadTime')} label="Lead time" placeholder="3-4 weeks" ariaLabel={`Lead time, line ${n}`} />
        <NumberField name={at('Quantity')} label="Quantity" required step="0.001" ariaLabel={`Quantity, line ${n}`} />
        <SelectField name={at('Unit')} label="Unit" choices={UNIT_CHOICES} ariaLabel={`Unit, line ${n}`} />
        <NumberField name={at('UnitPrice')} label="Unit price" prefix={sign} required step="0.01" ariaLabel={`Unit price, line ${n}`} />
        <SelectField name={at('Per')} label="Per" numeric choices={PER_CHOICES} ariaLabel={`Per, line ${n}`} />
        <NumberField name={at('DiscountPercent')} label="Discount %" step="0.01" max={100} ariaLabel={`Discount %, line ${n}`} />
        <SelectField name={at('GstRate')} label="GST rate" numeric choices={rateChoices(rates, rate)} ariaLabel={`GST rate, line ${n}`} />
      </div>
      <QuantityBreaks lineIndex={index} currency={currency} />
      <EstimatePanel lineIndex={index} currency={currency} />
    </li>
  );
}

/** The quotation's lines (1 to 100): add, remove, move up and down; rates from the company profile. */
export function LineItems({ rates }: { rates: readonly number[] }) {
  const { control } = useFormContext<QuotationFormValues>();
  const currency = useWatch<QuotationFormValues, 'Currency'>({ name: 'Currency' }) ?? 'INR';
  const { fields, append, remove, move } = useFieldArray({ control, name: 'Lines' });
  const error = useQuotationFieldError('Lines');
  const full = fields.length >= QUOTATION_LIMITS.linesMax;
  return (
    <EditorSection
      id="lines-heading"
      title="Lines"
      description={`One line per part; a price may be for 100 or 1000 units. Quantity breaks are alternatives the buyer may choose; they never enter the total. ${fields.length} of ${QUOTATION_LIMITS.linesMax}.`}
    >
      {error ? (
        <p role="alert" className="mb-3 text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <LineCard key={field.id} index={index} count={fields.length} rates={rates} currency={currency} onMove={move} onRemove={remove} />
        ))}
      </ol>
      <Button
        variant="secondary"
        className="mt-3 w-full sm:w-auto"
        onClick={() => append(emptyLine({ GstRate: defaultGstRate(rates) }))}
        disabled={full}
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> Add line
      </Button>
    </EditorSection>
  );
}
