import { useId, useState, type FormEvent } from 'react';
import { orderNoteBody, type Order } from '@rp/contract';
import { adminInputClass, Field } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { useAddOrderNote } from '../api/add-order-note';
import { notifySuccess, showActionError } from '../utils/action-error';
import { TellBuyerCheckbox } from './form-bits';

/** A note in the order's timeline; told to the buyer (mail and status page) when ticked. */
export function OrderNoteForm({ order }: { order: Order }) {
  const id = useId();
  const add = useAddOrderNote();
  const [note, setNote] = useState('');
  const [notifyBuyer, setNotifyBuyer] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { _id: order._id, Note: note, NotifyBuyer: notifyBuyer };
    const parsed = orderNoteBody.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync(body);
      setNote('');
      setNotifyBuyer(false);
      notifySuccess(notifyBuyer ? 'Note added; the buyer is told.' : 'Note added.');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The note could not be added.');
      showActionError(failure, 'The note could not be added.');
    }
  }

  return (
    <form className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700/70" onSubmit={(e) => void submit(e)} noValidate>
      <Field tone="admin" className="min-w-0" id={`${id}-note`} label="Add a note" error={error}>
        <textarea
          id={`${id}-note`}
          rows={2}
          className={adminInputClass}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-note-error` : undefined}
        />
      </Field>
      <TellBuyerCheckbox
        id={`${id}-tell`}
        checked={notifyBuyer}
        onChange={setNotifyBuyer}
        what="Mails the buyer this note with their status link, and shows it on their page."
      />
      <Button variant="secondary" size="sm" type="submit" busy={add.isPending}>
        Add note
      </Button>
    </form>
  );
}
