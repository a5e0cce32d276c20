import type { AccountSummary } from '@rp/contract';
import { LogOut, Search } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { DeskOrders } from './desk-orders';
import { DeskProformas } from './desk-proformas';
import { DeskQuotations } from './desk-quotations';
import { DeskRequests } from './desk-requests';
import { cardClass, linkClass, mutedClass } from '../utils/desk-format';

/** Newer / older pages: one page number for all four lists, so an older page goes on while any list has more. */
function DeskPager({ summary, search }: { summary: AccountSummary; search: string }) {
  const lists = [summary.Requests, summary.Quotations, summary.Orders, summary.Proformas];
  const page = summary.Requests.Page;
  const more = lists.some((list) => list.Page * list.PageSize < list.Total);
  if (page <= 1 && !more) return null;
  const href = (to: number) => {
    const params = new URLSearchParams();
    if (search) params.set('search', search);
    if (to > 1) params.set('page', String(to));
    const qs = params.toString();
    return `/account${qs ? `?${qs}` : ''}`;
  };
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <a href={href(page - 1)} className={linkClass} rel="prev">
          Newer
        </a>
      ) : (
        <span />
      )}
      <p className={`text-sm ${mutedClass}`}>Page {page}</p>
      {more ? (
        <a href={href(page + 1)} className={linkClass} rel="next">
          Older
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The buyer's desk with a session: who is signed in, sign out (here or everywhere), a search by reference, PO or
 * drawing number (a GET form), then requests, quotations, orders and proformas, newest first and paged.
 */
export function DeskView({ summary, search }: { summary: AccountSummary; search: string }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <section aria-labelledby="desk-who" className={`${cardClass} flex flex-wrap items-center justify-between gap-4`}>
        <div className="min-w-0">
          <h2 id="desk-who" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            Signed in as
          </h2>
          <p className="mt-1 text-base font-bold break-words text-steel-950 sm:text-lg dark:text-white" data-testid="desk-email">
            {summary.Email}
          </p>
          {summary.Company ? <p className="text-slate-700 dark:text-slate-300">{summary.Company}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <form method="post" action="/account">
            <input type="hidden" name="intent" value="logout" />
            <button type="submit" className={buttonClass('outline', 'sm')}>
              <LogOut aria-hidden="true" className="size-4" /> Sign out
            </button>
          </form>
          <form method="post" action="/account">
            <input type="hidden" name="intent" value="logout-everywhere" />
            <button type="submit" className={buttonClass('outline', 'sm')}>
              Sign out everywhere
            </button>
          </form>
        </div>
      </section>

      <form method="get" action="/account" role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="desk-search" className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">
            Search by reference, PO or drawing number
          </label>
          <input id="desk-search" name="search" type="search" defaultValue={search} maxLength={100} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass('dark', 'md')}>
          <Search aria-hidden="true" className="size-4" /> Search
        </button>
        {search ? (
          <a href="/account" className={`${linkClass} py-2.5`}>
            Show everything
          </a>
        ) : null}
      </form>

      <DeskRequests requests={summary.Requests} />
      <DeskQuotations quotations={summary.Quotations} />
      <DeskOrders orders={summary.Orders} />
      <DeskProformas proformas={summary.Proformas} />
      <DeskPager summary={summary} search={search} />
    </div>
  );
}
