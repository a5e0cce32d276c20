import { Link } from 'react-router';
import { Factory, Handshake, Truck } from 'lucide-react';
import type { OrderFigures as Figures } from '@rp/contract';
import { FigureCard } from '~/components/ui/figure-card';
import { plural } from '~/lib/format';
import { AdminCard } from '~/components/ui/admin-page';
import { rupees } from '../utils/rupees';

/** Open orders per production stage (and On hold) as bars, each a link to the list filtered by it. */
function StageBars({ figures }: { figures: Figures }) {
  const most = Math.max(1, ...figures.inProductionByStage.map((s) => s.Count));
  return (
    <AdminCard>
      <section aria-labelledby="orders-by-stage-heading" className="p-4 sm:p-5">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="orders-by-stage-heading" className="text-base font-semibold text-slate-900 dark:text-white">
            Orders in production by stage
          </h2>
          <Link to="/admin/orders" className="text-sm font-semibold text-steel-700 hover:text-steel-900 dark:text-steel-300 dark:hover:text-white">
            {plural(figures.inProduction, 'order')} in production
          </Link>
        </div>
        <ul className="space-y-2" data-testid="orders-by-stage">
          {figures.inProductionByStage.map(({ Stage, Count }) => (
            <li key={Stage}>
              <Link
                to={`/admin/orders?stage=${encodeURIComponent(Stage)}`}
                className="grid grid-cols-[9.5rem_minmax(0,1fr)_2.5rem] items-center gap-3 rounded-lg px-1 py-0.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-steel-500 dark:hover:bg-slate-800/60"
                data-stage={Stage}
              >
                <span className="truncate text-slate-700 dark:text-slate-200">{Stage}</span>
                <span className="h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                  <span
                    className={`block h-full rounded-full ${Stage === 'On hold' ? 'bg-amber-500' : 'bg-steel-600 dark:bg-steel-400'}`}
                    style={{ width: `${(Count / most) * 100}%` }}
                  />
                </span>
                <span className="text-right font-semibold tabular-nums text-slate-900 dark:text-white">{Count.toLocaleString('en-GB')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AdminCard>
  );
}

/**
 * Orders (issue 34): in production (Late: NeedsAction), the month's dispatches (their taxable value at the orders' prices) and
 * the month's booked value (Cancelled orders left out) against the quoted value; every amount in rupees.
 */
export function OrderFigures({ figures }: { figures: Figures | undefined }) {
  if (!figures) return null;
  const share =
    figures.quotedThisMonthValue > 0 ? `${Math.round((figures.bookedThisMonthValue / figures.quotedThisMonthValue) * 100)}% of` : 'against';
  return (
    <div className="space-y-4">
      <section aria-label="Orders" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <FigureCard
          size="sm"
          label="In production"
          value={figures.inProduction.toLocaleString('en-GB')}
          hint="Confirmed to ready for dispatch, not on hold"
          icon={Factory}
          tone="bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200"
          to="/admin/orders"
          testId="stat-orders-in-production"
        />
        <FigureCard
          size="sm"
          label="Dispatches this month"
          value={figures.dispatchedThisMonth.toLocaleString('en-GB')}
          hint={`Worth ${rupees(figures.dispatchedThisMonthValue)} before GST, part dispatches included`}
          icon={Truck}
          tone="bg-green-100 text-green-700 dark:bg-green-500/15 dark:text-green-200"
          to="/admin/orders?stage=Dispatched&stage=Delivered"
          testId="stat-orders-dispatched"
        />
        <FigureCard
          size="sm"
          label="Booked this month"
          value={rupees(figures.bookedThisMonthValue)}
          hint={`${plural(figures.bookedThisMonth, 'order')}, ${share} ${rupees(figures.quotedThisMonthValue)} quoted`}
          icon={Handshake}
          tone="bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-200"
          to="/admin/orders"
          testId="stat-orders-booked"
        />
      </section>
      <StageBars figures={figures} />
    </div>
  );
}
