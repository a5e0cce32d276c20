import type { CurrentAccount } from '@rp/contract';
import { AdminCard } from '~/components/ui/admin-page';
import { useTwoFactor } from '../api/security-api';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** My Account: two-factor sign-in, on or off. */
export function TwoFactorSection({ account }: { account: CurrentAccount }) {
  const { refresh } = useTwoFactor();
  return (
    <AdminCard className="p-5 sm:p-6">
      <section aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading" className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">
          Two-factor sign-in
          <span
            className={`ml-2 rounded-full px-2 py-0.5 align-middle text-xs font-semibold ${account.TwoFactor ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100' : 'bg-slate-100 text-slate-700 dark:bg-slate-700 dark:text-slate-100'}`}
          >
            {account.TwoFactor ? 'On' : 'Off'}
          </span>
        </h2>
        <p className="mb-5 text-sm text-slate-600 dark:text-slate-400">
          {account.TwoFactor
            ? 'Signing in asks for a code from your authenticator app after the password.'
            : 'Ask for a code from an authenticator app on your phone after the password, so a stolen password alone is not enough.'}
        </p>
        {account.TwoFactor ? <DisableTwoFactorForm /> : <TwoFactorEnrolment onDone={() => void refresh()} />}
      </section>
    </AdminCard>
  );
}
