import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { AdminSpinner } from '~/components/ui/admin-page';
import { CompanySettingsScreen } from '~/features/admin-settings/components/company-settings-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Company settings');

/** Owners edit the company profile; Staff read it (the server refuses their saves too). */
export default function AdminSettingsPage() {
  const me = useCurrentAccount();
  if (me.isPending) return <AdminSpinner />;
  return <CompanySettingsScreen canEdit={me.data?.Role === 'Owner'} />;
}
