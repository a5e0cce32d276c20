import { Dashboard } from '~/features/admin-dashboard/components/dashboard';
import { MailWarning } from '~/features/admin-outbox/components/mail-warning';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Dashboard');

export default function AdminDashboardPage() {
  return (
    <>
      <MailWarning />
      <Dashboard />
    </>
  );
}
