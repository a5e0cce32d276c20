import { useFormContext } from 'react-hook-form';
import { Check } from 'lucide-react';
import { formatMoney, type Currency, type EstimateComputed } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { notifyError, notifySuccess } from '../utils/action-error';
import { pricesFromEstimate, type LiveFigures } from '../utils/estimate-form';
import type { QuotationFormValues } from '../utils/quotation-form';

const rupees = (value: number) => formatMoney(Math.round(value * 100), 'INR');
const quantityText = (q: number) => q.toLocaleString('en-IN', { maximumFractionDigits: 3 });

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 py-1 ${strong ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-200'}`}
    >
      <dt className="min-w-0">{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The per-piece build-up and the price per break, with "Use these prices" for the line. */
export function EstimateBuildUp({
  lineIndex,
  live,
  quantity,
  marginPercent,
  currency,
}: {
  lineIndex: number;
  live: LiveFigures;
  quantity: unknown;
  marginPercent: unknown;
  currency: Currency;
}) {
  const { getValues, setValue } = useFormContext<QuotationFormValues>();
  const n = lineIndex + 1;
  if ('missing' in live) {
    return (
      <p
        className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300"
        data-testid={`line-${n}-estimate-missing`}
      >
        {live.missing}
      </p>
    );
  }
  const f: EstimateComputed = live.figures;
  const use = () => {
    const line = getValues(`Lines.${lineIndex}`);
    const prices = pricesFromEstimate(line, f, currency, getValues('ExchangeRate'));
    if (!prices) return notifyError('Enter the exchange rate first: the estimate is in rupees.');
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
    setValue(`Lines.${lineIndex}.UnitPrice`, prices.UnitPrice, options);
    prices.QuantityBreaks.forEach((b, j) => setValue(`Lines.${lineIndex}.QuantityBreaks.${j}.UnitPrice`, b.UnitPrice, options));
    const per = (line.Per ?? 1) > 1 ? ` per ${line.Per}` : '';
    notifySuccess(
      `Line ${n}: unit price ${formatMoney(Math.round(prices.UnitPrice * 100), currency)}${per}${prices.QuantityBreaks.length ? ', and its breaks' : ''}.`,
    );
  };
  return (
    <div
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
      data-testid={`line-${n}-estimate-figures`}
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Per piece for {typeof quantity === 'number' ? quantityText(quantity) : '—'}
      </p>
      <dl className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
        <Row
          label="Gross weight"
          value={`${f.GrossWeightKg.toLocaleString('en-IN', { minimumFractionDigits: 3 })} kg`}
          testId={`line-${n}-estimate-weight`}
        />
        <Row label="Material" value={rupees(f.MaterialPerPiece)} />
        <Row label="Machining" value={rupees(f.MachiningPerPiece)} />
        <Row label="Processes" value={rupees(f.ProcessesPerPiece)} />
        <Row label="Cost" value={rupees(f.CostPerPiece)} strong />
        <Row
          label={`Price (margin ${typeof marginPercent === 'number' ? marginPercent : '—'} %)`}
          value={rupees(f.PricePerPiece)}
          strong
          testId={`line-${n}-estimate-price`}
        />
      </dl>
      {f.Breaks.length ? (
        <table className="mt-2 w-full text-sm">
          <caption className="text-left text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Quantity breaks</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Quantity</th>
              <th scope="col">Price per piece</th>
            </tr>
          </thead>
          <tbody>
            {f.Breaks.map((b) => (
              <tr key={b.Quantity} className="text-slate-700 dark:text-slate-200">
                <td className="py-0.5 tabular-nums">{quantityText(b.Quantity)}</td>
                <td className="py-0.5 text-right tabular-nums" data-testid={`line-${n}-estimate-break-${b.Quantity}`}>
                  {rupees(b.PricePerPiece)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Button variant="steel" size="sm" className="mt-3 w-full" onClick={use}>
        <Check className="h-4 w-4" aria-hidden="true" /> Use these prices
      </Button>
    </div>
  );
}
