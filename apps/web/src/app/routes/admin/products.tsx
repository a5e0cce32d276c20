import { ProductsScreen } from '~/features/admin-products/components/products-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Manage Products');

export default function AdminProductsPage() {
  return <ProductsScreen />;
}
