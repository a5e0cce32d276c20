import { useId, useRef, useState, type FormEvent } from 'react';
import { ORDER_LIMITS, orderCloseShortBody, type Order } from '@rp/contract';
import { adminInputClass, Field, fieldAria } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { TitledDialog } from '~/components/ui/titled-dialog';
import { useCloseShortOrder } from '../api/close-short-order';
import { notifySuccess, showActionError } from '../utils/action-error';
import { closingShortLines } from '../utils/close-short';
import { DialogError } from './form-bits';

/**
 * "Close short": a confirmation that says what will never be sent, line by line, and asks why (kept in the
 * timeline). The order then stands Dispatched, closed short; the buyer's page says how much came.
 */
export function CloseShortDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const id = useId();
  const close = useCloseShortOrder();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const lines = closingShortLines(order);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = orderCloseShortBody.safeParse({ _id: order._id, Reason: reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(undefined);
    setFailure(null);
    try {
      const closed = await close.mutateAsync(parsed.data);
      notifySuccess(`${closed.Number} closed short.`);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The order could not be closed short.');
      showActionError(error, 'The order could not be closed short.');
    }
  }

  const busy = close.isPending;
  return (
    <TitledDialog
      role="alertdialog"
      title={`Close ${order.Number} short?`}
      description="What was dispatched stays; the rest will not be made or sent. This cannot be undone."
      onClose={busy ? () => undefined : onClose}
      initialFocusRef={reasonRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep it open
          </Button>
          <Button variant="danger" type="submit" form={`${id}-form`} busy={busy}>
            Close short
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <div className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
          <p className="font-medium">Not to be sent:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="close-short-lines">
            {lines.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
        </div>
        <Field
          tone="admin"
          className="min-w-0"
          id={`${id}-reason`}
          label="Reason"
          required
          error={reasonError}
          hint={`Kept in the order's timeline for the team; the buyer does not see it. At most ${ORDER_LIMITS.closeShortReasonMax} characters.`}
        >
          <textarea
            ref={reasonRef}
            id={`${id}-reason`}
            rows={3}
            maxLength={ORDER_LIMITS.closeShortReasonMax}
            className={adminInputClass}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (reasonError && e.target.value.trim()) setReasonError(undefined);
            }}
            aria-required="true"
            {...fieldAria(`${id}-reason`, reasonError, true)}
          />
        </Field>
      </form>
      {failure ? (
        <div className="mt-4">
          <DialogError message={failure} />
        </div>
      ) : null}
    </TitledDialog>
  );
}
