import { addressLines, company, seo, termsOfService } from '~/content/company';
import { LegalPage } from '~/features/site/legal-page';
import { pageMeta } from '~/features/site/seo';
import type { Route } from './+types/terms-of-service';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, path: '/terms-of-service', ...seo.terms });

export default function TermsOfServicePage() {
  return (
    <LegalPage eyebrow="Legal" title="Terms of Service" intro={termsOfService.intro} sections={termsOfService.sections}>
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
