import { addressLines, company } from '~/content/company';
import { seo } from '~/content/pages/terms-of-service';
import { LegalPage } from '~/features/site/legal-page';
import { legalTexts } from '~/features/site/legal-text.server';
import { pageMeta } from '~/features/site/seo';
import type { Route } from './+types/terms-of-service';

/** Rendered from Markdown on the server; the parser stays out of the browser bundle. */
export function loader() {
  return legalTexts().termsOfService;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, path: '/terms-of-service', ...seo });

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage eyebrow="Legal" title="Terms of Service" text={loaderData}>
      <address className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 not-italic text-slate-700 dark:border-steel-800 dark:bg-steel-900 dark:text-slate-300">
        <strong className="text-steel-950 dark:text-white">{company.name}</strong>
        {addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <a href={`mailto:${company.email}`} className="mt-2 inline-block font-semibold underline underline-offset-4">
          {company.email}
        </a>
      </address>
    </LegalPage>
  );
}
