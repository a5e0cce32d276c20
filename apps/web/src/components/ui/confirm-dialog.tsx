import { useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { TitledDialog } from './titled-dialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: Extract<ButtonVariant, 'steel' | 'danger'>;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a change (Send, Withdraw, Undo, Restore); Cancel has the focus so Enter never confirms by accident. */
export function ConfirmDialog({ title, children, confirmLabel, confirmVariant = 'steel', busy, onConfirm, onClose }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <TitledDialog
      title={title}
      role="alertdialog"
      size="sm"
      onClose={busy ? () => undefined : onClose}
      initialFocusRef={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">{children}</div>
    </TitledDialog>
  );
}
