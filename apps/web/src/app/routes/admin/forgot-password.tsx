import { AuthCard } from '~/components/ui/auth-card';
import { ForgotPasswordForm } from '~/features/admin-account/components/forgot-password-form';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [{ title: 'Forgot password' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot password"
      intro="Enter your e-mail: we send a link to choose a new password."
      footer={
        <a href="/admin/login" className="font-medium text-steel-700 underline-offset-4 hover:underline dark:text-steel-300">
          ← Back to login
        </a>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
