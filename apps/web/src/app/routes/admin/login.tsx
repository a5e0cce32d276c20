import { redirect, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Cog } from 'lucide-react';
import { LoginForm } from '~/features/admin-auth/components/login-form';
import { logout } from '~/features/admin-auth/api/logout';
import { hasSession, LOGIN_PATH, safeRedirectTarget } from '~/features/admin-auth/utils/session';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Admin Panel Login' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('logout') === '1') {
    await logout();
    return redirect(LOGIN_PATH);
  }
  // Logged in means a token exists: go straight on.
  if (hasSession()) return redirect(safeRedirectTarget(url.searchParams.get('redirectTo')));
  return null;
}

export default function AdminLoginPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  // Nothing cached from an earlier session survives on the login page.
  useEffect(() => queryClient.clear(), [queryClient]);

  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-slate-100 px-4 py-10 dark:bg-steel-950">
      <div
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-steel-800 to-steel-700 dark:from-steel-900 dark:to-steel-950"
        aria-hidden="true"
      />
      <div className="relative w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center text-white">
          <span className="mb-3 flex h-12 w-12 items-center justify-center rounded-xl bg-amber-brand-500 text-steel-950 shadow-lg">
            <Cog className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="text-sm font-medium text-steel-100">Precision parts back office</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8 dark:border-slate-700/70 dark:bg-slate-900">
          <h1 className="mb-1 text-center text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Admin Panel Login</h1>
          <p className="mb-6 text-center text-sm text-slate-500 dark:text-slate-400">Sign in to manage products, quotes and inquiries.</p>
          <LoginForm redirectTo={safeRedirectTarget(params.get('redirectTo'))} expired={params.get('reason') === 'expired'} />
        </div>
        <p className="mt-6 text-center text-sm text-slate-500 dark:text-slate-400">
          <a href="/" className="font-medium text-steel-700 underline-offset-4 hover:underline dark:text-steel-300">
            ← Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}
