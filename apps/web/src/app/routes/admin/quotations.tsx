import { QuotationsScreen } from '~/features/admin-quotations/components/quotations-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Quotations');

export default function AdminQuotationsPage() {
  return <QuotationsScreen />;
}
