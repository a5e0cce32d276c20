import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ShieldCheck } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { adminInputClass, adminLabelClass, FieldError } from '~/components/ui/field';

const codeSchema = z.object({ Code: z.string().trim().min(1, 'Enter the code from your authenticator app') });

export interface TwoFactorStepProps {
  pending: boolean;
  /** The server's message for a refused code, shown on the field. */
  error?: string;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** The login's second step: the 6-digit code of the authenticator app, or one recovery code. */
export function TwoFactorStep({ pending, error, onSubmit, onCancel }: TwoFactorStepProps) {
  const ids = { code: useId(), codeError: useId(), hint: useId() };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ Code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { Code: '' } });
  const message = errors.Code?.message ?? error;

  return (
    <form onSubmit={handleSubmit(({ Code }) => onSubmit(Code))} noValidate className="space-y-5">
      <div className="flex gap-3 rounded-lg border border-steel-200 bg-steel-50 px-3.5 py-3 text-sm text-steel-900 dark:border-steel-700 dark:bg-steel-900/60 dark:text-steel-100">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>Two-factor sign-in is on for this account. Open your authenticator app and enter the code it shows.</p>
      </div>
      <div>
        <label htmlFor={ids.code} className={adminLabelClass}>
          Authentication code
        </label>
        <input
          id={ids.code}
          autoComplete="one-time-code"
          spellCheck={false}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step appears after the password was accepted; typing the code is the only thing left to do
          autoFocus
          placeholder="123456"
          className={`${adminInputClass} font-mono tracking-widest`}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${ids.hint}${message ? ` ${ids.codeError}` : ''}`}
          disabled={pending}
          {...register('Code')}
        />
        <p id={ids.hint} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          Lost your phone? Enter one of your recovery codes instead; each works once.
        </p>
        <FieldError id={ids.codeError} message={message} />
      </div>
      <Button variant="steel" type="submit" busy={pending} className="h-11 w-full">
        {pending ? 'Checking...' : 'Verify and sign in'}
      </Button>
      <button
        type="button"
        onClick={onCancel}
        className="w-full text-center text-sm font-medium text-steel-700 underline-offset-4 hover:underline dark:text-steel-300"
      >
        Use a different account
      </button>
    </form>
  );
}
