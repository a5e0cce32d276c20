import { Calculator, Scale, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { EstimateFigures90 } from '@rp/contract';
import { FigureCard } from '~/components/ui/figure-card';

/** 0.982 as "98.2 %"; "—" when there is nothing to measure yet. */
export const ratioText = (ratio: number | null) => (ratio === null ? '—' : `${(Math.round(ratio * 1000) / 10).toLocaleString('en-IN')} %`);

/**
 * Issue 47, "Estimates": how the prices quoted over the last 90 days compare with the estimates, and whether a
 * price at or below the estimate wins more often than one above it.
 */
export function EstimateFigures({ figures }: { figures: EstimateFigures90 | undefined }) {
  if (!figures) return null;
  const days = `last ${figures.days} days`;
  return (
    <section aria-labelledby="estimates-heading" className="space-y-3">
      <h2 id="estimates-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        Estimates <span className="text-sm font-normal text-slate-500 dark:text-slate-400">({days})</span>
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label="Lines estimated"
          value={figures.linesEstimated.toLocaleString('en-IN')}
          hint="Lines of sent quotations with an estimate"
          icon={Calculator}
          tone="bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-200"
          testId="stat-lines-estimated"
        />
        <FigureCard
          label="Quoted / estimated"
          value={ratioText(figures.medianQuotedToEstimate)}
          hint="Median of the price quoted to the estimate"
          icon={Scale}
          tone="bg-slate-100 text-slate-700 dark:bg-slate-500/20 dark:text-slate-200"
          testId="stat-quoted-to-estimate"
        />
        <FigureCard
          label="Win rate at or below"
          value={ratioText(figures.winRateAtOrBelow)}
          hint="Decided lines quoted at or below the estimate"
          icon={ThumbsUp}
          tone="bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-200"
          testId="stat-win-rate-at-or-below"
        />
        <FigureCard
          label="Win rate above"
          value={ratioText(figures.winRateAbove)}
          hint="Decided lines quoted above the estimate"
          icon={ThumbsDown}
          tone="bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-200"
          testId="stat-win-rate-above"
        />
      </div>
    </section>
  );
}
