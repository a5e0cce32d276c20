import { company } from '~/content/company';
import { HomePage } from '~/app/pages/home-page';
import { pageMeta, siteUrlFrom } from '~/features/site/first-screen/seo';
import { companyFrom } from '~/lib/company-profile';
import { siteContentFrom } from '~/lib/site-content';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const profile = companyFrom(matches);
  if (!profile) return pageMeta({ matches, path: '/', page: 'home' });
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.TradeName,
    legalName: profile.LegalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    foundingDate: String(company.foundedYear),
    description: siteContentFrom(matches)?.contact?.Summary,
    email: profile.Email,
    telephone: profile.Phones.map((p) => p.href.replace('tel:', '')),
    ...(profile.GSTIN ? { taxID: profile.GSTIN } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: profile.Street,
      addressLocality: profile.City,
      addressRegion: profile.StateName,
      postalCode: profile.PinCode,
      addressCountry: 'IN',
    },
  };
  return [...pageMeta({ matches, path: '/', page: 'home' }), { 'script:ld+json': organization }];
};

export default function Home() {
  return <HomePage />;
}
