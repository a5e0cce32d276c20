import { AdminPageHeader } from '~/components/ui/admin-page';
import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { ChangePasswordForm } from '~/features/admin-account/components/change-password-form';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('My Account');

export default function AdminAccountPage() {
  const me = useCurrentAccount().data;
  return (
    <>
      <AdminPageHeader title="My Account" description={me ? `${me.Name || me.Email} · ${me.Email} · ${me.Role}` : undefined} />
      <div className="space-y-6">
        <ChangePasswordForm />
      </div>
    </>
  );
}
