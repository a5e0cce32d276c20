import { useWatch, type Control } from 'react-hook-form';
import { liveTotals, type LiveTotals } from '../utils/live-totals';
import type { QuotationFormValues } from '../utils/quotation-form';
import { TotalsTable } from '~/components/ui/totals-table';

/** The totals of what is on screen, recomputed on every change with the contract's totals function. */
export function useLiveTotals(control: Control<QuotationFormValues>, companyStateCode: string): LiveTotals {
  const [Lines, Charges, Buyer] = useWatch({ control, name: ['Lines', 'Charges', 'Buyer'] });
  return liveTotals({ Lines, Charges, Buyer }, companyStateCode);
}

export function LiveTotalsPanel({ live, exportNote }: { live: LiveTotals; exportNote: string }) {
  return (
    <section
      aria-labelledby="totals-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700/70 dark:bg-slate-900"
    >
      <h2 id="totals-heading" className="mb-2 text-base font-semibold text-slate-900 dark:text-white">
        Totals
      </h2>
      <TotalsTable figures={live.totals} exportNote={exportNote} incomplete={live.incomplete} />
    </section>
  );
}
