import { Percent, ReceiptIndianRupee, Send } from 'lucide-react';
import type { QuotationFigures as Figures } from '@rp/contract';
import { FigureCard } from '~/components/ui/figure-card';
import { plural } from '~/lib/format';
import { rupees } from '../utils/rupees';

/** Quotations sent this month and their value, the open value and the 90-day win rate (those expiring: NeedsAction). */
export function QuotationFigures({ figures }: { figures: Figures | undefined }) {
  if (!figures) return null;
  const decided = figures.accepted90Days + figures.declined90Days;
  const winRate = figures.winRate90Days === null ? '—' : `${Math.round(figures.winRate90Days * 1000) / 10}%`;
  return (
    <section aria-label="Quotations" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <FigureCard
        label="Quotations sent this month"
        value={figures.sentThisMonth.toLocaleString('en-GB')}
        hint={`Worth ${rupees(figures.sentThisMonthValue)}`}
        icon={Send}
        tone="bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-200"
        to="/admin/quotations"
        testId="stat-quotations-sent"
      />
      <FigureCard
        label="Open value"
        value={rupees(figures.openValue)}
        hint={`${plural(figures.openCount, 'quotation')} sent or viewed, still valid`}
        icon={ReceiptIndianRupee}
        tone="bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-200"
        to="/admin/quotations?state=Sent&state=Viewed"
        testId="stat-quotations-open"
      />
      <FigureCard
        label="Win rate, 90 days"
        value={winRate}
        hint={decided ? `${figures.accepted90Days} accepted of ${decided} decided` : 'No quotation decided yet'}
        icon={Percent}
        tone="bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-200"
        to="/admin/quotations?state=Accepted&state=Declined"
        testId="stat-quotations-win-rate"
      />
    </section>
  );
}
