import { ActivityScreen } from '~/features/admin-activity/components/activity-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Activity');

/** Owner and Staff alike read the log; nobody can change it. */
export default function AdminActivityPage() {
  return <ActivityScreen />;
}
