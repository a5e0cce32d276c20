import { useLayoutEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from '~/lib/scroll-lock';
import { useHydrated } from '~/lib/use-hydrated';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[aria-hidden="true"]') && !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );
}

// Open dialogs, innermost last. The toast host follows the innermost one: everything outside a modal
// <dialog> is inert, so toasts shown while a dialog is open must live inside it.
let openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
function setOpenDialogs(next: HTMLDialogElement[]) {
  openDialogs = next;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The innermost open dialog element, or null. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs[openDialogs.length - 1] ?? null,
    () => null,
  );
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Accessible name: the id of the visible heading, or a label. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus first; otherwise [data-autofocus], then the first focusable element of the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Classes of the full-screen dialog element (it positions the panel). */
  className?: string;
  /** Classes of the panel itself. */
  panelClassName?: string;
  /** Classes of the backdrop. */
  backdropClassName?: string;
  testId?: string;
  /** Test id of the backdrop; `${testId}-backdrop` by default. */
  backdropTestId?: string;
}

/**
 * The one modal dialog: a native <dialog> opened with showModal(), so the browser puts it in the top layer
 * and makes the rest of the page inert. On top of that it locks page scroll, keeps Tab cycling inside
 * (the browser would let it leave to its own toolbar), closes on Escape or a click on the backdrop, and
 * returns focus to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  children,
  labelledBy,
  label,
  describedBy,
  role = 'dialog',
  initialFocusRef,
  className = 'items-center justify-center p-4',
  panelClassName = '',
  backdropClassName = 'bg-steel-950/70 backdrop-blur-sm',
  testId,
  backdropTestId = testId ? `${testId}-backdrop` : undefined,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  // The open/close effect below must not rerun when a parent passes a new onClose: it reads the latest here.
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const pointerDownOnBackdrop = useRef(false);
  // The server renders no dialog, so one open in the first render (a product's own link) waits for hydration:
  // its portal would not match the server's HTML (React error #418).
  const hydrated = useHydrated();
  const shown = open && hydrated;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!shown || !dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    dialog.showModal();
    setOpenDialogs([...openDialogs, dialog]);

    const panel = panelRef.current;
    const first =
      initialFocusRef?.current ?? panel?.querySelector<HTMLElement>('[data-autofocus]') ?? (panel ? focusableWithin(panel)[0] : undefined);
    (first ?? panel)?.focus({ preventScroll: true });

    // Escape: the owner decides (it may reset a form first). 'close' covers the browser closing it by itself.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);

    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      setOpenDialogs(openDialogs.filter((d) => d !== dialog));
      unlock();
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opening and closing follow `open` (once hydrated) alone; the rest is read when it opens
  }, [shown]);

  function keepTabInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const items = focusableWithin(event.currentTarget);
    if (items.length === 0) {
      event.preventDefault();
      panel.focus();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === firstItem || active === panel)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  }

  if (!shown) return null;

  return createPortal(
    <dialog
      ref={dialogRef}
      role={role}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      data-testid={testId}
      onKeyDown={keepTabInside}
      className={`fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-visible border-0 bg-transparent p-0 text-inherit open:flex backdrop:bg-transparent ${className}`}
    >
      <div
        className={`absolute inset-0 ${backdropClassName}`}
        data-testid={backdropTestId}
        aria-hidden="true"
        onPointerDown={() => {
          pointerDownOnBackdrop.current = true;
        }}
        onClick={() => {
          if (pointerDownOnBackdrop.current) onCloseRef.current();
          pointerDownOnBackdrop.current = false;
        }}
      />
      <div
        ref={panelRef}
        tabIndex={-1}
        className={`relative outline-none ${panelClassName}`}
        onPointerDown={() => {
          pointerDownOnBackdrop.current = false;
        }}
      >
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
