import { redirect, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AuthCard } from '~/components/ui/auth-card';
import { LoginForm } from '~/features/admin-auth/components/login-form';
import { hasSession, safeRedirectTarget } from '~/features/admin-auth/utils/session';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Admin Panel Login' }, { name: 'robots', content: 'noindex, nofollow' }];

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  // Logged in means a token exists: go straight on. (Signing out is a POST from the Logout button only: a
  // link or a framed page opening this URL signs nobody out.)
  if (hasSession()) return redirect(safeRedirectTarget(url.searchParams.get('redirectTo')));
  return null;
}

export default function AdminLoginPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  // Nothing cached from an earlier session survives on the login page.
  useEffect(() => queryClient.clear(), [queryClient]);

  return (
    <AuthCard
      title="Admin Panel Login"
      intro="Sign in to manage products, quotes and inquiries."
      footer={
        <a href="/" className="font-medium text-steel-700 underline-offset-4 hover:underline dark:text-steel-300">
          ← Back to the website
        </a>
      }
    >
      <LoginForm redirectTo={safeRedirectTarget(params.get('redirectTo'))} expired={params.get('reason') === 'expired'} />
      <p className="mt-4 text-center text-sm">
        <a href="/admin/forgot-password" className="font-medium text-steel-700 underline-offset-4 hover:underline dark:text-steel-300">
          Forgot password?
        </a>
      </p>
    </AuthCard>
  );
}
