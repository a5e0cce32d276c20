import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/section';
import { useCompany } from '~/lib/company-profile';
import { navLinks } from '~/content/navigation';
import { ThemeToggle } from '~/components/ui/theme-toggle';
import { Logo } from './logo';
import { useScrolledPast } from '../utils/use-scroll';

export const HEADER_SCROLL_THRESHOLD = 10;

// The phone menu (and its dialog) loads when the menu button is first pointed at, focused or pressed.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** A 'Request a Quote' button (the layout passes the quote-request feature's trigger). */
export type QuoteButton = ComponentType<{ className: string; children: ReactNode; onOpen?: () => void }>;

/** Fixed header: transparent over the home hero until 10 px of scroll, solid everywhere else. */
export function Header({ QuoteButton }: { QuoteButton: QuoteButton }) {
  const { pathname } = useLocation();
  const { TradeName } = useCompany();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first open on, so closing keeps its code and state.
  const [menuWanted, setMenuWanted] = useState(false);
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
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <Link to="/" className="min-w-0 rounded-md" aria-label={`${TradeName}, home`}>
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
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            className={`inline-flex size-10 items-center justify-center rounded-md lg:hidden ${solid ? 'hover:bg-steel-50 dark:hover:bg-steel-900' : 'hover:bg-white/10'}`}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </Container>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} QuoteButton={QuoteButton} />
        </Suspense>
      ) : null}
    </header>
  );
}
