import { BadgeCheck, Quote } from 'lucide-react';
import {
  certificationsComingSoonLine,
  certificationTitle,
  PAGE_META_LIMITS,
  PUBLIC_PAGE_KEYS,
  PUBLIC_PAGE_PATHS,
  type Certification,
  type SiteContentDocumentInput,
} from '@rp/contract';
import { CertificationBadges } from '~/components/ui/certification-badges';

/**
 * Previews of the public parts these kinds feed, drawn from the draft values: the quality badges with the
 * public component itself, the rest with the public pages' markup and classes.
 */

export function CertificationsPreview({ draft }: { draft: SiteContentDocumentInput<'certifications'> }) {
  const items: Certification[] = (draft.Items ?? []).map((c) => ({
    Name: c.Name ?? '',
    State: c.State ?? 'Registered',
    Description: c.Description ?? '',
    Number: c.Number ?? '',
    IssuingBody: c.IssuingBody ?? '',
    Date: c.Date ?? '',
    File: c.File ? { ...c.File, Name: c.File.Name ?? '' } : null,
  }));
  const registered = items.filter((c) => c.State === 'Registered');
  const comingSoon = certificationsComingSoonLine(items);
  return (
    <div className="space-y-6">
      <div className="blueprint-grid rounded-xl bg-steel-950 p-6 text-steel-100">
        <p className="mb-3 font-mono text-[11px] uppercase tracking-wider text-steel-300">Footer</p>
        <ul className="flex flex-wrap gap-2" aria-label="Certifications">
          {registered.map((c, i) => (
            <li
              key={`${c.Name}-${i}`}
              className="inline-flex items-center gap-1.5 rounded-full border border-steel-600 px-3 py-1 text-xs font-semibold text-white"
            >
              <BadgeCheck aria-hidden="true" className="size-4 text-amber-brand-400" />
              {certificationTitle(c)}
            </li>
          ))}
        </ul>
        {comingSoon ? <p className="mt-3 font-mono text-xs font-semibold uppercase tracking-wider text-amber-brand-400">{comingSoon}</p> : null}
      </div>
      <div className="blueprint-grid rounded-xl bg-steel-950 p-6 text-white">
        <p className="mb-3 font-mono text-[11px] uppercase tracking-wider text-steel-300">Quality page</p>
        <h2 className="text-center text-2xl font-extrabold tracking-tight">Registrations and certification</h2>
        <CertificationBadges items={items} />
      </div>
    </div>
  );
}

export function TestimonialsPreview({ draft }: { draft: SiteContentDocumentInput<'testimonials'> }) {
  const visible = (draft.Items ?? []).filter((t) => t.Visible !== false);
  if (!visible.length)
    return <p className="text-sm text-slate-600 dark:text-slate-300">No testimonial is visible: the home page hides the carousel.</p>;
  return (
    <ol className="mx-auto max-w-3xl space-y-4" aria-label="Testimonials in carousel order">
      {visible.map((item, i) => (
        <li key={i}>
          <figure className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm dark:border-steel-800 dark:bg-steel-900">
            <Quote aria-hidden="true" className="size-9 text-amber-brand-500" />
            <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 dark:text-slate-100">“{item.Quote}”</blockquote>
            <figcaption className="mt-6 text-sm">
              <span className="font-bold text-steel-950 dark:text-white">{item.Person}</span>
              {item.Designation ? <span className="text-slate-600 dark:text-slate-300">, {item.Designation}</span> : null}
              <span className="text-slate-600 dark:text-slate-300"> · {item.Company}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ol>
  );
}

const cut = (text: string, shown: number) => (text.length > shown ? `${text.slice(0, shown - 1).trimEnd()}…` : text);

/** Each page as a search result shows it: the title and description cut where search engines cut them. */
export function PageMetaPreview({ draft, origin }: { draft: SiteContentDocumentInput<'page-meta'>; origin: string }) {
  return (
    <ul className="space-y-5">
      {PUBLIC_PAGE_KEYS.map((key) => {
        const page = draft.Pages?.[key];
        const title = page?.Title ?? '';
        const path = PUBLIC_PAGE_PATHS[key];
        return (
          <li key={key} className="max-w-2xl rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{path.startsWith('/') ? `${origin}${path}` : path}</p>
            <p className="mt-1 text-lg leading-snug text-blue-800 dark:text-blue-300">{cut(title, PAGE_META_LIMITS.title.shown)}</p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{cut(page?.Description ?? '', PAGE_META_LIMITS.description.shown)}</p>
          </li>
        );
      })}
    </ul>
  );
}
