import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { AdminSpinner } from '~/components/ui/admin-page';
import { ContentOverviewScreen } from '~/features/admin-content/components/content-overview-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Site content');

/** Every account reads site content; Owners (and Staff when allowed) edit it; the server checks each save. */
export default function AdminSiteContentPage() {
  const me = useCurrentAccount();
  if (me.isPending) return <AdminSpinner />;
  return <ContentOverviewScreen isOwner={me.data?.Role === 'Owner'} />;
}
