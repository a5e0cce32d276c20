import { Link } from 'react-router';
import { AlarmClock, CalendarClock, Hourglass, Truck } from 'lucide-react';
import type { OrderFigures, QuotationFigures } from '@rp/contract';
import { FigureCard } from '~/components/ui/figure-card';

const linkClass = 'font-medium text-steel-700 underline-offset-2 hover:underline dark:text-steel-300';

/** What the figure counts, then links to the quotes and the inquiries it counts. */
function Hint({ counts, query }: { counts: string; query: string }) {
  return (
    <>
      {counts} ·{' '}
      <Link to={`/admin/quotes?${query}`} className={linkClass}>
        Quotes
      </Link>{' '}
      ·{' '}
      <Link to={`/admin/contacts?${query}`} className={linkClass}>
        Inquiries
      </Link>
    </>
  );
}

const count = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en-GB'));

/**
 * What needs someone today, first on the dashboard (issue 44): new requests waiting for a reply, those past the
 * 24-business-hour promise, late orders and quotations expiring within 7 days. (No advance payments are recorded
 * yet, so "advances awaited" has no card.) A server from before orders or quotations leaves their card out.
 */
export function NeedsAction({
  waiting,
  overdue,
  orders,
  quotations,
  loading,
}: {
  waiting: number | undefined;
  overdue: number | undefined;
  orders: OrderFigures | undefined;
  quotations: QuotationFigures | undefined;
  loading: boolean;
}) {
  return (
    <section aria-labelledby="needs-action-heading" data-testid="needs-action">
      <h2 id="needs-action-heading" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
        Needs action
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          size="lg"
          label="New requests waiting for a reply"
          hint={<Hint counts="Still New" query="status=New" />}
          value={count(waiting)}
          icon={Hourglass}
          tone="bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-200"
          testId="stat-waiting"
          loading={loading}
        />
        <FigureCard
          size="lg"
          label="Overdue"
          hint={<Hint counts="New after 24 business hours" query="overdue=1" />}
          value={count(overdue)}
          icon={AlarmClock}
          tone="bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-200"
          testId="stat-overdue"
          alert={(overdue ?? 0) > 0}
          loading={loading}
        />
        {orders || loading ? (
          <FigureCard
            size="lg"
            label="Late orders"
            value={count(orders?.late)}
            hint={orders?.late ? 'Past the promised date, not dispatched' : 'Every open order is on time'}
            icon={Truck}
            tone="bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-200"
            to="/admin/orders?late=1"
            testId="stat-orders-late"
            alert={(orders?.late ?? 0) > 0}
            loading={loading}
          />
        ) : null}
        {quotations || loading ? (
          <FigureCard
            size="lg"
            label="Quotations expiring within 7 days"
            value={count(quotations?.expiringWithin7Days)}
            hint="Sent or viewed, to follow up"
            icon={CalendarClock}
            tone="bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200"
            to="/admin/quotations?state=Sent&state=Viewed"
            testId="stat-quotations-expiring"
            loading={loading}
          />
        ) : null}
      </div>
    </section>
  );
}
