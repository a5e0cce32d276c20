import { Link } from 'react-router';
import { FilePlus2 } from 'lucide-react';
import type { RecordKind } from '@rp/contract';
import { buttonClass } from '~/components/ui/button';
import { useLeadQuotations } from '../api/lead-quotations';
import { formatDateTime } from '~/lib/format';
import { moneyText } from '../utils/money-text';
import { RepeatOrderNote } from './repeat-order-note';
import { QuotationStateBadge } from './state-badge';

export interface LeadQuotationsProps {
  lead: { _id: string };
  kind: RecordKind;
}

/** In a lead's detail: its quotation and revisions, and "Prepare quotation" while it has none. */
export function LeadQuotations({ lead, kind }: LeadQuotationsProps) {
  const { quotations: found, order, repeatOf, isPending, isError } = useLeadQuotations(lead, kind);
  const prepare = `/admin/quotations/new?lead=${encodeURIComponent(lead._id)}&kind=${kind}`;
  const quotations = found ?? [];
  const latest = quotations.at(-1);
  return (
    <section aria-labelledby={`lead-quotations-${lead._id}`} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700/70">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`lead-quotations-${lead._id}`} className="text-sm font-semibold text-slate-900 dark:text-white">
          Quotation
        </h3>
        {isPending ? null : latest ? (
          <Link to={`/admin/quotations/${encodeURIComponent(latest._id)}`} className={buttonClass('secondary', 'sm')}>
            Open {latest.Number}
          </Link>
        ) : (
          <Link to={prepare} className={buttonClass('steel', 'sm')} data-testid="prepare-quotation">
            <FilePlus2 className="h-4 w-4" aria-hidden="true" /> Prepare quotation
          </Link>
        )}
      </div>
      {repeatOf ? <RepeatOrderNote leadId={lead._id} repeatOf={repeatOf} canQuote={!isPending && !latest} /> : null}
      {isPending ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Loading quotations…</p>
      ) : isError ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300">The quotations could not be loaded.</p>
      ) : quotations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">No quotation yet: prepare one with this request's buyer details.</p>
      ) : (
        <ol className="mt-2 divide-y divide-slate-100 dark:divide-slate-800" data-testid="lead-quotations">
          {quotations.map((q) => (
            <li key={q._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <Link
                  to={`/admin/quotations/${encodeURIComponent(q._id)}`}
                  className="font-mono text-xs font-semibold text-steel-700 underline-offset-2 hover:underline dark:text-steel-200"
                >
                  {q.Number}
                </Link>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {q.SentAt ? `Sent ${formatDateTime(q.SentAt)}` : `Created ${formatDateTime(q.CreatedAt)}`}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <span className="text-xs tabular-nums">{moneyText(q.GrandTotal, q.Currency)}</span>
                <QuotationStateBadge state={q.State} />
              </span>
            </li>
          ))}
        </ol>
      )}
      {order ? (
        <p
          className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2 text-sm dark:border-slate-800"
          data-testid="lead-order"
        >
          <span className="text-slate-600 dark:text-slate-300">
            Accepted: order{' '}
            <Link
              to={`/admin/orders/${encodeURIComponent(order._id)}`}
              className="font-mono text-xs font-semibold text-steel-700 underline-offset-2 hover:underline dark:text-steel-200"
            >
              {order.Number}
            </Link>
          </span>
          <span className="text-xs font-semibold text-slate-700 dark:text-slate-200">{order.Stage}</span>
        </p>
      ) : null}
    </section>
  );
}
