import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deferredPart } from '~/lib/deferred-part';
import { HomeHero } from '~/components/site-sections/home-hero';
import { useSiteContent } from '~/lib/site-content';
import { useQuoteModal } from '~/features/quote-request/components/quote-modal-context';

// Below the hero: its code loads when the browser is first idle (ADR 041).
const HomeSections = deferredPart(
  () => import('./home-sections').then((m) => m.HomeSections),
  import.meta.env.SSR ? (await import('./home-sections')).HomeSections : undefined,
);

interface HomeState {
  openQuoteModal?: boolean;
  productName?: string;
  category?: string;
}

/** The home page: the hero at once, the sections below it when the browser is first idle. */
export function HomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { openQuote } = useQuoteModal();
  const hero = useSiteContent('home').Hero;

  // Arriving with state.openQuoteModal (e.g. from the catalogue) opens the modal, then clears the state.
  useEffect(() => {
    const state = location.state as HomeState | null;
    if (!state?.openQuoteModal) return;
    openQuote({ productName: state.productName, category: state.category });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null, preventScrollReset: true });
  }, [location, navigate, openQuote]);

  return (
    <>
      <HomeHero hero={hero} />

      <HomeSections />
    </>
  );
}
