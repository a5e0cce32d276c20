import { twoFactorDisableBody } from '@rp/contract';
import { toast } from '~/components/ui/toast';
import { Button } from '~/components/ui/button';
import { useTwoFactor } from '../api/security-api';
import { useServerForm } from './use-server-form';
import { CurrentPasswordField, OneTimeCodeField } from './account-fields';

/** Turning two-factor sign-in off needs the password and a current code (or a recovery code). */
export function DisableTwoFactorForm() {
  const { disable } = useTwoFactor();
  const { register, submit, formState } = useServerForm(twoFactorDisableBody, { Password: '', Code: '' }, async (values) => {
    toast.success((await disable.mutateAsync(values)).message);
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4" aria-label="Turn off two-factor sign-in">
      <CurrentPasswordField label="Your password" error={formState.errors.Password?.message} registration={register('Password')} />
      <OneTimeCodeField label="Code from the app or a recovery code" error={formState.errors.Code?.message} registration={register('Code')} />
      <Button variant="danger" type="submit" busy={formState.isSubmitting}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}
