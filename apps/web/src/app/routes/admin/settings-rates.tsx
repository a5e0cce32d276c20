import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { AdminSpinner } from '~/components/ui/admin-page';
import { RatesScreen } from '~/features/admin-rates/components/rates-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Rates');

/** Owners edit the estimating rates; Staff read them (the server refuses their saves too). */
export default function AdminSettingsRatesPage() {
  const me = useCurrentAccount();
  if (me.isPending) return <AdminSpinner />;
  return <RatesScreen canEdit={me.data?.Role === 'Owner'} />;
}
