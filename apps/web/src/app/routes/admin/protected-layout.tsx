import { Navigate, Outlet, redirect, useNavigate } from 'react-router';
import { initialsOf } from '@rp/contract';
import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { AdminLayout } from '~/features/admin-shell/components/admin-layout';
import { logout } from '~/features/admin-auth/api/logout';
import { hasSession, LOGIN_PATH, loginUrl, TWO_FACTOR_SETUP_PATH } from '~/features/admin-auth/utils/session';
import type { Route } from './+types/protected-layout';

/** The guard: without a stored token every protected route goes to the login page. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!hasSession()) {
    const url = new URL(request.url);
    throw redirect(loginUrl({ redirectTo: `${url.pathname}${url.search}` }));
  }
  return null;
}

export default function ProtectedLayout() {
  const me = useCurrentAccount().data;
  const navigate = useNavigate();
  // POST /auth/logout, then local data cleared and the login page: opening some URL never signs anyone out.
  const signOut = () => void logout().then(() => navigate(LOGIN_PATH, { replace: true }));
  // REQUIRE_2FA: nothing else works until the account has set up two-factor sign-in.
  if (me?.TwoFactorEnrolmentRequired) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  const account = me ? { name: me.Name || me.Email, initials: initialsOf(me.Name, me.Email), role: me.Role } : null;
  return (
    <AdminLayout onLogout={signOut} account={account}>
      <Outlet />
    </AdminLayout>
  );
}
