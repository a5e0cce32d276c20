import { NewBuyerScreen } from '~/features/admin-buyers/components/buyer-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('New buyer');

export default function AdminNewBuyerPage() {
  return <NewBuyerScreen />;
}
