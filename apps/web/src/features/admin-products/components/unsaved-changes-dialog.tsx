import { useRef } from 'react';
import { Button } from '~/components/ui/button';
import { TitledDialog } from '~/components/ui/titled-dialog';

/** Asked before leaving a form with unsaved changes. */
export function UnsavedChangesDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <TitledDialog
      role="alertdialog"
      size="sm"
      title="Discard unsaved changes?"
      onClose={onStay}
      initialFocusRef={stayRef}
      footer={
        <>
          <Button ref={stayRef} variant="secondary" onClick={onStay}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={onLeave}>
            Discard changes
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        You have changes to this product that have not been saved. If you leave now, they will be lost.
      </p>
    </TitledDialog>
  );
}
