import { useCurrentAccount } from '~/features/admin-account/api/account-api';
import { AdminCard, AdminPageHeader, AdminSpinner } from '~/components/ui/admin-page';
import { TeamScreen } from '~/features/admin-team/components/team-screen';
import { adminMeta } from '~/features/admin-shell/utils/meta';

export const meta = () => adminMeta('Team');

/** Owners manage the team; a Staff account sees why it cannot (the server refuses its calls too). */
export default function AdminTeamPage() {
  const me = useCurrentAccount();
  if (me.isPending) return <AdminSpinner />;
  if (me.data?.Role !== 'Owner') {
    return (
      <>
        <AdminPageHeader title="Team" />
        <AdminCard className="p-6 text-sm text-slate-600 dark:text-slate-300">
          Only an Owner can manage the team. Ask an Owner of your team.
        </AdminCard>
      </>
    );
  }
  return <TeamScreen />;
}
