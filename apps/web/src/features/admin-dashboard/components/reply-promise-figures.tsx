import { Link } from 'react-router';
import { AlarmClock, Hourglass } from 'lucide-react';
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

/** Leads still New, and those past the spec's 24-business-hour reply promise, with links to those lists. */
export function ReplyPromiseFigures({ waiting, overdue, loading }: { waiting: number | undefined; overdue: number | undefined; loading: boolean }) {
  return (
    <section aria-label="Reply promise" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FigureCard
        size="lg"
        label="Waiting for a reply"
        hint={<Hint counts="Still New" query="status=New" />}
        value={waiting ?? '—'}
        icon={Hourglass}
        tone="bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-200"
        testId="stat-waiting"
        loading={loading}
      />
      <FigureCard
        size="lg"
        label="Overdue"
        hint={<Hint counts="New after 24 business hours" query="overdue=1" />}
        value={overdue ?? '—'}
        icon={AlarmClock}
        tone="bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-200"
        testId="stat-overdue"
        loading={loading}
      />
    </section>
  );
}
