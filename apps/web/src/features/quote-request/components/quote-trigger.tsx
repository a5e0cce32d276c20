import type { ReactNode } from 'react';
import { QUOTE_TRIGGER_ATTRIBUTE, useQuoteModal } from './quote-modal-context';

/**
 * A 'Request a Quote' button that works at every stage: without JavaScript it submits a GET form to
 * /contact (the contact details and form); clicked before hydration, root.tsx's click catcher keeps
 * the click and the modal opens once hydrated; after hydration it opens the quote modal (the provider
 * also takes clicks on a button whose part of the page is still the server's HTML: ADR 041).
 */
export function QuoteTrigger({ className, children, onOpen }: { className: string; children: ReactNode; onOpen?: () => void }) {
  const { openQuote, preloadQuote } = useQuoteModal();
  return (
    <form action="/contact" method="get" className="contents">
      <button
        type="submit"
        {...{ [QUOTE_TRIGGER_ATTRIBUTE]: '' }}
        onClick={(event) => {
          event.preventDefault();
          onOpen?.();
          openQuote();
        }}
        onPointerEnter={preloadQuote}
        onFocus={preloadQuote}
        className={className}
      >
        {children}
      </button>
    </form>
  );
}
