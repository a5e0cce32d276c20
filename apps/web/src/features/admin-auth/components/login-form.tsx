import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from '~/components/ui/toast';
import { z } from 'zod';
import { Eye, EyeOff, LockKeyhole, TriangleAlert } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { adminInputClass, Field, fieldAria, InputField } from '~/components/ui/field';
import { LoginError, useLogin } from '../api/login';
import { TwoFactorStep } from './two-factor-step';
import { SESSION_EXPIRED_MESSAGE, storeToken } from '../utils/session';

const loginSchema = z.object({
  Email: z.string().trim().min(1, 'Email is required'),
  Password: z.string().min(1, 'Password is required'),
});
type LoginValues = z.infer<typeof loginSchema>;

export interface LoginFormProps {
  /** Where to go after a successful login. */
  redirectTo: string;
  /** Shows the session-expired notice. */
  expired: boolean;
}

export function LoginForm({ redirectTo, expired }: LoginFormProps) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  /** Set once the password was accepted and the account's second factor is needed. */
  const [secondStep, setSecondStep] = useState<{ credentials: LoginValues; error?: string } | null>(null);
  const ids = { password: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { Email: '', Password: '' } });

  const attempt = async (values: LoginValues, Code?: string) => {
    // A new attempt replaces the messages of earlier ones (a stale error must not sit beside 'Login Successful!').
    toast.dismiss();
    try {
      const answer = await loginMutation.mutateAsync({ ...values, Code });
      if (!answer?.Token) {
        toast.error('Login failed: No token received.');
        return;
      }
      storeToken(answer.Token);
      toast.success('Login Successful!');
      await navigate(redirectTo, { replace: true });
    } catch (error) {
      if (error instanceof LoginError && error.twoFactorRequired) {
        // The first answer only asks for the code; a refused code is shown on the code field.
        setSecondStep({ credentials: values, error: Code ? error.message : undefined });
        return;
      }
      const message = error instanceof Error && error.message ? error.message : '';
      toast.error(message || 'Invalid credentials. Please try again.');
    }
  };
  const onSubmit = handleSubmit((values) => attempt(values));

  const pending = loginMutation.isPending;
  if (secondStep) {
    return (
      <TwoFactorStep
        pending={pending}
        error={secondStep.error}
        onSubmit={(code) => void attempt(secondStep.credentials, code)}
        onCancel={() => setSecondStep(null)}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {expired ? (
        <div
          role="alert"
          className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm font-medium text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{SESSION_EXPIRED_MESSAGE}</span>
        </div>
      ) : null}

      <InputField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in page has one task and nothing above the form; focus starts where typing starts
        autoFocus
        placeholder="you@company.com"
        error={errors.Email?.message}
        disabled={pending}
        {...register('Email')}
      />

      <Field tone="admin" id={ids.password} label="Password" error={errors.Password?.message}>
        <div className="relative">
          <input
            id={ids.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            className={`${adminInputClass} pr-11`}
            {...fieldAria(ids.password, errors.Password?.message)}
            disabled={pending}
            {...register('Password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-steel-500 dark:text-slate-400 dark:hover:text-white"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
          >
            {showPassword ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
          </button>
        </div>
      </Field>

      <Button variant="steel" type="submit" busy={pending} className="h-11 w-full">
        {pending ? (
          'Logging in...'
        ) : (
          <>
            <LockKeyhole className="h-4 w-4" aria-hidden="true" /> Login
          </>
        )}
      </Button>
    </form>
  );
}
