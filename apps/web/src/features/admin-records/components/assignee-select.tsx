import { useId } from 'react';
import { recordKindOf, type RecordItem } from '@rp/contract';
import { useAssignableAccounts } from '~/lib/assignable-accounts';
import { useAssignRecordMutation } from '../api/assign-record';

const UNASSIGNED = '';

/** Who the lead is assigned to: an active team member, or nobody. */
export function AssigneeSelect({ record }: { record: RecordItem }) {
  const id = useId();
  const accounts = useAssignableAccounts();
  const assign = useAssignRecordMutation(recordKindOf(record.Types));
  const options = accounts.data ?? [];
  // The current assignee stays listed even if the account was deactivated since.
  const current =
    record.AssignedTo && !options.some((a) => a._id === record.AssignedTo) ? [{ _id: record.AssignedTo, label: record.AssignedToName }] : [];
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
        Assigned to
      </label>
      <select
        id={id}
        value={assign.isPending ? (assign.variables.AssignedTo ?? UNASSIGNED) : (record.AssignedTo ?? UNASSIGNED)}
        disabled={assign.isPending || accounts.isPending}
        onChange={(event) => assign.mutate({ record, AssignedTo: event.target.value || null })}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:ring-2 focus:ring-steel-500 focus:outline-none sm:w-56 dark:border-slate-600 dark:bg-slate-800 dark:text-white"
      >
        <option value={UNASSIGNED}>Unassigned</option>
        {current.map((a) => (
          <option key={a._id} value={a._id}>
            {a.label}
          </option>
        ))}
        {options.map((account) => (
          <option key={account._id} value={account._id}>
            {account.Name || account.Email}
          </option>
        ))}
      </select>
    </div>
  );
}
