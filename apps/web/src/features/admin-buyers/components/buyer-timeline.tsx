import { Link } from 'react-router';
import { Banknote, FileText, MessageSquare, PackageCheck, ReceiptIndianRupee, type LucideIcon } from 'lucide-react';
import type { BuyerDetail } from '@rp/contract';
import { formatDateTime } from '~/lib/format';
import { buyerTimeline, type TimelineKind } from '../utils/buyer-timeline';

const LOOK: Record<TimelineKind, { icon: LucideIcon; tone: string }> = {
  request: { icon: MessageSquare, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200' },
  quotation: { icon: FileText, tone: 'bg-steel-100 text-steel-700 dark:bg-steel-500/20 dark:text-steel-200' },
  order: { icon: PackageCheck, tone: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200' },
  proforma: { icon: ReceiptIndianRupee, tone: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-200' },
  payment: { icon: Banknote, tone: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-200' },
};

/** Everything the company has with us, newest first: requests, quotations, orders, proformas and payments. */
export function BuyerTimeline({ buyer }: { buyer: BuyerDetail }) {
  const entries = buyerTimeline(buyer);
  if (entries.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">Nothing yet: no request, quotation or order.</p>;
  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-700/70" data-testid="buyer-timeline">
      {entries.map((entry) => {
        const { icon: Icon, tone } = LOOK[entry.kind];
        const number = <span className="font-mono text-xs font-semibold break-all">{entry.number}</span>;
        return (
          <li key={entry.key} className="flex items-start gap-3 py-2.5" data-kind={entry.kind}>
            <span className={`mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${tone}`}>
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-900 dark:text-slate-100">
                <span className="font-medium">{entry.label}</span>
                {entry.href ? (
                  <Link to={entry.href} className="text-steel-700 underline-offset-2 hover:underline dark:text-steel-200">
                    {number}
                  </Link>
                ) : (
                  number
                )}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {entry.state} · {formatDateTime(entry.at)}
              </p>
            </div>
            {entry.amount ? (
              <span className="shrink-0 text-right text-sm font-semibold whitespace-nowrap tabular-nums text-slate-900 dark:text-white">
                {entry.amount}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
