import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deferredPart } from '~/lib/deferred-part';
import { company } from '~/content/company';
import { seo } from '~/content/pages/home';
import { Hero } from '~/features/home/components/hero';
import { useQuoteModal } from '~/features/quote-request/quote-modal-context';
import { pageMeta, siteUrlFrom } from '~/features/site/seo';
import { companyFrom } from '~/lib/company-profile';
import type { Route } from './+types/home';

// Below the hero: its code loads when the browser is first idle (ADR 041).
const HomeSections = deferredPart(
  () => import('./home-sections').then((m) => m.HomeSections),
  import.meta.env.SSR ? (await import('./home-sections')).HomeSections : undefined,
);

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const profile = companyFrom(matches);
  if (!profile) return pageMeta({ matches, path: '/', ...seo });
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.TradeName,
    legalName: profile.LegalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    foundingDate: String(company.foundedYear),
    description: company.shortDescription,
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
