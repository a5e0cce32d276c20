import { Link } from 'react-router';
import { ArrowRight, Building2, Mail, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { GoLiveItem } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { useDashboardSummary } from '../api/get-dashboard-summary';

const ICONS: Record<GoLiveItem['Kind'], LucideIcon> = { profile: Building2, smtp: Mail, 'two-factor': ShieldCheck };

/**
 * Before going live: the company profile's placeholders, mail without SMTP_URL, Owners without a second
 * factor. Shown while anything is left; each item links to where it is fixed.
 */
export function GoLiveChecklist() {
  const items = useDashboardSummary().data?.goLive ?? [];
  if (items.length === 0) return null;
  return (
    <AdminCard className="overflow-hidden border-amber-300 dark:border-amber-400/30">
      <section aria-labelledby="go-live-heading" data-testid="go-live-checklist">
        <div className="border-b border-amber-200 bg-amber-50 px-4 py-3 sm:px-5 dark:border-amber-400/20 dark:bg-amber-400/10">
          <h2 id="go-live-heading" className="text-base font-semibold text-amber-950 dark:text-amber-100">
            Before you go live
          </h2>
          <p className="text-sm text-amber-900/80 dark:text-amber-100/80">
            {items.length === 1 ? 'One thing is left' : `${items.length} things are left`} before buyers see real details and get their mails.
          </p>
        </div>
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => {
            const Icon = ICONS[item.Kind];
            return (
              <li
                key={item.Kind}
                className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-2 px-4 py-4 sm:grid-cols-[auto_1fr_auto] sm:px-5"
                data-kind={item.Kind}
              >
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-200">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-slate-900 dark:text-white">{item.Title}</p>
                  <ul className="mt-1 space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
                    {item.Details.map((detail) => (
                      <li key={detail} className="break-words">
                        {detail}
                      </li>
                    ))}
                  </ul>
                </div>
                <Link
                  to={item.Href}
                  className="col-start-2 inline-flex items-center gap-1 justify-self-start rounded text-sm font-semibold sm:col-start-3 text-steel-700 hover:text-steel-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-steel-500 sm:pl-2 dark:text-steel-300 dark:hover:text-white"
                >
                  {item.Action} <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </AdminCard>
  );
}
