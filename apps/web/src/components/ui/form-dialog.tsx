import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { TitledDialog, type TitledDialogProps } from './titled-dialog';

export interface FormDialogProps extends Pick<TitledDialogProps, 'title' | 'description' | 'size'> {
  /** The form's classes (its fields' grid). */
  formClassName: string;
  submitLabel: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While the answer is awaited: the dialog stays open and Cancel is off. */
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A back-office dialog around one form: Cancel and the submit button in the footer, the fields in the body. */
export function FormDialog({ title, description, size, formClassName, submitLabel, onSubmit, busy, onClose, children }: FormDialogProps) {
  const formId = useId();
  return (
    <TitledDialog
      title={title}
      description={description}
      size={size}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="steel" type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </TitledDialog>
  );
}
