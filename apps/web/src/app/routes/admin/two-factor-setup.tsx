import { redirect, useNavigate } from 'react-router';
import { AuthCard } from '~/components/ui/auth-card';
import { useTwoFactor } from '~/features/admin-account/api/security-api';
import { TwoFactorEnrolment } from '~/features/admin-account/components/two-factor-enrolment';
import { logout } from '~/features/admin-auth/api/logout';
import { DEFAULT_AFTER_LOGIN, hasSession, LOGIN_PATH } from '~/features/admin-auth/utils/session';
import type { Route } from './+types/two-factor-setup';

export const meta: Route.MetaFunction = () => [{ title: 'Set up two-factor sign-in' }, { name: 'robots', content: 'noindex, nofollow' }];

export function clientLoader() {
  if (!hasSession()) throw redirect(LOGIN_PATH);
  return null;
}

/** REQUIRE_2FA: an account without two-factor sign-in lands here after signing in, and can do nothing else first. */
export default function TwoFactorSetupPage() {
  const navigate = useNavigate();
  const { refresh } = useTwoFactor();
  return (
    <AuthCard
      title="Set up two-factor sign-in"
      intro="This back office asks every account for a code from an authenticator app. Set yours up to continue."
      footer={
        <button
          type="button"
          onClick={() => void logout().then(() => navigate(LOGIN_PATH, { replace: true }))}
          className="font-medium text-steel-700 underline-offset-4 hover:underline dark:text-steel-300"
        >
          Log out
        </button>
      }
    >
      <TwoFactorEnrolment
        onDone={async () => {
          await refresh();
          await navigate(DEFAULT_AFTER_LOGIN, { replace: true });
        }}
      />
    </AuthCard>
  );
}
