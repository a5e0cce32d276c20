import { useState } from 'react';
import { Link } from 'react-router';
import type { LeadSources as Figures } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';

const SHOWN = 8;

function Ranked({ title, rows, linkOf }: { title: string; rows: Figures['bySource']; linkOf?: (name: string) => string }) {
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h3>
      {rows.length ? (
        <ol className="mt-2 space-y-1 text-sm">
          {rows.slice(0, SHOWN).map((row) => (
            <li key={row.name} className="flex justify-between gap-3">
              {linkOf ? (
                <Link to={linkOf(row.name)} className="truncate text-steel-700 underline-offset-2 hover:underline dark:text-steel-300">
                  {row.name}
                </Link>
              ) : (
                <span className="truncate text-slate-800 dark:text-slate-200">{row.name}</span>
              )}
              <span className="font-mono text-slate-900 tabular-nums dark:text-white">{row.count.toLocaleString('en-GB')}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">None yet</p>
      )}
    </div>
  );
}

/** Leads by origin, quotes by product and leads by industry page, over 30 or 90 days (issue 37, ADR 082). */
export function LeadSources({ figures }: { figures: Figures[] | undefined }) {
  const [days, setDays] = useState(30);
  // A server from before issue 37 answers without them.
  if (!figures?.length) return null;
  const shown = figures.find((f) => f.days === days) ?? figures[0]!;
  return (
    <AdminCard>
      <section aria-labelledby="lead-sources-heading" className="p-4 sm:p-5" data-testid="lead-sources">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="lead-sources-heading" className="text-base font-semibold text-slate-900 dark:text-white">
            Where leads come from
          </h2>
          <div role="group" aria-label="Period" className="flex gap-1">
            {figures.map((f) => (
              <button
                key={f.days}
                type="button"
                aria-pressed={f.days === shown.days}
                onClick={() => setDays(f.days)}
                className="rounded-md px-2 py-1 text-xs font-medium text-slate-600 aria-pressed:bg-steel-700 aria-pressed:text-white dark:text-slate-300"
              >
                {f.days} days
              </button>
            ))}
          </div>
        </div>
        <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">
          {shown.total === 1 ? 'One lead' : `${shown.total.toLocaleString('en-GB')} leads`} (quotes and inquiries) in the last {shown.days} days
        </p>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
          <Ranked title="By source" rows={shown.bySource} linkOf={(name) => `/admin/quotes?origin=${encodeURIComponent(name)}`} />
          <Ranked title="Quotes by product" rows={shown.byProduct} />
          <Ranked title="By industry page" rows={shown.byIndustry} />
        </div>
      </section>
    </AdminCard>
  );
}
