import { twoFactorDisableBody } from '@rp/contract';
import { toast } from '~/components/ui/toast';
import { Button } from '~/components/ui/button';
import { useTwoFactor } from '../api/security-api';
import { useServerForm } from './use-server-form';
import { InputField } from '~/components/ui/field';

/** Turning two-factor sign-in off needs the password and a current code (or a recovery code). */
export function DisableTwoFactorForm() {
  const { disable } = useTwoFactor();
  const { register, submit, formState } = useServerForm(twoFactorDisableBody, { Password: '', Code: '' }, async (values) => {
    toast.success((await disable.mutateAsync(values)).message);
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-4" aria-label="Turn off two-factor sign-in">
      <InputField
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.Password?.message}
        {...register('Password')}
      />
      <InputField
        label="Code from the app or a recovery code"
        autoComplete="one-time-code"
        error={formState.errors.Code?.message}
        {...register('Code')}
      />
      <Button variant="danger" type="submit" busy={formState.isSubmitting}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}
