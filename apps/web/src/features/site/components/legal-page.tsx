import type { ReactNode } from 'react';
import { indiaDateLabel } from '@rp/contract/plain';
import { Container, PageHero } from '~/components/ui/section';

/** A legal text as the server renders it from Markdown (see legal-text.server.ts). */
export interface LegalText {
  introHtml: string;
  sections: { title: string; html: string }[];
}

export function LegalPage({ eyebrow, title, text, children }: { eyebrow: string; title: string; text: LegalText; children?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title}>
        <p className="mt-4 font-mono text-sm text-steel-200" data-testid="last-updated">
          Last Updated: <span suppressHydrationWarning>{indiaDateLabel()}</span>
        </p>
      </PageHero>
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <p className="text-lg leading-relaxed text-slate-700 dark:text-slate-300" dangerouslySetInnerHTML={{ __html: text.introHtml }} />
          <ol className="mt-10 space-y-10">
            {text.sections.map((section, i) => (
              <li key={section.title}>
                <h2 className="text-2xl font-bold text-steel-950 dark:text-white">
                  <span className="mr-2 font-mono text-amber-brand-700 dark:text-amber-brand-400">{i + 1}.</span>
                  {section.title}
                </h2>
                <div dangerouslySetInnerHTML={{ __html: section.html }} />
              </li>
            ))}
          </ol>
          {children}
        </div>
      </Container>
    </>
  );
}
