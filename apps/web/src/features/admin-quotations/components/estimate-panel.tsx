import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Calculator, ChevronDown, Trash2 } from 'lucide-react';
import { ESTIMATE_FORMS, formatMoney, type Currency, type Quotation, type RateTablesWire } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { queryKeys } from '~/lib/query-keys';
import { useEstimateRates } from '../api/rate-tables';
import { liveFigures, needsWeight, newEstimate, savedFiguresFor, STOCK_SIZES, type EstimateFormValues } from '../utils/estimate-form';
import type { QuotationFormLine, QuotationFormValues } from '../utils/quotation-form';
import { NumberField, SelectField, useQuotationFieldError } from './editor-fields';
import { EstimateBuildUp } from './estimate-build-up';
import { EstimateOperations, EstimateProcesses } from './estimate-lists';
import { QuotedBefore, similarQueryOf } from './quoted-before';

const FORM_CHOICES = ESTIMATE_FORMS.map((f) => ({ value: f, label: f }));
const SIZE_LABELS = { Diameter: 'Diameter', AcrossFlats: 'Across flats', Length: 'Length', Width: 'Width', Thickness: 'Thickness' } as const;

/** The figures saved with this estimate on the quotation as loaded (the editor's cached answer), or null. */
function useSavedFigures(estimate: EstimateFormValues, quantity: unknown) {
  const queryClient = useQueryClient();
  const id = useWatch<QuotationFormValues, '_id'>({ name: '_id' });
  const quotation = id ? queryClient.getQueryData<Quotation | null>(queryKeys.quotationDetail(id)) : null;
  return savedFiguresFor(estimate, quantity, quotation?.Lines);
}

/** An estimate opened and closed again without a change is dropped: it would only stop the save. */
const untouched = (estimate: EstimateFormValues, rates: RateTablesWire) => JSON.stringify(estimate) === JSON.stringify(newEstimate(rates));

function EstimateFields({
  lineIndex,
  line,
  rates,
  currency,
}: {
  lineIndex: number;
  line: QuotationFormLine;
  rates: RateTablesWire;
  currency: Currency;
}) {
  const n = lineIndex + 1;
  const estimate = line.Estimate!;
  const at = <K extends string>(field: K) => `Lines.${lineIndex}.Estimate.${field}` as const;
  const materials = rates.Materials.map((m) => ({ value: m.Id, label: `${m.Name} (₹${m.PricePerKg.toLocaleString('en-IN')}/kg)` }));
  if (!rates.Materials.some((m) => m.Id === estimate.MaterialId))
    materials.unshift({ value: estimate.MaterialId, label: `${estimate.MaterialId} (not in Rates)` });
  const breaks = (line.QuantityBreaks ?? []).map((b) => b.Quantity);
  const live = liveFigures(estimate, rates, line.Quantity, breaks);
  const saved = useSavedFigures(estimate, line.Quantity);
  const savedDiffers = saved && 'figures' in live && saved.PricePerPiece !== live.figures.PricePerPiece;
  const query = similarQueryOf(line.DrawingNo, estimate.MaterialId, estimate.Form, estimate.Stock?.Diameter);
  return (
    <div className="grid gap-4 @3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 space-y-4">
        <div className="grid grid-cols-2 gap-3 @xl:grid-cols-4">
          <SelectField
            name={at('MaterialId')}
            label="Material"
            choices={materials}
            className="col-span-2"
            ariaLabel={`Estimate material, line ${n}`}
          />
          <SelectField name={at('Form')} label="Form" choices={FORM_CHOICES} className="col-span-2" ariaLabel={`Estimate form, line ${n}`} />
          {STOCK_SIZES[estimate.Form].map((size) => (
            <NumberField
              key={`${estimate.Form}-${size}`}
              name={at(`Stock.${size}`)}
              label={`${SIZE_LABELS[size]} mm`}
              step="0.01"
              inputClassName="text-right"
              ariaLabel={`Stock ${SIZE_LABELS[size].toLowerCase()} in mm, line ${n}`}
            />
          ))}
          {needsWeight(estimate.Form) ? (
            <NumberField name={at('WeightKg')} label="Weight kg" step="0.001" inputClassName="text-right" ariaLabel={`Weight in kg, line ${n}`} />
          ) : null}
          <NumberField
            name={at('OtherPerPiece')}
            label="Other per piece"
            prefix="₹"
            step="0.01"
            inputClassName="text-right"
            ariaLabel={`Other cost per piece, line ${n}`}
          />
          <NumberField name={at('MarginPercent')} label="Margin %" step="0.01" inputClassName="text-right" ariaLabel={`Margin percent, line ${n}`} />
        </div>
        <EstimateOperations lineIndex={lineIndex} rates={rates} />
        <EstimateProcesses lineIndex={lineIndex} rates={rates} />
      </div>
      <div className="min-w-0 space-y-4">
        {savedDiffers ? (
          <p
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
            data-testid={`line-${n}-estimate-saved-rates`}
          >
            Saved with the rates of its day:{' '}
            <span className="font-semibold tabular-nums">{formatMoney(Math.round(saved.PricePerPiece * 100), 'INR')}</span> a piece. The figures below
            use today’s rates; saved unchanged, the estimate keeps its own.
          </p>
        ) : null}
        <EstimateBuildUp lineIndex={lineIndex} live={live} quantity={line.Quantity} marginPercent={estimate.MarginPercent} currency={currency} />
        <QuotedBefore lineIndex={lineIndex} query={query} currency={currency} />
      </div>
    </div>
  );
}

