import { useParams } from 'react-router';
import { COMPANY_PROFILE_SEED } from '@rp/contract';
import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { OrderScreen } from '~/features/admin-orders/components/order-screen';
import { useCompanyProfile } from '~/features/admin-settings/api/settings-api';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Order');

/** /admin/orders/:id: one order from acceptance to delivery (Owners may dispatch before the advance is in). */
export default function AdminOrderPage() {
  const { id = '' } = useParams();
  const me = useCurrentAccount();
  const profile = useCompanyProfile();
  return (
    <OrderScreen
      key={id}
      id={id}
      isOwner={me.data?.Role === 'Owner'}
      advancePercent={profile.data?.AdvancePercent ?? COMPANY_PROFILE_SEED.AdvancePercent}
    />
  );
}
