import { zodResolver } from '@hookform/resolvers/zod';
import { adminEmailField } from '@rp/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { useForgotPassword } from '../api/account-api';
import { showServerErrors } from './server-errors';
import { InputField } from '~/components/ui/field';

const schema = z.object({ Email: adminEmailField });

/** Asks for a reset link; the answer is the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [answer, setAnswer] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { Email: '' },
  });
  const submit = handleSubmit(async ({ Email }) => {
    try {
      setAnswer((await forgot.mutateAsync(Email)).message);
    } catch (error) {
      showServerErrors(error, setError, ['Email']);
    }
  });
  if (answer) {
    return (
      <p
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 px-3.5 py-3 text-sm font-medium text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200"
      >
        {answer}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <InputField label="Email" type="email" autoComplete="username" error={formState.errors.Email?.message} {...register('Email')} />
      <Button variant="steel" type="submit" busy={formState.isSubmitting} className="h-11 w-full">
        Send the reset link
      </Button>
    </form>
  );
}
