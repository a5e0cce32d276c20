import type { ReactNode } from 'react';
import { useQuoteModal } from './quote-modal-context';

/** Marks a quote button for the pre-hydration click catcher in root.tsx. */
export const QUOTE_TRIGGER_ATTRIBUTE = 'data-quote-trigger';

/**
 * A 'Request a Quote' button that works at every stage: without JavaScript it submits a GET form to
 * /contact (the contact details and form); clicked before hydration, root.tsx's click catcher keeps
 * the click and the modal opens once hydrated; after hydration it opens the quote modal.
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
