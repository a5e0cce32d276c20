import { InvoicesScreen } from '~/features/admin-invoices/components/invoices-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Invoices');

export default function AdminInvoicesPage() {
  return <InvoicesScreen />;
}
