import { OrdersScreen } from '~/features/admin-orders/components/orders-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Orders');

export default function AdminOrdersPage() {
  return <OrdersScreen />;
}
