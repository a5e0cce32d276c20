import { Eye, Target } from 'lucide-react';
import { FOUNDER_DEFAULT_PHOTO, industryDefaultImage, INDUSTRY_ORDER, type SiteContentDocumentInput } from '@rp/contract';

/** The About page's mission and vision, timeline and founder, with the public page's markup, from the draft. */
export function AboutPreview({ draft }: { draft: SiteContentDocumentInput<'about'> }) {
  const founder = draft.Founder;
  return (
    <div className="space-y-8">
      <div className="grid gap-4 md:grid-cols-2">
        {[
          { title: 'Our Mission', text: draft.Mission, icon: Target },
          { title: 'Our Vision', text: draft.Vision, icon: Eye },
        ].map(({ title, text, icon: IconC }) => (
          <article key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-steel-800 dark:bg-steel-900">
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-steel-900 text-amber-brand-400">
              <IconC aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-4 text-xl font-extrabold text-steel-950 dark:text-white">{title}</h2>
            <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{text}</p>
          </article>
        ))}
      </div>
      <ol className="relative mx-auto max-w-3xl border-l-2 border-steel-200 pl-8 dark:border-steel-700" data-testid="preview-timeline">
        {(draft.Timeline ?? []).map((item, i) => (
          <li key={i} className="relative pb-8 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute -left-[2.55rem] top-1 size-4 rounded-full border-4 border-white bg-amber-brand-500 dark:border-steel-950"
            />
            <p className="font-mono text-sm font-bold text-amber-brand-700 dark:text-amber-brand-400">{item.Year}</p>
            {item.Title ? <h3 className="mt-1 text-lg font-bold text-steel-950 dark:text-white">{item.Title}</h3> : null}
            <p className="mt-1 text-slate-700 dark:text-slate-300">{item.Text}</p>
          </li>
        ))}
      </ol>
      {founder ? (
        <div className="blueprint-grid grid items-center gap-8 rounded-xl bg-steel-950 p-6 text-white md:grid-cols-[200px_1fr]">
          <img
            src={founder.Photo?.Url ?? FOUNDER_DEFAULT_PHOTO}
            alt={`${founder.Name}, ${founder.Role}`}
            className="aspect-[4/5] w-full max-w-[200px] rounded-2xl object-cover shadow-2xl"
          />
          <div>
            <p className="font-mono text-xs font-semibold uppercase tracking-[0.2em] text-amber-brand-400">Meet the founder</p>
            <h2 className="mt-2 text-2xl font-extrabold tracking-tight">{founder.Name}</h2>
            <p className="mt-1 text-steel-200">{founder.Role}</p>
            {founder.Quote ? (
              <blockquote className="mt-5 border-l-4 border-amber-brand-500 pl-5 text-lg leading-relaxed">“{founder.Quote}”</blockquote>
            ) : null}
            <p className="mt-5 text-steel-100">{founder.Text}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The Industries page's sections, from the draft; names and icons stay with the fixed list. */
export function IndustriesPreview({ draft, names }: { draft: SiteContentDocumentInput<'industries'>; names: Record<string, string> }) {
  return (
    <div className="space-y-6">
      {(draft.Items ?? []).map((item, i) => {
        const slug = item.Slug ?? INDUSTRY_ORDER[i]!;
        return (
          <article
            key={slug}
            className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[240px_1fr] dark:border-steel-800 dark:bg-steel-900"
          >
            <img src={item.Image?.Url ?? industryDefaultImage(slug)} alt="" className="aspect-[4/3] w-full rounded-xl object-cover" />
            <div>
              <p className="font-mono text-xs font-semibold uppercase tracking-wider text-amber-brand-700 dark:text-amber-brand-400">
                {names[slug] ?? slug}
              </p>
              <h3 className="mt-1 text-xl font-extrabold text-steel-950 dark:text-white">{item.Headline}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{item.Description}</p>
              <ul className="mt-3 grid gap-1.5 text-sm text-slate-800 sm:grid-cols-2 dark:text-slate-200">
                {(item.Parts ?? []).map((part, n) => (
                  <li key={n} className="before:mr-2 before:text-amber-brand-500 before:content-['▸']">
                    {part}
                  </li>
                ))}
              </ul>
            </div>
          </article>
        );
      })}
    </div>
  );
}
