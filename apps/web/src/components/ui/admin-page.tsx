import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Inbox, LoaderCircle, RefreshCw, Search } from 'lucide-react';
import { buyerHref, leadHref } from '~/lib/admin-links';
import { Button, buttonClass } from './button';

/** Title row of an admin screen. */
export function AdminPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** Refresh in a list's title row: busy while a refetch runs (not during the first load, which shows its own spinner). */
export function AdminRefreshButton({ query }: { query: { refetch: () => unknown; isFetching: boolean; isPending: boolean } }) {
  const busy = query.isFetching && !query.isPending;
  return (
    <Button variant="secondary" size="sm" onClick={() => void query.refetch()} busy={busy}>
      {busy ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />} Refresh
    </Button>
  );
}

/** A white (dark: slate) surface. */
export function AdminCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700/70 dark:bg-slate-900 ${className}`}>{children}</div>
  );
}

export function AdminSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-12 text-sm text-slate-500 dark:text-slate-400" role="status">
      <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function AdminEmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-14 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
        <Inbox className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{message}</p>
      {children}
    </div>
  );
}

export function AdminSearchInput({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-steel-500 focus:ring-2 focus:ring-steel-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400"
      />
    </div>
  );
}

/** Back to a list: the link above a detail screen's title and under a problem. */
export interface BackTo {
  to: string;
  label: string;
}

/** Title row of a detail screen: back link, the title with its badges, lines under it, and the actions. */
export function AdminDetailHeader({
  back,
  title,
  badges,
  children,
  actions,
}: {
  back: BackTo;
  title: ReactNode;
  badges?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mb-5">
      <Link
        to={back.to}
        className="mb-2 inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-steel-500 dark:text-slate-300 dark:hover:text-white"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {back.label}
      </Link>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            <span className="break-all">{title}</span>
            {badges}
          </h1>
          {children}
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:max-w-[70%] lg:justify-end">{actions}</div>
      </div>
    </div>
  );
}

export const adminRecordLinkClass = 'font-mono font-semibold text-steel-700 underline-offset-2 hover:underline dark:text-steel-200';

/** The lead a quotation or order came from: a link to its detail, or the bare reference when it is gone. */
export function LeadReferenceLink({ lead }: { lead: { LeadId: string | null; LeadReference: string | null } }) {
  const href = leadHref(lead);
  return href ? (
    <Link to={href} className={adminRecordLinkClass}>
      {lead.LeadReference}
    </Link>
  ) : (
    <span className="font-mono">{lead.LeadReference}</span>
  );
}

/** "Buyer <company>": the buyer record a lead, quotation or order is linked to (issue 46); nothing when none is. */
export function BuyerRecordLink({ buyerId, company, className = '' }: { buyerId: string | null; company: string; className?: string }) {
  if (!buyerId) return null;
  return (
    <span className={className}>
      Buyer{' '}
      <Link
        to={buyerHref(buyerId)}
        className="font-semibold text-steel-700 underline-offset-2 hover:underline dark:text-steel-200"
        data-testid="buyer-link"
      >
        {company || 'record'}
      </Link>
    </span>
  );
}

/** A detail screen that could not show its record: what went wrong, Try again where it may help, and back to the list. */
export function AdminProblem({ children, retry, back }: { children: ReactNode; retry?: () => void; back: BackTo }) {
  return (
    <AdminCard className="flex flex-col items-start gap-3 p-6 text-sm text-slate-700 dark:text-slate-200">
      <p role="alert">{children}</p>
      <div className="flex gap-2">
        {retry ? (
          <Button variant="secondary" size="sm" onClick={retry}>
            Try again
          </Button>
        ) : null}
        <Link to={back.to} className={buttonClass('secondary', 'sm')}>
          {back.label}
        </Link>
      </div>
    </AdminCard>
  );
}
