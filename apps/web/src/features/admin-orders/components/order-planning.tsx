import { useId, useState } from 'react';
import { ORDER_CLOSED_STAGES, type Order } from '@rp/contract';
import { adminInputClass, Field, fieldAria } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { useAssignableAccounts } from '~/lib/assignable-accounts';
import { useUpdateOrder } from '../api/update-order';
import { notifySuccess, showActionError } from '../utils/action-error';
import { dayText } from '~/lib/format';

const UNASSIGNED = '';

/** Who has the order: an active team member, or nobody; saved on change. */
function AssigneeField({ order }: { order: Order }) {
  const id = useId();
  const accounts = useAssignableAccounts();
  const update = useUpdateOrder();
  const people = accounts.data ?? [];
  // The current assignee stays listed even if the account was deactivated since.
  const gone = order.AssignedTo && !people.some((p) => p._id === order.AssignedTo);
  async function change(value: string) {
    try {
      const saved = await update.mutateAsync({ _id: order._id, AssignedTo: value || null });
      notifySuccess(saved.AssignedTo ? `${saved.Number} is assigned to ${saved.AssignedToName}.` : `${saved.Number} is assigned to nobody.`);
    } catch (error) {
      showActionError(error, 'The order could not be assigned.');
    }
  }
  return (
    <Field
      tone="admin"
      className="min-w-0"
      id={id}
      label="Assigned to"
      error={accounts.isError ? `The team could not be loaded: ${accounts.error.message}` : undefined}
    >
      <select
        id={id}
        className={adminInputClass}
        value={update.isPending ? (update.variables.AssignedTo ?? UNASSIGNED) : (order.AssignedTo ?? UNASSIGNED)}
        disabled={update.isPending || accounts.isPending}
        onChange={(e) => void change(e.target.value)}
      >
        <option value={UNASSIGNED}>Nobody</option>
        {gone ? <option value={order.AssignedTo ?? ''}>{order.AssignedToName}</option> : null}
        {people.map((person) => (
          <option key={person._id} value={person._id}>
            {person.Name || person.Email}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The promised dispatch day, with an optional reason kept in the timeline. */
function PromisedDateField({ order }: { order: Order }) {
  const id = useId();
  const update = useUpdateOrder();
  const [day, setDay] = useState(order.PromisedDate);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const changed = day !== order.PromisedDate;
  // Once dispatched, delivered or cancelled the promise no longer matters (the server answers 409).
  const closed = (ORDER_CLOSED_STAGES as readonly string[]).includes(order.Stage);
  const hint = order.Late ? (
    <span className="font-semibold text-red-700 dark:text-red-300">Late: not dispatched by this date.</span>
  ) : closed ? (
    `Fixed: the order is ${order.Stage}.`
  ) : undefined;
  async function save() {
    setError(undefined);
    try {
      const saved = await update.mutateAsync({ _id: order._id, PromisedDate: day, Note: reason.trim() || undefined });
      setReason('');
      notifySuccess(`${saved.Number} is now promised for ${dayText(saved.PromisedDate)}.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The promised date could not be saved.');
      showActionError(failure, 'The promised date could not be saved.');
    }
  }
  return (
    <div className="space-y-2">
      <Field tone="admin" className="min-w-0" id={id} label="Promised dispatch date" error={error} hint={hint}>
        <input
          id={id}
          type="date"
          className={`${adminInputClass} dark:[color-scheme:dark]`}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          disabled={closed}
          {...fieldAria(id, error, hint)}
        />
      </Field>
      {changed ? (
        <div className="space-y-2">
          <label className="sr-only" htmlFor={`${id}-reason`}>
            Why the promise moves
          </label>
          <input
            id={`${id}-reason`}
            className={adminInputClass}
            placeholder="Why it moves (optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex gap-2">
            <Button variant="steel" size="sm" onClick={() => void save()} busy={update.isPending} disabled={!day}>
              Save date
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setDay(order.PromisedDate)} disabled={update.isPending}>
              Undo
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The two things staff plan by: when it is promised and who has it. */
export function OrderPlanning({ order }: { order: Order }) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      {/* Keyed by the saved date: a save elsewhere (another tab) shows here, and the box starts from it. */}
      <PromisedDateField key={order.PromisedDate} order={order} />
      <AssigneeField order={order} />
    </div>
  );
}
