import { Fragment, type ReactNode } from 'react';
import type { Order, TaxMode } from '@rp/contract';
import { rupeesText } from '../utils/order-text';

function Row({ label, value, testId, strong = false }: { label: ReactNode; value: number; testId: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-1 ${strong ? 'text-base font-bold text-slate-900 dark:text-white' : 'text-sm'}`}>
      <dt className={strong ? '' : 'text-slate-600 dark:text-slate-300'}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {rupeesText(value)}
      </dd>
    </div>
  );
}

const MODE_TEXT: Record<TaxMode, string> = {
  'CGST+SGST': 'Within the state: CGST + SGST',
  IGST: 'Another state: IGST',
  Export: 'Outside India: no GST',
};

/** The order's frozen totals as accepted: taxable value, tax per rate, round off, grand total and the amount in words. */
export function OrderTotals({ order }: { order: Pick<Order, 'Totals' | 'TaxSummary' | 'TaxMode'> }) {
  const { Totals, TaxSummary, TaxMode: mode } = order;
  const taxed = mode === 'Export' ? [] : TaxSummary.filter((r) => r.GstRate > 0);
  return (
    <div data-testid="order-totals" data-tax-mode={mode}>
      <p className="mb-2 inline-flex rounded-full bg-steel-50 px-2.5 py-0.5 text-xs font-semibold text-steel-800 ring-1 ring-steel-600/20 ring-inset dark:bg-steel-500/15 dark:text-steel-100 dark:ring-steel-400/30">
        {MODE_TEXT[mode]}
      </p>
      <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        <Row label="Taxable value" value={Totals.Taxable} testId="total-taxable" />
        {taxed.map((r) => {
          const on = taxed.length > 1 ? ` on ${rupeesText(r.Taxable)}` : '';
          return mode === 'CGST+SGST' ? (
            <Fragment key={r.GstRate}>
              <Row label={`CGST ${r.GstRate / 2}%${on}`} value={r.CGST} testId={`total-cgst-${r.GstRate}`} />
              <Row label={`SGST ${r.GstRate / 2}%${on}`} value={r.SGST} testId={`total-sgst-${r.GstRate}`} />
            </Fragment>
          ) : (
            <Row key={r.GstRate} label={`IGST ${r.GstRate}%${on}`} value={r.IGST} testId={`total-igst-${r.GstRate}`} />
          );
        })}
        <Row label="Round off" value={Totals.RoundOff} testId="total-round-off" />
        <Row label="Grand total" value={Totals.GrandTotal} testId="grand-total" strong />
      </dl>
      <p className="mt-2 text-sm text-slate-600 italic dark:text-slate-300" data-testid="amount-in-words">
        {Totals.AmountInWords}
      </p>
    </div>
  );
}
