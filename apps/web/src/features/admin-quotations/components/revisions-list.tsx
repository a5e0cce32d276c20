import { Link } from 'react-router';
import type { QuotationRevisionSummary } from '@rp/contract';
import { formatDateTime } from '~/lib/format';
import { moneyText } from '../utils/money-text';
import { QuotationStateBadge } from './state-badge';

/**
 * Every revision of the lead's quotation, oldest first; the one on screen is marked; each total in its own currency.
 */
export function RevisionsList({ revisions, currentId }: { revisions: QuotationRevisionSummary[]; currentId: string }) {
  if (revisions.length === 0) return null;
  return (
    <section
      aria-labelledby="revisions-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700/70 dark:bg-slate-900"
    >
      <h2 id="revisions-heading" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
        Revisions
      </h2>
      <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="revisions">
        {revisions.map((r) => {
          const current = r._id === currentId;
          return (
            <li key={r._id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
              <span className="min-w-0">
                {current ? (
                  <span className="font-mono text-xs font-semibold text-slate-900 dark:text-white" aria-current="page">
                    {r.Number} <span className="font-sans font-normal text-slate-500 dark:text-slate-400">(this one)</span>
                  </span>
                ) : (
                  <Link
                    to={`/admin/quotations/${encodeURIComponent(r._id)}`}
                    className="font-mono text-xs font-semibold text-steel-700 underline-offset-2 hover:underline dark:text-steel-200"
                  >
                    {r.Number}
                  </Link>
                )}
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {r.SentAt ? `Sent ${formatDateTime(r.SentAt)}` : `Created ${formatDateTime(r.CreatedAt)}`}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <span className="text-xs tabular-nums text-slate-600 dark:text-slate-300">{moneyText(r.GrandTotal, r.Currency)}</span>
                <QuotationStateBadge state={r.State} />
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
