import { useParams } from 'react-router';
import { BuyerScreen } from '~/features/admin-buyers/components/buyer-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Buyer');

/** /admin/buyers/:id: one company, its record and everything it has with us. */
export default function AdminBuyerPage() {
  const { id = '' } = useParams();
  return <BuyerScreen key={id} id={id} />;
}
