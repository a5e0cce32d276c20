import { LegalPage } from '~/features/site/components/legal-page';
import { legalTexts } from '~/features/site/utils/legal-text.server';
import { pageMeta } from '~/features/site/first-screen/seo';
import { useCompany } from '~/lib/company-profile';
import { loadCompany } from '~/lib/company-profile.server';
import type { Route } from './+types/terms-of-service';

/** Rendered from Markdown on the server; the parser stays out of the browser bundle. */
export async function loader({ context }: Route.LoaderArgs) {
  return legalTexts(await loadCompany(context)).termsOfService;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, path: '/terms-of-service', page: 'terms-of-service' });

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  const profile = useCompany();
  return (
    <LegalPage eyebrow="Legal" title="Terms of Service" text={loaderData}>
      <address className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 not-italic text-slate-700 dark:border-steel-800 dark:bg-steel-900 dark:text-slate-300">
        <strong className="text-steel-950 dark:text-white">{profile.LegalName}</strong>
        {profile.Address.map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
        <a href={`mailto:${profile.Email}`} className="mt-2 inline-block font-semibold underline underline-offset-4">
          {profile.Email}
        </a>
      </address>
    </LegalPage>
  );
}
