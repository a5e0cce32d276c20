import { Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { navLinks } from '~/content/navigation';
import { useCompany } from '~/lib/company-profile';
import type { QuoteButton } from './header';
import { CloseButton } from '~/components/ui/close-button';

/** The phone menu: a dialog sliding in from the right (loaded on first use, see header.tsx). */
export function MobileMenu({ open, onClose, QuoteButton }: { open: boolean; onClose: () => void; QuoteButton: QuoteButton }) {
  const titleId = useId();
  const profile = useCompany();
  const phone = profile.Phones[0];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      testId="mobile-menu"
      className="justify-end"
      panelClassName="flex h-full w-[85vw] max-w-sm flex-col bg-white text-steel-950 shadow-2xl animate-[slide-in_0.25s_ease-out] dark:bg-steel-950 dark:text-white"
    >
      <div id="mobile-menu" className="flex h-full flex-col">
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-steel-800">
          <h2 id={titleId} className="font-mono text-xs font-semibold uppercase tracking-[0.2em] text-slate-600 dark:text-slate-300">
            Menu
          </h2>
          <CloseButton label="Close menu" onClick={onClose} />
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-2 py-4">
          <ul className="space-y-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={onClose}
                  className={({ isActive }) =>
                    `block rounded-md px-4 py-3 text-lg font-semibold ${
                      isActive
                        ? 'bg-steel-50 text-amber-brand-700 dark:bg-steel-900 dark:text-amber-brand-400'
                        : 'hover:bg-steel-50 dark:hover:bg-steel-900'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 border-t border-slate-200 p-4 dark:border-steel-800">
          <QuoteButton onOpen={onClose} className={buttonClass('primary', 'lg', 'w-full')}>
            Request a Quote
          </QuoteButton>
          {phone ? (
            <a href={phone.href} className="flex items-center gap-2 text-sm font-medium">
              <Phone aria-hidden="true" className="size-4" /> {phone.label}
            </a>
          ) : null}
          <a href={`mailto:${profile.Email}`} className="flex items-center gap-2 text-sm font-medium">
            <Mail aria-hidden="true" className="size-4" /> {profile.Email}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
