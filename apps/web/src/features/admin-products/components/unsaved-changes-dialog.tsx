import { useRef } from 'react';
import { AdminButton } from '~/components/ui/admin-button';
import { AdminDialog } from '~/components/ui/admin-dialog';

/** Asked before leaving a form with unsaved changes. */
export function UnsavedChangesDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <AdminDialog
      role="alertdialog"
      size="sm"
      title="Discard unsaved changes?"
      onClose={onStay}
      initialFocusRef={stayRef}
      footer={
        <>
          <AdminButton ref={stayRef} variant="secondary" onClick={onStay}>
            Keep editing
          </AdminButton>
          <AdminButton variant="danger" onClick={onLeave}>
            Discard changes
          </AdminButton>
        </>
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        You have changes to this product that have not been saved. If you leave now, they will be lost.
      </p>
    </AdminDialog>
  );
}
