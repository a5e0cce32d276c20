import { BadgeCheck, FileText } from 'lucide-react';
import { certificationTitle, indiaDateLabel } from '@rp/contract/plain';
import type { Certification } from '@rp/contract';

/** A certificate's day as the page shows it ("1 December 2026"); the stored day is India's. */
const dayLabel = (day: string) => indiaDateLabel(new Date(`${day}T00:00:00+05:30`));

/**
 * The quality page's badges: every certification that is registered or in process, with its number, issuing
 * body, date and certificate file when staff gave them (issue 37).
 */
export function CertificationBadges({ items }: { items: readonly Certification[] }) {
  const shown = items.filter((c) => c.State !== 'Coming soon');
  return (
    <ul className="mt-10 grid gap-5 md:grid-cols-3" data-testid="certification-badges">
      {shown.map((c, i) => (
        <li key={i} className="rounded-2xl border border-steel-700 bg-steel-900/70 p-6 text-center">
          <BadgeCheck aria-hidden="true" className="mx-auto size-10 text-amber-brand-400" />
          <h3 className="mt-3 text-lg font-bold">{certificationTitle(c)}</h3>
          {c.Description ? <p className="mt-1 text-sm text-steel-200">{c.Description}</p> : null}
          {c.Number || c.IssuingBody || c.Date ? (
            <dl className="mt-4 space-y-1 text-sm text-steel-100">
              {c.Number ? (
                <div>
                  <dt className="inline text-steel-300">Number: </dt>
                  <dd className="inline font-mono font-semibold">{c.Number}</dd>
                </div>
              ) : null}
              {c.IssuingBody ? (
                <div>
                  <dt className="inline text-steel-300">Issued by: </dt>
                  <dd className="inline">{c.IssuingBody}</dd>
                </div>
              ) : null}
              {c.Date ? (
                <div>
                  <dt className="inline text-steel-300">Date: </dt>
                  <dd className="inline">{dayLabel(c.Date)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {c.File?.Url ? (
            <a
              href={c.File.Url}
              target="_blank"
              rel="noopener"
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-amber-brand-300 underline underline-offset-4 hover:text-amber-brand-200"
            >
              <FileText aria-hidden="true" className="size-4" />
              View the certificate<span className="sr-only">: {c.Name}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
