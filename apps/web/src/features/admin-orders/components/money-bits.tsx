import { useId, useRef, useState, type FormEvent } from 'react';
import { FileDown } from 'lucide-react';
import { PAYMENT_LIMITS } from '@rp/contract';
import { Button } from '~/components/ui/button';
import { adminInputClass, Field, fieldAria } from '~/components/ui/field';
import { TitledDialog } from '~/components/ui/titled-dialog';
import { saveBlob } from '~/lib/save-blob';
import { showActionError } from '../utils/action-error';
import { DialogError } from './form-bits';

/** A PDF behind the bearer token as a link-like button: fetched, then handed to the browser's save. */
export function PdfDownloadButton({
  fetchPdf,
  fileName,
  label,
  testId,
}: {
  fetchPdf: () => Promise<Blob>;
  fileName: string;
  label: string;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveBlob(await fetchPdf(), fileName);
    } catch (error) {
      showActionError(error, 'The PDF could not be downloaded.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      data-testid={testId}
      className="inline-flex max-w-full items-center gap-1 rounded text-left text-sm font-medium break-all text-steel-700 underline underline-offset-2 hover:text-steel-900 focus-visible:outline-2 focus-visible:outline-steel-500 disabled:opacity-60 dark:text-steel-200 dark:hover:text-white"
    >
      <FileDown className="h-4 w-4 shrink-0" aria-hidden="true" /> {label}
    </button>
  );
}

/**
 * A change that needs a reason (remove a payment, cancel a proforma): the question, a required reason kept in the
 * order's timeline, and the server's refusal on screen. `onConfirm` resolves when done, throws when refused.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError('Say why: it is kept in the order’s timeline.');
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'That did not work.');
      showActionError(error, 'That did not work.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <TitledDialog
      role="alertdialog"
      title={title}
      description={description}
      size="sm"
      onClose={busy ? () => undefined : onClose}
      initialFocusRef={reasonRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
          <Button variant="danger" type="submit" form={`${id}-form`} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <Field tone="admin" className="min-w-0" id={`${id}-reason`} label="Reason" required error={reasonError} hint="Kept in the order’s timeline.">
          <textarea
            ref={reasonRef}
            id={`${id}-reason`}
            rows={3}
            maxLength={PAYMENT_LIMITS.reasonMax}
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
        <DialogError message={failure} />
      </form>
    </TitledDialog>
  );
}