/**
 * A line's "Estimate" (issue 47, staff only): material, form and stock, operations, outside processes, margin;
 * the build-up worked out live for the line's quantity and its breaks, and what was quoted before. Closed unless
 * the line has an estimate (or one of its fields is in error); never printed for the buyer.
 */
export function EstimatePanel({ lineIndex, currency }: { lineIndex: number; currency: Currency }) {
  const id = useId();
  const n = lineIndex + 1;
  const { setValue, getValues } = useFormContext<QuotationFormValues>();
  const line = useWatch<QuotationFormValues, `Lines.${number}`>({ name: `Lines.${lineIndex}` });
  const rates = useEstimateRates();
  const estimate = line?.Estimate ?? null;
  const [open, setOpen] = useState(estimate !== null);
  const error = useQuotationFieldError(`Lines.${lineIndex}.Estimate`, { items: true });
  const shown = open || Boolean(error);
  const name = `Lines.${lineIndex}.Estimate` as const;

  const toggle = () => {
    const current = getValues(name);
    if (!shown && !current && rates.data) setValue(name, newEstimate(rates.data), { shouldDirty: true });
    if (shown && current && rates.data && untouched(current, rates.data)) setValue(name, null, { shouldDirty: true });
    setOpen(!shown);
  };
  const live = estimate && rates.data ? liveFigures(estimate, rates.data, line.Quantity, []) : null;
  const summary =
    live && 'figures' in live ? `${formatMoney(Math.round(live.figures.PricePerPiece * 100), 'INR')} a piece` : estimate ? 'Incomplete' : '';

  return (
    <div className="mt-3 border-t border-dashed border-slate-200 pt-3 dark:border-slate-700" data-testid={`line-${n}-estimate`}>
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={id}
        aria-label={`Estimate, line ${n}${error ? ', needs attention' : summary ? `, ${summary}` : ''}`}
        onClick={toggle}
        disabled={!rates.data && !estimate}
        className="flex w-full items-center gap-2 rounded-md py-1 text-left text-sm font-semibold text-slate-800 hover:text-steel-700 focus-visible:outline-2 focus-visible:outline-steel-500 disabled:opacity-60 dark:text-slate-100 dark:hover:text-white"
      >
        <Calculator className="h-4 w-4 shrink-0 text-steel-600 dark:text-steel-300" aria-hidden="true" />
        <span>Estimate</span>
        {summary ? (
          <span
            className={`ml-auto text-sm font-normal tabular-nums ${error ? 'text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-300'}`}
          >
            {error ? 'Needs attention' : summary}
          </span>
        ) : (
          <span className="ml-auto text-xs font-normal text-slate-500 dark:text-slate-400">Staff only</span>
        )}
        <ChevronDown className={`h-4 w-4 shrink-0 transition-transform ${shown ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {shown ? (
        <div id={id} className="mt-3">
          {rates.isError ? <p className="text-sm text-red-600 dark:text-red-400">{rates.error.message}</p> : null}
          {estimate && rates.data ? (
            <>
              <EstimateFields lineIndex={lineIndex} line={line} rates={rates.data} currency={currency} />
              <Button
                variant="ghost"
                size="sm"
                className="mt-3 text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10"
                onClick={() => {
                  setValue(name, null, { shouldDirty: true });
                  setOpen(false);
                }}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove estimate
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
