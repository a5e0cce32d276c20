import { Repeat2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { RecordDetail } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { useQuoteAgain } from '../api/quote-again';
import { showActionError } from '../utils/action-error';

type RepeatOf = NonNullable<RecordDetail['RepeatOf']>;

/** The summary with the earlier order's number as a link to it ("Repeat of SO-2026-00017 (last price …)"). */
function SummaryWithLink({ repeatOf }: { repeatOf: RepeatOf }) {
  const link = (
    <Link
      to={`/admin/orders/${encodeURIComponent(repeatOf.OrderId)}`}
      className="font-mono text-xs font-semibold text-steel-700 underline underline-offset-2 dark:text-steel-200"
    >
      {repeatOf.Number}
    </Link>
  );
  const at = repeatOf.Summary.indexOf(repeatOf.Number);
  if (at < 0)
    return (
      <>
        {repeatOf.Summary} ({link})
      </>
    );
  return (
    <>
      {repeatOf.Summary.slice(0, at)}
      {link}
      {repeatOf.Summary.slice(at + repeatOf.Number.length)}
    </>
  );
}

/**
 * A repeat order from the buyer's desk (issue 49): which order it repeats, at what last price, and "Quote again at
 * last prices" (a Draft with the earlier lines, prices and terms, opened at once) while the lead has no quotation.
 */
export function RepeatOrderNote({ leadId, repeatOf, canQuote }: { leadId: string; repeatOf: RepeatOf; canQuote: boolean }) {
  const quoteAgain = useQuoteAgain();
  const navigate = useNavigate();
  const onQuote = () =>
    quoteAgain.mutate(leadId, {
      onSuccess: (quotation) => void navigate(`/admin/quotations/${encodeURIComponent(quotation._id)}`),
      onError: (error) => showActionError(error, 'The quotation could not be prepared.'),
    });
  return (
    <div
      className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 p-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
      data-testid="lead-repeat-of"
    >
      <p className="flex min-w-0 items-start gap-2">
        <Repeat2 className="mt-0.5 h-4 w-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
        <span className="min-w-0 break-words">
          <SummaryWithLink repeatOf={repeatOf} />
        </span>
      </p>
      {canQuote ? (
        <Button variant="steel" size="sm" onClick={onQuote} busy={quoteAgain.isPending} data-testid="quote-again">
          Quote again at last prices
        </Button>
      ) : null}
    </div>
  );
}
