import { useNavigate } from 'react-router';
import { AdminPageHeader } from '~/components/ui/admin-page';
import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { ChangePasswordForm } from '~/features/admin-account/components/change-password-form';
import { SignedInDevices } from '~/features/admin-account/components/signed-in-devices';
import { TwoFactorSection } from '~/features/admin-account/components/two-factor-section';
import { logout } from '~/features/admin-auth/api/logout';
import { clearAllLocalData, LOGIN_PATH } from '~/features/admin-auth/utils/session';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('My Account');

export default function AdminAccountPage() {
  const me = useCurrentAccount().data;
  const navigate = useNavigate();
  // Signing out this device from the list ends the visit like Logout does.
  const signedOut = () => {
    clearAllLocalData();
    void navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <>
      <AdminPageHeader title="My Account" description={me ? `${me.Name || me.Email} · ${me.Email} · ${me.Role}` : undefined} />
      <div className="space-y-6">
        <ChangePasswordForm />
        {me ? <TwoFactorSection account={me} /> : null}
        <SignedInDevices
          onSignedOut={signedOut}
          onSignOutHere={async () => {
            await logout();
            await navigate(LOGIN_PATH, { replace: true });
          }}
        />
      </div>
    </>
  );
}
