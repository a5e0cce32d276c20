import { Mail, MapPin } from 'lucide-react';
import { company } from '~/content/company';
import { LegalPage } from '~/features/site/components/legal-page';
import { legalTexts } from '~/features/site/utils/legal-text.server';
import { pageMeta } from '~/features/site/first-screen/seo';
import { useCompany } from '~/lib/company-profile';
import { loadCompany } from '~/lib/company-profile.server';
import type { Route } from './+types/privacy-policy';

/** Rendered from Markdown on the server; the parser stays out of the browser bundle. */
export async function loader({ context }: Route.LoaderArgs) {
  return legalTexts(await loadCompany(context)).privacyPolicy;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, path: '/privacy-policy', page: 'privacy-policy' });

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const profile = useCompany();
  return (
    <LegalPage eyebrow="Legal" title="Privacy Policy" text={loaderData}>
      <section
        aria-labelledby="dp-contact"
        className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-steel-800 dark:bg-steel-900"
      >
        <h2 id="dp-contact" className="text-xl font-bold text-steel-950 dark:text-white">
          Data protection contact
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">For any question or request about your personal information, contact:</p>
        <p className="mt-4 flex items-center gap-2 font-semibold">
          <Mail aria-hidden="true" className="size-4 text-amber-brand-700 dark:text-amber-brand-400" />
          <a href={`mailto:${company.dataProtectionEmail}`} className="underline underline-offset-4">
            {company.dataProtectionEmail}
          </a>
        </p>
        <p className="mt-2 flex gap-2 text-slate-700 dark:text-slate-300">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-brand-700 dark:text-amber-brand-400" />
          <span>
            {profile.LegalName}, {profile.Address.join(', ')}
          </span>
        </p>
      </section>
    </LegalPage>
  );
}
