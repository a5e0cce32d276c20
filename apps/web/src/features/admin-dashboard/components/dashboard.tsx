import { Link } from 'react-router';
import { ArrowRight, FileText, Mail, MessageSquare, Package, Plus, ReceiptIndianRupee, RefreshCw, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { INDIA_TIME_ZONE, recordKindOf, type ActivityItem } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { FigureCard } from '~/components/ui/figure-card';
import { Button, buttonClass } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { EstimateFigures } from './estimate-figures';
import { GoLiveChecklist } from './go-live-checklist';
import { LeadSources } from './lead-sources';
import { NeedsAction } from './needs-action';
import { OrderFigures } from './order-figures';
import { PaymentFigures } from './payment-figures';
import { QuotationFigures } from './quotation-figures';
import { QuotesChart } from './quotes-chart';

/** Greets by the hour in India, where the business is, whatever the browser's own time zone. */
function greeting(now = new Date()): string {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: INDIA_TIME_ZONE }).format(now));
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** 'November 2026' for the month the chart covers (the server's calendar), else the current month. */
function monthLabel(firstDay: string | undefined): string {
  const match = firstDay ? /^(\d{4})-(\d{2})/.exec(firstDay) : null;
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)) : new Date();
  return date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function ActivityRow({ item, renderStatus }: { item: ActivityItem; renderStatus: RenderStatus }) {
  const isQuote = recordKindOf(item.Types) === 'quote';
  const Icon = isQuote ? FileText : MessageSquare;
  const to = `${isQuote ? '/admin/quotes' : '/admin/contacts'}?open=${encodeURIComponent(item._id)}`;
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-steel-500 sm:px-5 dark:hover:bg-slate-800/50"
      >
        <span
          className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${
            isQuote
              ? 'bg-steel-100 text-steel-700 dark:bg-steel-500/20 dark:text-steel-200'
              : 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-200'
          }`}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">
            {isQuote ? 'Quote request' : 'Contact inquiry'} from {item.Title || 'Unknown'}
          </span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">{formatDateTime(item.createdAt)}</span>
        </span>
        {renderStatus(item.Status)}
      </Link>
    </li>
  );
}

/** Draws a record status; the records feature owns the badge, the app passes it in. */
export type RenderStatus = (status: string) => ReactNode;

export function Dashboard({ renderStatus, name }: { renderStatus: RenderStatus; name: string }) {
  const { data, isPending, isError, refetch, isFetching } = useDashboardSummary();
  const loading = isPending;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {greeting()}, {name}
          </h1>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            Here is what is happening with your quotes, inquiries and catalogue today.
          </p>
        </div>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {new Date().toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE })}
        </p>
      </div>

      {isError ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
        >
          <span>The dashboard figures could not be loaded.</span>
          <Button variant="secondary" size="sm" onClick={() => void refetch()} busy={isFetching}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" /> Try again
          </Button>
        </div>
      ) : null}

      <NeedsAction waiting={data?.waitingForReply} overdue={data?.overdue} orders={data?.orders} quotations={data?.quotations} loading={loading} />

      <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          size="lg"
          label="New Quote Requests"
          hint="Quote requests with status New"
          value={data?.newQuotes ?? '—'}
          icon={FileText}
          tone="bg-blue-100 text-blue-700 dark:bg-blue-500/15 dark:text-blue-200"
          to="/admin/quotes"
          testId="stat-new-quotes"
          hintTestId="stat-new-quotes-counts"
          loading={loading}
        />
        <FigureCard
          size="lg"
          label="Pending Contact Messages"
          hint="Inquiries with status New or Pending"
          value={data?.pendingInquiries ?? '—'}
          icon={Mail}
          tone="bg-orange-100 text-orange-700 dark:bg-orange-500/15 dark:text-orange-200"
          to="/admin/contacts"
          testId="stat-pending-inquiries"
          hintTestId="stat-pending-inquiries-counts"
          loading={loading}
        />
        <FigureCard
          size="lg"
          label="Total Products"
          hint="Products in the public catalogue"
          value={data?.totalProducts ?? '—'}
          icon={Package}
          tone="bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-200"
          to="/admin/products"
          testId="stat-total-products"
          hintTestId="stat-total-products-counts"
          loading={loading}
        />
        <FigureCard
          size="lg"
          label="Admin Users"
          hint="Accounts that can log in here"
          value={data?.adminUsers ?? '—'}
          icon={Users}
          tone="bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-200"
          testId="stat-admin-users"
          hintTestId="stat-admin-users-counts"
          loading={loading}
        />
      </section>

      <GoLiveChecklist />

      {/* A server from before quotations answers without them. */}
      <QuotationFigures figures={data?.quotations} />

      {/* Orders (issue 34): likewise absent from an older server's answer. */}
      <OrderFigures figures={data?.orders} />
      <PaymentFigures figures={data?.payments} />
      <EstimateFigures figures={data?.estimates} />

      <LeadSources figures={data?.leadSources} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <AdminCard>
            <section aria-labelledby="quotes-month-heading" className="p-4 sm:p-5">
              <div className="mb-3 flex items-baseline justify-between gap-2">
                <h2 id="quotes-month-heading" className="text-base font-semibold text-slate-900 dark:text-white">
                  Quotes This Month
                </h2>
                <span className="text-xs text-slate-500 dark:text-slate-400">{monthLabel(data?.quotesThisMonth[0]?.date)}</span>
              </div>
              {loading ? (
                <div className="h-48 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
              ) : (
                <QuotesChart data={data?.quotesThisMonth} />
              )}
            </section>
          </AdminCard>

          <AdminCard>
            <section aria-labelledby="recent-activity-heading">
              <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-5 dark:border-slate-700/70">
                <h2 id="recent-activity-heading" className="text-base font-semibold text-slate-900 dark:text-white">
                  Recent Activity
                </h2>
                <Link
                  to="/admin/quotes"
                  className="inline-flex items-center gap-1 rounded text-sm font-semibold text-steel-700 hover:text-steel-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-steel-500 dark:text-steel-300 dark:hover:text-white"
                >
                  View All <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </div>
              {loading ? (
                <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-hidden="true">
                  {[0, 1, 2].map((i) => (
                    <li key={i} className="flex items-center gap-3 px-5 py-3">
                      <span className="h-9 w-9 animate-pulse rounded-full bg-slate-200 dark:bg-slate-700" />
                      <span className="h-4 flex-1 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
                    </li>
                  ))}
                </ul>
              ) : data && data.recentActivity.length > 0 ? (
                <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="recent-activity">
                  {data.recentActivity.map((item) => (
                    <ActivityRow key={`${item.Types}-${item._id}`} item={item} renderStatus={renderStatus} />
                  ))}
                </ul>
              ) : (
                <p className="px-5 py-8 text-center text-sm text-slate-500 dark:text-slate-400">No quote requests or inquiries yet.</p>
              )}
            </section>
          </AdminCard>
        </div>

        <AdminCard className="h-fit">
          <section aria-labelledby="quick-actions-heading" className="p-4 sm:p-5">
            <h2 id="quick-actions-heading" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
              Quick Actions
            </h2>
            <div className="flex flex-col gap-2">
              <Link to="/admin/products" className={buttonClass('steel', 'md', 'w-full justify-start')}>
                <Plus className="h-4 w-4" aria-hidden="true" /> Add New Product
              </Link>
              <Link to="/admin/quotes" className={buttonClass('secondary', 'md', 'w-full justify-start')}>
                <FileText className="h-4 w-4" aria-hidden="true" /> Review Quote Requests
              </Link>
              <Link to="/admin/quotations/new" className={buttonClass('secondary', 'md', 'w-full justify-start')}>
                <ReceiptIndianRupee className="h-4 w-4" aria-hidden="true" /> New Quotation
              </Link>
              <Link to="/admin/contacts" className={buttonClass('secondary', 'md', 'w-full justify-start')}>
                <Mail className="h-4 w-4" aria-hidden="true" /> Answer Contact Inquiries
              </Link>
            </div>
          </section>
        </AdminCard>
      </div>
    </div>
  );
}
