import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorDisableBody, type TwoFactorDisableBody } from '@rp/contract';
import { useForm } from 'react-hook-form';
import { toast } from '~/components/ui/toast';
import { Button } from '~/components/ui/button';
import { useTwoFactor } from '../api/security-api';
import { showServerErrors } from './server-errors';
import { InputField } from '~/components/ui/field';

/** Turning two-factor sign-in off needs the password and a current code (or a recovery code). */
export function DisableTwoFactorForm() {
  const { disable } = useTwoFactor();
  const { register, handleSubmit, setError, formState } = useForm<TwoFactorDisableBody>({
    resolver: zodResolver(twoFactorDisableBody),
    defaultValues: { Password: '', Code: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      toast.success((await disable.mutateAsync(values)).message);
    } catch (error) {
      showServerErrors(error, setError, ['Password', 'Code']);
    }
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
