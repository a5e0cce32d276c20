import { useEffect, useRef } from 'react';
import { toast, type ToastPosition } from './toast';
import { TriangleAlert } from 'lucide-react';

/** Spec section 4: the delete confirmation toast stays 6000 ms. */
export const CONFIRM_TOAST_DURATION = 6000;

export interface ConfirmToastOptions {
  title: string;
  body?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  position?: ToastPosition;
  onConfirm: () => void;
}

interface ConfirmToastContentProps extends Omit<ConfirmToastOptions, 'position'> {
  id: string;
  visible: boolean;
  returnFocusTo: HTMLElement | null;
}

function ConfirmToastContent({
  id,
  visible,
  title,
  body,
  confirmLabel = 'Yes, Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  returnFocusTo,
}: ConfirmToastContentProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus({ preventScroll: true });
  }, []);

  function close(confirmed: boolean) {
    // Answered: remove at once (a timed-out prompt fades out instead).
    toast.remove(id);
    if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
    if (confirmed) onConfirm();
  }

  return (
    <div
      className="flex max-w-xs flex-col gap-3"
      role={visible ? 'alertdialog' : undefined}
      aria-label={visible ? title : undefined}
      aria-hidden={visible ? undefined : true}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close(false);
        }
      }}
    >
      <div className="flex gap-2.5">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
        <div>
          <p className="font-semibold text-slate-900">{title}</p>
          {body ? <p className="mt-0.5 text-sm text-slate-600">{body}</p> : null}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <button
          ref={cancelRef}
          type="button"
          onClick={() => close(false)}
          className="h-8 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-steel-500"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={() => close(true)}
          className="h-8 rounded-md bg-red-600 px-3 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
        >
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * Asks for confirmation in a toast with Cancel and a confirm button (spec sections 4 and 8).
 * Focus moves to Cancel so the keyboard can answer; Escape cancels.
 */
export function confirmWithToast({ position, ...options }: ConfirmToastOptions): string {
  const returnFocusTo = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
  return toast((t) => <ConfirmToastContent id={t.id} visible={t.visible} returnFocusTo={returnFocusTo} {...options} />, {
    duration: CONFIRM_TOAST_DURATION,
    position,
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}
