import { MessageCircle } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTopDialog } from '~/components/ui/dialog';
import { chatLinkOf, useCompany } from '~/lib/company-profile';
import { useSiteContent } from '~/lib/site-content';
import { isStatusPage } from '../utils/status-page';
import { useScrolledPast } from '../utils/use-scroll';

export const CHAT_BUTTON_THRESHOLD = 200;

/**
 * Floating chat button: appears after scrolling past 200 px and opens a WhatsApp chat. The footer's last
 * row reserves room beneath it, so at the end of a page it covers no text (e2e chat-button.spec.ts). It never
 * covers a control: it hides while a dialog is open (the quote modal's fields, a product's buttons) and is not
 * on the buyer's status page at all (its answer forms; that page offers the chat in its contact section).
 */
export function ChatButton() {
  const scrolled = useScrolledPast(CHAT_BUTTON_THRESHOLD);
  const dialogOpen = useTopDialog() !== null;
  const { pathname } = useLocation();
  const chatLink = chatLinkOf(useCompany(), useSiteContent('contact').ChatMessage);
  // No chat number in the profile: no button.
  if (!chatLink || isStatusPage(pathname)) return null;
  const visible = scrolled && !dialogOpen;
  return (
    <a
      href={chatLink}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
      data-testid="chat-button"
      className={`fixed bottom-5 left-5 z-40 inline-flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg shadow-black/25 transition-all duration-300 hover:bg-[#0f7a40] focus-visible:outline-offset-4 ${
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-4 opacity-0'
      }`}
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
