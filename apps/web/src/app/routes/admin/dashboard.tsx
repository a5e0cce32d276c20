import { Dashboard } from '~/features/admin-dashboard/components/dashboard';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Dashboard');

export default function AdminDashboardPage() {
  return <Dashboard />;
}
