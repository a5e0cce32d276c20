import type { ReactNode } from 'react';
import { Container, PageHero } from '~/components/ui/section';
import type { LegalSection } from '~/content/company';

export function todayLabel() {
  return new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
}

export function LegalPage({ eyebrow, title, intro, sections, children }: { eyebrow: string; title: string; intro: string; sections: LegalSection[]; children?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title}>
        <p className="mt-4 font-mono text-sm text-steel-200" data-testid="last-updated">
          Last Updated: <span suppressHydrationWarning>{todayLabel()}</span>
        </p>
      </PageHero>
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <p className="text-lg leading-relaxed text-slate-700 dark:text-slate-300">{intro}</p>
          <ol className="mt-10 space-y-10">
            {sections.map((section, i) => (
              <li key={section.title}>
                <h2 className="text-2xl font-bold text-steel-950 dark:text-white">
                  <span className="mr-2 font-mono text-amber-brand-700 dark:text-amber-brand-400">{i + 1}.</span>
                  {section.title}
                </h2>
                {section.paragraphs.map((p) => (
                  <p key={p.slice(0, 30)} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
                    {p}
                  </p>
                ))}
                {section.list ? (
                  <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700 marker:text-amber-brand-600 dark:text-slate-300">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
          {children}
        </div>
      </Container>
    </>
  );
}
