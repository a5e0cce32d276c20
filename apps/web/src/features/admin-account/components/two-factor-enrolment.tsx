import { twoFactorEnableBody } from '@rp/contract';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useTwoFactor } from '../api/security-api';
import { RecoveryCodes } from './recovery-codes';
import { useServerForm } from './use-server-form';
import { CurrentPasswordField, OneTimeCodeField } from './account-fields';

/** Set-up of two-factor sign-in: the QR code and the secret, a code to confirm, then the recovery codes once. */
export function TwoFactorEnrolment({ onDone }: { onDone: () => void }) {
  const { setup, enable } = useTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { register, submit, formState } = useServerForm(twoFactorEnableBody, { Password: '', Code: '' }, async (values) => {
    setCodes((await enable.mutateAsync(values)).data.RecoveryCodes);
  });

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  const started = setup.data?.data;
  if (!started) {
    return (
      <Button variant="steel" type="button" busy={setup.isPending} onClick={() => setup.mutate()}>
        Set up two-factor sign-in
      </Button>
    );
  }
  return (
    <div className="@container">
      <div className="grid gap-6 @lg:grid-cols-[auto_1fr] @lg:items-start">
        <img src={started.QrCode} alt="QR code to scan with your authenticator app" width={200} height={200} className="rounded-lg bg-white p-1" />
        <div className="min-w-0 space-y-4">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
            <li>Or type this key into the app instead:</li>
          </ol>
          <p className="font-mono text-sm break-all text-slate-900 dark:text-white" data-testid="two-factor-secret">
            {started.Secret}
          </p>
          <form onSubmit={submit} noValidate className="max-w-xs space-y-4">
            <OneTimeCodeField label="Code from the app" numeric error={formState.errors.Code?.message} registration={register('Code')} />
            <CurrentPasswordField label="Your password" error={formState.errors.Password?.message} registration={register('Password')} />
            <p className="text-sm text-slate-600 dark:text-slate-400">Turning it on signs out your other devices.</p>
            <Button variant="steel" type="submit" busy={formState.isSubmitting}>
              Turn on
            </Button>
          </form>
        </div>
      </div>
    </div>
  );
}
