import { changePasswordBody } from '@rp/contract';
import { toast } from '~/components/ui/toast';
import { AdminCard } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { useChangePassword } from '../api/account-api';
import { useServerForm } from './use-server-form';
import { InputField } from '~/components/ui/field';
import { CurrentPasswordField } from './account-fields';

/** Change password: the server ends the account's other sessions. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { register, submit, formState } = useServerForm(changePasswordBody, { CurrentPassword: '', NewPassword: '' }, async (values, { reset }) => {
    toast.success((await change.mutateAsync(values)).message);
    reset();
  });
  return (
    <AdminCard className="p-5 sm:p-6">
      <h2 className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">Change password</h2>
      <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">Your other sessions are signed out when it changes.</p>
      <form onSubmit={submit} noValidate className="max-w-md space-y-4">
        <CurrentPasswordField label="Current password" error={formState.errors.CurrentPassword?.message} registration={register('CurrentPassword')} />
        <InputField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.NewPassword?.message}
          {...register('NewPassword')}
        />
        <Button variant="steel" type="submit" busy={formState.isSubmitting}>
          Change password
        </Button>
      </form>
    </AdminCard>
  );
}
