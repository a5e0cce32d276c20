import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deferredPart } from '~/components/ui/deferred-part';
import { company } from '~/content/company';
import { seo } from '~/content/pages/home';
import { Hero } from '~/features/home/hero';
import { useQuoteModal } from '~/features/quote-request/quote-modal-context';
import { pageMeta, siteUrlFrom } from '~/features/site/seo';
import type { Route } from './+types/home';

// Below the hero: its code loads when the browser is first idle (ADR 041).
const HomeSections = deferredPart(
  () => import('./home-sections').then((m) => m.HomeSections),
  import.meta.env.SSR ? (await import('./home-sections')).HomeSections : undefined,
);

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    foundingDate: String(company.foundedYear),
    description: company.shortDescription,
    email: company.email,
    telephone: company.phones.map((p) => p.href.replace('tel:', '')),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${company.address.street}, ${company.address.locality}`,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
  };
  return [...pageMeta({ matches, path: '/', ...seo }), { 'script:ld+json': organization }];
};

interface HomeState {
  openQuoteModal?: boolean;
  productName?: string;
  category?: string;
}

export default function HomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { openQuote } = useQuoteModal();

  // Arriving with state.openQuoteModal (e.g. from the catalogue) opens the modal, then clears the state.
  useEffect(() => {
    const state = location.state as HomeState | null;
    if (!state?.openQuoteModal) return;
    openQuote({ productName: state.productName, category: state.category });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null, preventScrollReset: true });
  }, [location, navigate, openQuote]);

  return (
    <>
      <Hero />

      <HomeSections />
    </>
  );
}
