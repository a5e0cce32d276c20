import type { Order } from '@rp/contract';
import { TotalsTable } from '~/components/ui/totals-table';
import { rupeesText } from '../utils/order-text';

/** The order's frozen totals as accepted: taxable value, tax per rate, round off, grand total and the amount in words. */
export function OrderTotals({ order }: { order: Pick<Order, 'Totals' | 'TaxSummary' | 'TaxMode'> }) {
  const figures = { TaxMode: order.TaxMode, TaxSummary: order.TaxSummary, Totals: order.Totals, AmountInWords: order.Totals.AmountInWords };
  return <TotalsTable figures={figures} money={rupeesText} testId="order-totals" />;
}
