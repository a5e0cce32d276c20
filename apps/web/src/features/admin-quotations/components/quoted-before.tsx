import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useFormContext } from 'react-hook-form';
import { formatMoney, type Currency, type SimilarLine } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { Pill } from '~/components/ui/pill';
import { dayText } from '~/lib/format';
import { quotationHref } from '~/lib/admin-links';
import { useQuotedBefore, type SimilarQuery } from '../api/estimate-similar';
import { notifySuccess } from '../utils/action-error';
import type { QuotationFormValues } from '../utils/quotation-form';

const OUTCOME_TONES: Record<SimilarLine['State'], string> = {
  won: 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-500/15 dark:text-green-200 dark:ring-green-400/30',
  lost: 'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-200 dark:ring-red-400/30',
  open: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-700/50 dark:text-slate-200 dark:ring-slate-400/30',
};

/** The value once it has stayed the same for `ms` (a drawing number being typed asks once, not per key). */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the JSON key stands for the value
  }, [key, ms]);
  return settled;
}

/** What the look-up asks: the line's drawing number, the estimate's material, a round bar's diameter. */
export function similarQueryOf(drawingNo: unknown, materialId: unknown, form: unknown, diameter: unknown): SimilarQuery | null {
  const drawing = typeof drawingNo === 'string' ? drawingNo.trim() : '';
  const material = typeof materialId === 'string' ? materialId : '';
  if (!drawing && !material) return null;
  return {
    ...(drawing ? { DrawingNo: drawing } : {}),
    ...(material ? { MaterialId: material } : {}),
    ...(form === 'Round bar' && typeof diameter === 'number' && diameter > 0 ? { Diameter: diameter } : {}),
  };
}

/** "Quoted before": up to 10 earlier lines for this drawing, or of this material and size; one click copies a price. */
export function QuotedBefore({ lineIndex, query, currency }: { lineIndex: number; query: SimilarQuery | null; currency: Currency }) {
  const { setValue } = useFormContext<QuotationFormValues>();
  const similar = useQuotedBefore(useSettled(query));
  const n = lineIndex + 1;
  const rows = similar.data ?? [];
  const use = (row: SimilarLine) => {
    setValue(`Lines.${lineIndex}.UnitPrice`, row.UnitPrice, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    notifySuccess(`Line ${n}: unit price ${formatMoney(Math.round(row.UnitPrice * 100), currency)}, as in ${row.Number}.`);
  };
  return (
    <section aria-labelledby={`line-${n}-quoted-before`} className="min-w-0">
      <h4 id={`line-${n}-quoted-before`} className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Quoted before
      </h4>
      {query === null ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Enter a drawing number or pick a material.</p>
      ) : similar.isError ? (
        <p className="mt-1 text-sm text-red-600 dark:text-red-400">{similar.error.message}</p>
      ) : similar.isPending ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Looking…</p>
      ) : rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400" data-testid={`line-${n}-quoted-before-none`}>
          Nothing quoted before for this drawing, material and size.
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-700" data-testid={`line-${n}-quoted-before-list`}>
          {rows.map((row) => (
            <li key={`${row.QuotationId}-${row.Description}-${row.Quantity}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <div className="min-w-0 flex-1 basis-48">
                <Link
                  to={quotationHref(row.QuotationId)}
                  className="font-mono text-xs font-semibold text-steel-700 hover:underline dark:text-steel-200"
                >
                  {row.Number}
                </Link>{' '}
                <span className="text-slate-500 dark:text-slate-400">{dayText(row.Date)}</span>
                <span className="block break-words text-slate-800 dark:text-slate-100">
                  {row.Company || '—'}
                  {row.Match === 'drawing' ? <span className="text-slate-500 dark:text-slate-400"> · same drawing</span> : null}
                </span>
              </div>
              <span className="text-right whitespace-nowrap tabular-nums text-slate-700 dark:text-slate-200">
                {row.Quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 })} ×{' '}
                <span className="font-semibold text-slate-900 dark:text-white">
                  {formatMoney(Math.round(row.UnitPrice * 100), row.Currency as Currency)}
                </span>
              </span>
              <Pill tone={OUTCOME_TONES[row.State]}>{row.State}</Pill>
              <Button
                variant="secondary"
                size="sm"
                disabled={row.Currency !== currency}
                title={row.Currency !== currency ? `Quoted in ${row.Currency}` : undefined}
                onClick={() => use(row)}
                aria-label={`Use price ${formatMoney(Math.round(row.UnitPrice * 100), row.Currency as Currency)} of ${row.Number} for line ${n}`}
              >
                Use price
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
