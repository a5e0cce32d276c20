import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { deferredPart } from '~/lib/deferred-part';
import { QuoteModalProvider } from '~/features/quote-request/components/quote-modal-context';
import { QuoteTrigger } from '~/features/quote-request/components/quote-trigger';
import { Header } from '~/features/site/components/header';
import { Preloader } from '~/features/site/components/preloader';
import { ScrollToTop } from '~/features/site/components/scroll-to-top';
import { isStatusPage } from '~/features/site/utils/status-page';
import { rememberVisitStart } from './remember-visit-start';

// Below the first screen: their code loads when the browser is first idle (ADR 041).
const Footer = deferredPart(
  () => import('~/features/site/components/footer').then((m) => m.Footer),
  import.meta.env.SSR ? (await import('~/features/site/components/footer')).Footer : undefined,
);
const ChatButton = deferredPart(
  () => import('~/features/site/components/chat-button').then((m) => m.ChatButton),
  import.meta.env.SSR ? (await import('~/features/site/components/chat-button')).ChatButton : undefined,
);

/**
 * The public site's shell: header, main, footer and chat button, the quote modal's context. Everything under a
 * first-screen/ folder goes into the site chunk with what it imports statically (vite.config.ts, ADR 039 and 078).
 */
export function PublicShell() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The preloader covers the first page load only (spec): a load that starts on the buyer's status page has none.
  const [firstPath] = useState(pathname);
  useEffect(rememberVisitStart, []);
  const loadingProducts = navigation.state === 'loading' && navigation.location.pathname === '/products' && pathname !== '/products';

  return (
    <QuoteModalProvider>
      {isStatusPage(firstPath) ? null : <Preloader />}
      <ScrollToTop />
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-amber-brand-500 px-4 py-2 font-semibold text-steel-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <Header QuoteButton={QuoteTrigger} />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {loadingProducts ? (
          <div className="fixed inset-0 z-40 flex items-center justify-center bg-white/80 dark:bg-steel-950/80">
            <Spinner label="Loading products…" />
          </div>
        ) : null}
        <Outlet />
      </main>
      <Footer />
      <ChatButton />
    </QuoteModalProvider>
  );
}
