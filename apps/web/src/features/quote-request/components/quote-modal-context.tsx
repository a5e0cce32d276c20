import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface QuoteModalOptions {
  /** A catalogue product the visitor asked about. */
  productName?: string;
  /** Its category slug, used to preselect Product of Interest. */
  category?: string;
}

interface QuoteModalApi {
  openQuote: (options?: QuoteModalOptions) => void;
  /** Starts downloading the modal's code (on hover or focus of a trigger). */
  preloadQuote: () => void;
}

/** Marks a quote button for the pre-hydration click catcher in root.tsx and the provider's. */
export const QUOTE_TRIGGER_ATTRIBUTE = 'data-quote-trigger';

const QuoteModalContext = createContext<QuoteModalApi | null>(null);

const loadModal = () => import('./quote-modal');
const QuoteModal = lazy(loadModal);

/** Holds the one 'Request a Precision Quote' modal of the public site; its code loads on first use. */
export function QuoteModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; mounted: boolean } & QuoteModalOptions>({ open: false, mounted: false });

  const openQuote = useCallback((options: QuoteModalOptions = {}) => {
    setState({ open: true, mounted: true, ...options });
  }, []);
  const close = useCallback(() => setState((s) => ({ open: false, mounted: s.mounted })), []);
  const preloadQuote = useCallback(() => {
    void loadModal();
  }, []);

  const api = useMemo(() => ({ openQuote, preloadQuote }), [openQuote, preloadQuote]);

  // Hydrated: from now on the buttons handle clicks; a click root.tsx caught before this opens the modal.
  useEffect(() => {
    const early = window as Window & { __quoteReady?: boolean; __quoteClicked?: boolean };
    early.__quoteReady = true;
    if (early.__quoteClicked) {
      early.__quoteClicked = false;
      // Replays, once, a click made before React ran.
      openQuote();
    }
    // A quote button React has not taken over (its part of the page still the server's HTML, ADR 041)
    // would submit its form to /contact: its click opens the modal here instead.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (event.defaultPrevented || !target?.closest(`[${QUOTE_TRIGGER_ATTRIBUTE}]`)) return;
      event.preventDefault();
      openQuote();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [openQuote]);

  return (
    <QuoteModalContext.Provider value={api}>
      {children}
      {state.mounted ? (
        <Suspense fallback={null}>
          <QuoteModal open={state.open} onClose={close} productName={state.productName} category={state.category} />
        </Suspense>
      ) : null}
    </QuoteModalContext.Provider>
  );
}

export function useQuoteModal(): QuoteModalApi {
  const api = useContext(QuoteModalContext);
  if (!api) throw new Error('useQuoteModal must be used inside <QuoteModalProvider>.');
  return api;
}
