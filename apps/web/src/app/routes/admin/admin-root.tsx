import { useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSessionExpiry } from '~/features/admin-auth/components/use-session-expiry';
import { createAdminQueryClient } from '~/features/admin-shell/utils/query-client';
import type { Route } from './+types/admin-root';

/** Admin runs client-side only: the server renders just this fallback. */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () => [{ title: 'Admin Panel' }, { name: 'robots', content: 'noindex, nofollow' }];

export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 dark:bg-steel-950" role="status">
      <span className="flex items-center gap-3 text-sm font-medium text-slate-500 dark:text-slate-400">
        <span
          className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-steel-600 dark:border-slate-600 dark:border-t-steel-300"
          aria-hidden="true"
        />
        Loading admin panel…
      </span>
    </div>
  );
}

function SessionExpiryWatcher({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient);
  useSessionExpiry(queryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export default function AdminRoot() {
  return (
    <SessionExpiryWatcher>
      <Outlet />
    </SessionExpiryWatcher>
  );
}
