import { QuotesScreen } from '~/features/admin-records/components/quotes-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Quotes');

export default function AdminQuotesPage() {
  return <QuotesScreen />;
}
