import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { BackupStatusPanel } from '~/features/admin-dashboard/components/backup-status';
import { Dashboard } from '~/features/admin-dashboard/components/dashboard';
import { MailWarning } from '~/features/admin-outbox/components/mail-warning';
import { StatusBadge } from '~/features/admin-records/components/status-badge';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Dashboard');

export default function AdminDashboardPage() {
  const me = useCurrentAccount().data;
  return (
    <>
      <MailWarning />
      <Dashboard name={me ? me.Name || me.Email : '…'} renderStatus={(status) => <StatusBadge status={status} />} />
      <BackupStatusPanel />
    </>
  );
}
