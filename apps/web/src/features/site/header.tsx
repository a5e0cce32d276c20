import { Mail, Menu, Phone, X } from 'lucide-react';
import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { company } from '~/content/company';
import { navLinks } from '~/content/navigation';
import { ThemeToggle } from '~/components/ui/theme-toggle';
import { Logo } from './logo';
import { useScrolledPast } from './use-scroll';

export const HEADER_SCROLL_THRESHOLD = 10;

/** A 'Request a Quote' button (the layout passes the quote-request feature's trigger). */
export type QuoteButton = ComponentType<{ className: string; children: ReactNode; onOpen?: () => void }>;

/** Fixed header: transparent over the home hero until 10 px of scroll, solid everywhere else. */
export function Header({ QuoteButton }: { QuoteButton: QuoteButton }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const solid = pathname !== '/' || scrolled;

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      data-testid="site-header"
      data-solid={solid ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,color] duration-300 ${
        solid
          ? 'bg-white text-steel-950 shadow-md shadow-steel-950/5 dark:bg-steel-950 dark:text-white dark:shadow-black/30'
          : 'bg-gradient-to-b from-steel-950/70 to-transparent text-white'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link to="/" className="min-w-0 rounded-md" aria-label={`${company.name}, home`}>
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
                      isActive
                        ? 'text-amber-brand-700 dark:text-amber-brand-400'
                        : solid
                          ? 'hover:bg-steel-50 dark:hover:bg-steel-900'
                          : 'hover:bg-white/10'
                    } ${isActive && !solid ? 'text-amber-brand-400!' : ''}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <ThemeToggle className={solid ? 'hover:bg-steel-50 dark:hover:bg-steel-900' : 'hover:bg-white/10'} />
          <QuoteButton className={buttonClass('primary', 'md', 'max-sm:hidden')}>Request a Quote</QuoteButton>
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            className={`inline-flex size-10 items-center justify-center rounded-md lg:hidden ${solid ? 'hover:bg-steel-50 dark:hover:bg-steel-900' : 'hover:bg-white/10'}`}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} QuoteButton={QuoteButton} />
    </header>
  );
}

function MobileMenu({ open, onClose, QuoteButton }: { open: boolean; onClose: () => void; QuoteButton: QuoteButton }) {
  const titleId = useId();
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
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-steel-50 dark:hover:bg-steel-900"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
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
          <a href={company.phones[0].href} className="flex items-center gap-2 text-sm font-medium">
            <Phone aria-hidden="true" className="size-4" /> {company.phones[0].label}
          </a>
          <a href={`mailto:${company.email}`} className="flex items-center gap-2 text-sm font-medium">
            <Mail aria-hidden="true" className="size-4" /> {company.email}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
