import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  Building2,
  Calculator,
  Contact,
  Cog,
  FileText,
  ReceiptIndianRupee,
  History,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  Package,
  PackageCheck,
  Receipt,
  Send,
  UserCog,
  Users,
  X,
} from 'lucide-react';
import { Dialog } from '~/components/ui/dialog';
import { ThemeToggle } from '~/components/ui/theme-toggle';

const NAV_ITEMS = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/products', label: 'Manage Products', icon: Package },
  { to: '/admin/quotes', label: 'Quotes', icon: FileText },
  { to: '/admin/quotations', label: 'Quotations', icon: ReceiptIndianRupee },
  { to: '/admin/orders', label: 'Orders', icon: PackageCheck },
  // Tax invoices made at dispatch (issue 48).
  { to: '/admin/invoices', label: 'Invoices', icon: Receipt },
  { to: '/admin/buyers', label: 'Buyers', icon: Contact },
  { to: '/admin/contacts', label: 'Contacts', icon: Mail },
  { to: '/admin/outbox', label: 'Outbox', icon: Send },
  { to: '/admin/team', label: 'Team', icon: Users, ownerOnly: true },
  { to: '/admin/activity', label: 'Activity', icon: History },
  // Owners edit it; Staff read it.
  { to: '/admin/settings', label: 'Company Settings', icon: Building2 },
  // Estimating rates (issue 47): Owners edit them; Staff read them.
  { to: '/admin/settings/rates', label: 'Rates', icon: Calculator },
  // Everyone reads it; Owners edit it (Staff too when an Owner allows).
  { to: '/admin/site-content', label: 'Site Content', icon: Newspaper },
  { to: '/admin/account', label: 'My Account', icon: UserCog },
] as const;

/** The signed-in person as the layout shows them; null while loading. */
export interface LayoutAccount {
  name: string;
  initials: string;
  role: 'Owner' | 'Staff';
}

function Avatar({ account }: { account: LayoutAccount | null }) {
  return (
    <span
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-amber-brand-400 to-amber-brand-600 text-sm font-bold text-steel-950 ring-2 ring-white/20"
      aria-hidden="true"
    >
      {account?.initials ?? ''}
    </span>
  );
}

function Brand() {
  return (
    <Link
      to="/admin/dashboard"
      className="flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-brand-400"
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-amber-brand-500 text-steel-950">
        <Cog className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="leading-tight">
        <span className="block text-sm font-bold tracking-wide text-white">Admin Panel</span>
        <span className="block text-xs text-steel-300">Back office</span>
      </span>
    </Link>
  );
}

interface SidebarContentProps {
  account: LayoutAccount | null;
  onLogout: () => void;
  onNavigate?: () => void;
  closeButton?: ReactNode;
}

function SidebarContent({ account, onLogout, onNavigate, closeButton }: SidebarContentProps) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center justify-between gap-2 border-b border-white/10 px-5">
        <Brand />
        {closeButton}
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {NAV_ITEMS.filter((item) => !('ownerOnly' in item) || account?.role === 'Owner').map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                // Company Settings is not also lit on its Rates sub-page.
                end={to === '/admin/settings'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-brand-400 ${
                    isActive
                      ? 'bg-white/10 text-white shadow-[inset_3px_0_0_var(--color-amber-brand-500)]'
                      : 'text-steel-200 hover:bg-white/5 hover:text-white'
                  }`
                }
              >
                <Icon className="h-4.5 w-4.5 shrink-0 opacity-90" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-white/10 p-3">
        <div className="mb-2 flex items-center gap-3 px-2 py-1.5">
          <Avatar account={account} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-white" data-testid="account-name">
              {account?.name ?? '…'}
            </p>
            <p className="truncate text-xs text-steel-300">{account?.role ?? ''}</p>
          </div>
          <ThemeToggle size="sm" className="text-steel-200 hover:bg-white/10 hover:text-white" />
        </div>
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            onLogout();
          }}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-steel-200 transition-colors hover:bg-red-500/15 hover:text-red-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-brand-400"
        >
          <LogOut className="h-4.5 w-4.5" aria-hidden="true" />
          Logout
        </button>
      </div>
    </div>
  );
}

/**
 * Admin layout: a fixed sidebar from the lg breakpoint; below it a top bar (the signed-in person's name and initials)
 * and a slide-in sidebar with an overlay.
 */
export function AdminLayout({ children, onLogout, account }: { children: ReactNode; onLogout: () => void; account: LayoutAccount | null }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // Close the drawer whenever the route changes, and when the window grows to desktop width.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    const query = window.matchMedia('(min-width: 1024px)');
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-steel-950 dark:text-slate-100">
      <a
        href="#admin-main"
        className="sr-only z-[60] rounded-md bg-white px-3 py-2 text-sm font-semibold text-steel-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      {/* Desktop sidebar */}
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 bg-steel-900 lg:block dark:bg-steel-950 dark:shadow-[inset_-1px_0_0_rgb(255_255_255/0.08)]">
        <SidebarContent account={account} onLogout={onLogout} />
      </aside>

      {/* Mobile top bar */}
      <header className="sticky top-0 z-20 flex h-14 items-center justify-between gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/90">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="-ml-1.5 inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-steel-500 dark:text-slate-200 dark:hover:bg-slate-800"
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="admin-mobile-sidebar"
        >
          <Menu className="h-5 w-5" aria-hidden="true" />
        </button>
        <span className="text-sm font-bold tracking-wide text-steel-800 dark:text-white">Admin Panel</span>
        <div className="flex items-center gap-2">
          <span className="max-w-[9rem] truncate text-sm font-medium text-slate-700 dark:text-slate-200">{account?.name ?? ''}</span>
          <Avatar account={account} />
        </div>
      </header>

      {/* Mobile slide-in sidebar with overlay */}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        label="Admin menu"
        className=""
        backdropClassName="bg-slate-950/60 animate-[backdrop-in_0.2s_ease-out]"
        backdropTestId="admin-sidebar-overlay"
        panelClassName="h-full w-72 max-w-[85vw] animate-[slide-in-left_0.2s_ease-out]"
      >
        <aside id="admin-mobile-sidebar" aria-label="Admin menu" className="h-full bg-steel-900 shadow-2xl dark:bg-steel-950">
          <SidebarContent
            account={account}
            onLogout={onLogout}
            onNavigate={() => setOpen(false)}
            closeButton={
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-steel-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-brand-400"
                aria-label="Close menu"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            }
          />
        </aside>
      </Dialog>

      <main id="admin-main" tabIndex={-1} className="outline-none lg:pl-64">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</div>
      </main>
    </div>
  );
}
