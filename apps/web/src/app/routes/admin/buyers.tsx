import { BuyersScreen } from '~/features/admin-buyers/components/buyers-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Buyers');

export default function AdminBuyersPage() {
  return <BuyersScreen />;
}
