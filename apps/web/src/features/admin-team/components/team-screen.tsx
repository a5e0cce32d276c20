import { useState } from 'react';
import { toast } from '~/components/ui/toast';
import { UserPlus } from 'lucide-react';
import type { AccountRole, TeamMember } from '@rp/contract';
import { AdminPageHeader } from '~/components/ui/admin-page';
import { Button } from '~/components/ui/button';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { formatDateTime } from '~/lib/format';
import { useInviteMember, useTeam, useUpdateMember } from '../api/team-api';
import { InviteDialog } from './invite-dialog';

const STATUS_CLASS = {
  active: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  invited: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  deactivated: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
} as const;

function MemberActions({ member }: { member: TeamMember }) {
  const update = useUpdateMember();
  const invite = useInviteMember();
  const run = (promise: Promise<{ message: string }>) =>
    promise.then((answer) => toast.success(answer.message)).catch((error: Error) => toast.error(error.message));
  const busy = update.isPending || invite.isPending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label={`Role of ${member.Name || member.Email}`}
        value={member.Role}
        disabled={busy}
        onChange={(event) => void run(update.mutateAsync({ _id: member._id, Role: event.target.value as AccountRole }))}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-800"
      >
        <option value="Owner">Owner</option>
        <option value="Staff">Staff</option>
      </select>
      {member.Status === 'invited' ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => void run(invite.mutateAsync({ Email: member.Email, Name: member.Name, Role: member.Role }))}
        >
          Resend invite
        </Button>
      ) : null}
      {member.Status === 'deactivated' ? (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => void run(update.mutateAsync({ _id: member._id, Active: true }))}>
          Reactivate
        </Button>
      ) : (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run(update.mutateAsync({ _id: member._id, Active: false }))}>
          Deactivate
        </Button>
      )}
    </div>
  );
}

const COLUMNS: DataTableColumn<TeamMember>[] = [
  {
    key: 'name',
    header: 'Name',
    cellClassName: 'px-4 py-3',
    cell: (m) => (
      <>
        <span className="font-semibold text-slate-900 dark:text-white">{m.Name || '—'}</span>
        <span className="block text-xs text-slate-500 md:hidden dark:text-slate-400">{m.Email}</span>
      </>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    headerClassName: 'hidden px-4 py-3 md:table-cell',
    cellClassName: 'hidden px-4 py-3 md:table-cell',
    cell: (m) => m.Email,
  },
  {
    key: 'status',
    header: 'Status',
    cellClassName: 'px-4 py-3',
    cell: (m) => (
      <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_CLASS[m.Status]}`}>{m.Status}</span>
    ),
  },
  {
    key: '2fa',
    header: '2FA',
    headerClassName: 'hidden px-4 py-3 lg:table-cell',
    cellClassName: 'hidden px-4 py-3 lg:table-cell',
    cell: (m) => (m.TwoFactor ? 'On' : 'Off'),
  },
  {
    key: 'last',
    header: 'Last sign-in',
    headerClassName: 'hidden px-4 py-3 lg:table-cell',
    cellClassName: 'hidden px-4 py-3 whitespace-nowrap lg:table-cell',
    cell: (m) => (m.LastSignInAt ? formatDateTime(m.LastSignInAt) : 'Never'),
  },
  { key: 'actions', header: 'Role and actions', cellClassName: 'px-4 py-3', cell: (m) => <MemberActions member={m} /> },
];

/** /admin/team (Owner): the accounts, invitations, roles, deactivation. */
export function TeamScreen() {
  const team = useTeam();
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const all = team.data ?? [];
  const needle = search.trim().toLowerCase();
  const rows = needle ? all.filter((m) => `${m.Name} ${m.Email}`.toLowerCase().includes(needle)) : all;
  return (
    <>
      <AdminPageHeader
        title="Team"
        description="Everyone who can sign in to the back office. Owners manage the team; Staff do everything else."
        actions={
          <Button variant="steel" onClick={() => setInviting(true)}>
            <UserPlus className="h-4 w-4" aria-hidden="true" /> Invite
          </Button>
        }
      />
      <DataTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(m) => m._id}
        rowProps={(m) => ({ 'data-testid': 'team-row', 'data-status': m.Status, className: 'align-middle text-slate-700 dark:text-slate-300' })}
        search={{
          value: search,
          onChange: setSearch,
          placeholder: 'Search by name or e-mail',
          label: 'Search the team',
          countLabel: `${rows.length} of ${all.length} shown`,
        }}
        pending={team.isPending}
        emptyMessage={team.isError ? team.error.message : 'Nobody matches that search.'}
        retry={team.isError ? { onRetry: () => void team.refetch(), busy: team.isFetching } : undefined}
      />
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </>
  );
}
