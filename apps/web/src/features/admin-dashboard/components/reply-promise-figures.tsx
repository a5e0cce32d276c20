import { Link } from 'react-router';
import { AlarmClock, Hourglass, type LucideIcon } from 'lucide-react';

interface FigureProps {
  label: string;
  hint: string;
  value: number | undefined;
  icon: LucideIcon;
  tone: string;
  query: string;
  testId: string;
  loading: boolean;
}

const linkClass = 'font-medium text-steel-700 underline-offset-2 hover:underline dark:text-steel-300';

function Figure({ label, hint, value, icon: Icon, tone, query, testId, loading }: FigureProps) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700/70 dark:bg-slate-900">
      <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</p>
        <p className="mt-0.5 text-2xl font-bold tabular-nums text-slate-900 dark:text-white" data-testid={testId}>
          {loading ? <span className="inline-block h-7 w-10 animate-pulse rounded bg-slate-200 align-middle dark:bg-slate-700" /> : (value ?? '—')}
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint} ·{' '}
          <Link to={`/admin/quotes?${query}`} className={linkClass}>
            Quotes
          </Link>{' '}
          ·{' '}
          <Link to={`/admin/contacts?${query}`} className={linkClass}>
            Inquiries
          </Link>
        </p>
      </div>
    </div>
  );
}

/** Leads still New, and those past the spec's 24-business-hour reply promise, with links to those lists. */
export function ReplyPromiseFigures({ waiting, overdue, loading }: { waiting: number | undefined; overdue: number | undefined; loading: boolean }) {
  return (
    <section aria-label="Reply promise" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Figure
        label="Waiting for a reply"
        hint="Still New"
        value={waiting}
        icon={Hourglass}
        tone="bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-200"
        query="status=New"
        testId="stat-waiting"
        loading={loading}
      />
      <Figure
        label="Overdue"
        hint="New after 24 business hours"
        value={overdue}
        icon={AlarmClock}
        tone="bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-200"
        query="overdue=1"
        testId="stat-overdue"
        loading={loading}
      />
    </section>
  );
}
