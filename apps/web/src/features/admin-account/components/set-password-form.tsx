import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_MAX, newPasswordField } from '@rp/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { showServerErrors } from './server-errors';
import { InputField } from '~/components/ui/field';

const PASSWORD_HINT = 'At least 10 characters and hard to guess: a few unrelated words work well.';

const schema = z
  .object({ Name: z.string().trim().max(NAME_MAX), Password: newPasswordField(), Confirm: z.string() })
  .refine((v) => v.Password === v.Confirm, { message: 'The two passwords differ.', path: ['Confirm'] });
type Values = z.infer<typeof schema>;

export interface SetPasswordFormProps {
  /** Ask for the person's name too (accepting an invitation). */
  withName: boolean;
  submitLabel: string;
  onSubmit: (values: { Name: string; Password: string }) => Promise<unknown>;
}

/** Choose a password (and a name): the accept-invite and reset-password screens. */
export function SetPasswordForm({ withName, submitLabel, onSubmit }: SetPasswordFormProps) {
  const resolver = zodResolver(withName ? schema.refine((v) => v.Name.length > 0, { message: 'Name is required.', path: ['Name'] }) : schema);
  const { register, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues: { Name: '', Password: '', Confirm: '' } });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(error, setError, ['Name', 'Password']);
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {withName ? <InputField label="Your name" autoComplete="name" error={errors.Name?.message} {...register('Name')} /> : null}
      <InputField label="New password" type="password" autoComplete="new-password" error={errors.Password?.message} {...register('Password')} />
      <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">{PASSWORD_HINT}</p>
      <InputField label="New password again" type="password" autoComplete="new-password" error={errors.Confirm?.message} {...register('Confirm')} />
      <Button variant="steel" type="submit" busy={isSubmitting} className="h-11 w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
