import { OutboxScreen } from '~/features/admin-outbox/components/outbox-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Outbox');

export default function AdminOutboxPage() {
  return <OutboxScreen />;
}
