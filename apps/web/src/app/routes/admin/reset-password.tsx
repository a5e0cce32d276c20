import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '~/components/ui/toast';
import { AuthCard } from '~/components/ui/auth-card';
import { useResetPassword } from '~/features/admin-account/api/account-api';
import { SetPasswordForm } from '~/features/admin-account/components/set-password-form';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [{ title: 'Reset password' }, { name: 'robots', content: 'noindex, nofollow' }];

/** Opened from the reset mail's one-time link (?token=...). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = params.get('token') ?? '';
  return (
    <AuthCard
      title="Choose a new password"
      intro="Every session of your account is signed out when it changes."
      footer={
        <a href="/admin/forgot-password" className="font-medium text-steel-700 underline-offset-4 hover:underline dark:text-steel-300">
          Need a new link?
        </a>
      }
    >
      <SetPasswordForm
        withName={false}
        submitLabel="Set the new password"
        onSubmit={async ({ Password }) => {
          const answer = await reset.mutateAsync({ Token: token, Password });
          toast.success(answer.message);
          await navigate('/admin/login', { replace: true });
        }}
      />
    </AuthCard>
  );
}
