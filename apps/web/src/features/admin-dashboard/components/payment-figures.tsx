import { Link } from 'react-router';
import { Banknote, Hourglass } from 'lucide-react';
import type { PaymentFigures as Figures } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { FigureCard } from '~/components/ui/figure-card';
import { dayText, plural } from '~/lib/format';
import { orderHref } from '~/lib/admin-links';
import { rupees } from '../utils/rupees';

/** The orders waiting on their advance, the longest waiting first, each a link to its order. */
function AwaitedOrders({ orders }: { orders: Figures['advanceAwaitedOrders'] }) {
  if (orders.length === 0) return null;
  return (
    <AdminCard>
      <section aria-labelledby="advance-awaited-heading" className="p-4 sm:p-5">
        <h2 id="advance-awaited-heading" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
          Waiting on their advance
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-700/70" data-testid="advance-awaited-orders">
          {orders.map((o) => (
            <li key={o._id}>
              <Link
                to={orderHref(o._id)}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded px-1 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-steel-500 dark:hover:bg-slate-800/60"
              >
                <span className="min-w-0">
                  <span className="font-mono text-xs font-semibold text-steel-700 dark:text-steel-200">{o.Number}</span>{' '}
                  <span className="break-words text-slate-800 dark:text-slate-100">{o.Company}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-300">
                    {o.ProformaNumber}
                    {o.DueDate ? ` · due ${dayText(o.DueDate)}` : ''}
                  </span>
                </span>
                <span className="font-semibold whitespace-nowrap tabular-nums text-slate-900 dark:text-white">{rupees(o.Due)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AdminCard>
  );
}

/** Issue 46: orders in production whose advance is not in (and how much), and the money received this month. */
export function PaymentFigures({ figures }: { figures: Figures | undefined }) {
  if (!figures) return null;
  return (
    <div className="space-y-4">
      <section aria-label="Payments" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FigureCard
          size="sm"
          label="Advance awaited"
          value={rupees(figures.advanceAwaitedValue)}
          hint={`${plural(figures.advanceAwaited, 'order')} in production with an unpaid proforma`}
          icon={Hourglass}
          tone="bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200"
          testId="stat-advance-awaited"
        />
        <FigureCard
          size="sm"
          label="Received this month"
          value={rupees(figures.receivedThisMonthValue)}
          hint={plural(figures.receivedThisMonth, 'payment')}
          icon={Banknote}
          tone="bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-200"
          testId="stat-received-this-month"
        />
      </section>
      <AwaitedOrders orders={figures.advanceAwaitedOrders} />
    </div>
  );
}
