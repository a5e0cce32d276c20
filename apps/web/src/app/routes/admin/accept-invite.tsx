import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '~/components/ui/toast';
import { AuthCard } from '~/components/ui/auth-card';
import { useAcceptInvite } from '~/features/admin-account/api/account-api';
import { SetPasswordForm } from '~/features/admin-account/components/set-password-form';
import { storeToken } from '~/features/admin-auth/utils/session';
import type { Route } from './+types/accept-invite';

export const meta: Route.MetaFunction = () => [{ title: 'Join the team' }, { name: 'robots', content: 'noindex, nofollow' }];

/** Opened from the invitation mail's one-time link (?token=...): name and password, then signed in. */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const token = params.get('token') ?? '';
  return (
    <AuthCard title="Join the team" intro="Tell us your name and choose a password for the back office.">
      <SetPasswordForm
        withName
        submitLabel="Join and sign in"
        onSubmit={async ({ Name, Password }) => {
          const answer = await accept.mutateAsync({ Token: token, Name, Password });
          storeToken(answer.Token);
          toast.success(answer.message);
          await navigate('/admin/dashboard', { replace: true });
        }}
      />
    </AuthCard>
  );
}
