import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { OutboxScreen } from '~/features/admin-outbox/components/outbox-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Outbox');

/** Everyone signed in sees the outbox; Owners also read each mail's text (the server refuses Staff too). */
export default function AdminOutboxPage() {
  const me = useCurrentAccount();
  return <OutboxScreen canRead={me.data?.Role === 'Owner'} />;
}
