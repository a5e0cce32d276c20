import { toast } from '~/components/ui/toast';
import { Monitor } from 'lucide-react';
import { AdminCard, AdminSpinner } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/security-api';

/**
 * My Account: every live session of the account, each with Sign out; signing out this one ends the visit.
 * Sign out everywhere ends the others on the server, then `onSignOutHere` logs this one out.
 */
export function SignedInDevices({ onSignedOut, onSignOutHere }: { onSignedOut: () => void; onSignOutHere: () => Promise<void> }) {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const signOutEverywhere = async () => {
    try {
      await revokeOthers.mutateAsync();
      await onSignOutHere();
      toast.success('You were signed out on every device, this one included.');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not sign out everywhere. Please try again.');
    }
  };
  const signOut = async (id: string) => {
    try {
      const answer = await revoke.mutateAsync(id);
      toast.success(answer.message);
      if (answer.SignedOut) onSignedOut();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not sign that device out.');
    }
  };
  return (
    <AdminCard className="p-5 sm:p-6">
      <section aria-labelledby="devices-heading">
        <h2 id="devices-heading" className="mb-1 text-lg font-semibold text-slate-900 dark:text-white">
          Signed-in devices
        </h2>
        <p className="mb-5 text-sm text-slate-600 dark:text-slate-400">Sign out a device you no longer use or do not recognise.</p>
        {sessions.isPending ? <AdminSpinner label="Loading devices…" /> : null}
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {(sessions.data ?? []).map((s) => (
            <li key={s._id} data-testid="session-row" className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <Monitor className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900 dark:text-white">
                  {s.Browser}
                  {s.Current ? (
                    <span className="ml-2 inline-block rounded-full bg-steel-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-steel-900 dark:bg-steel-700 dark:text-white">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {s.Ip || 'Unknown IP'} · signed in {formatDateTime(s.CreatedAt)} · last seen {formatDateTime(s.LastSeenAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                type="button"
                onClick={() => void signOut(s._id)}
                aria-label={`Sign out ${s.Browser}${s.Current ? ' (this device)' : ''}`}
              >
                Sign out
              </Button>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
          <Button variant="secondary" type="button" busy={revokeOthers.isPending} onClick={() => void signOutEverywhere()}>
            Sign out everywhere
          </Button>
          <p className="text-sm text-slate-600 dark:text-slate-400">Ends every session of your account, this one included.</p>
        </div>
      </section>
    </AdminCard>
  );
}
