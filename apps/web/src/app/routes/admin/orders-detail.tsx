import { useParams } from 'react-router';
import { OrderScreen } from '~/features/admin-orders/components/order-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Order');

/** /admin/orders/:id: one order from acceptance to delivery. */
export default function AdminOrderPage() {
  const { id = '' } = useParams();
  return <OrderScreen key={id} id={id} />;
}
